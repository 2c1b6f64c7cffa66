/**
 * The demo's news (README, demo data): one pinned, one published, one scheduled two days after
 * the seed (the list must not show it yet). Dates follow the clock of the seed.
 */
const DAY_MS = 24 * 60 * 60 * 1000

export function demoNews(now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString()
  return [
    {
      slug: 'bienvenue-sur-airflyff',
      title: 'Bienvenue sur AirFlyff',
      body:
        'Le serveur ouvre ses portes\u00a0! Créez votre compte, téléchargez le client et ' +
        "rejoignez-nous.\n\n- Taux d'expérience ×10\n- Boutique en AirPoints\n\n" +
        'Le règlement est sur la page [CGU](/cgu).',
      image: null,
      pinned: true,
      publishAt: at(-10),
      updatedAt: at(-10),
    },
    {
      slug: 'mise-a-jour-des-donjons',
      title: 'Mise à jour des donjons',
      body:
        'Les donjons de niveau 60 à 90 donnent désormais **deux fois plus** de pierres ' +
        "d'amélioration. Bonne chasse\u00a0!",
      image: null,
      pinned: false,
      publishAt: at(-2),
      updatedAt: at(-2),
    },
    {
      slug: 'evenement-de-noel',
      title: 'Événement de Noël',
      body: 'Le Père Noël arrive à Flarine avec ses cadeaux. Rendez-vous sur la place du marché.',
      image: null,
      pinned: false,
      publishAt: at(2),
      updatedAt: at(-1),
    },
  ]
}
