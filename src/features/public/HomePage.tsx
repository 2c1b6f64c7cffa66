export function HomePage() {
  return (
    <main>
      <h1>AirFlyff</h1>
      <p>Le serveur privé haut débit : rejoignez l&apos;aventure.</p>
    </main>
  )
}
