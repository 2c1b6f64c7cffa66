import { createRoot } from 'react-dom/client'

/** A build with a missing or malformed live setting shows this instead of a blank page. */
function ConfigErrorPage({ problems }: { problems: string[] }) {
  return (
    <main
      style={{
        maxWidth: 640,
        margin: '10vh auto',
        padding: 24,
        fontFamily: 'system-ui',
        color: '#f4f1f2',
        background: '#1a0f12',
      }}
    >
      <h1>Configuration invalide</h1>
      <p>
        Le portail ne peut pas démarrer&nbsp;: la configuration de cette version est incomplète.
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>
        Corrigez les variables d&apos;environnement puis reconstruisez le site (voir le README).
      </p>
    </main>
  )
}

export function renderConfigError(root: HTMLElement, problems: string[]) {
  document.title = 'Configuration invalide'
  createRoot(root).render(<ConfigErrorPage problems={problems} />)
}
