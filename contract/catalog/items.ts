import type { Item } from '../schemas'

/** In-game items that loyalty rewards give. */
export const ITEMS: readonly Item[] = [
  {
    id: 60582,
    name: 'Coffre de fidélité Bronze',
    description: 'Un coffre réservé aux joueurs fidèles ayant atteint le palier Bronze ce mois-ci.',
    icon: 'bronze-medal',
  },
  {
    id: 60583,
    name: 'Coffre de fidélité Argent',
    description: 'Un coffre réservé aux joueurs fidèles ayant atteint le palier Argent ce mois-ci.',
    icon: 'silver-medal',
  },
  {
    id: 60584,
    name: 'Coffre de fidélité Or',
    description: 'Un coffre réservé aux joueurs fidèles ayant atteint le palier Or ce mois-ci.',
    icon: 'gold-medal',
  },
  {
    id: 60585,
    name: 'Coffre de fidélité Platine',
    description:
      'Un coffre réservé aux joueurs fidèles ayant atteint le palier Platine ce mois-ci.',
    icon: 'platinum-crystal',
  },
  {
    id: 60586,
    name: 'Coffre de fidélité Diamant',
    description:
      'Un coffre réservé aux joueurs fidèles ayant atteint le palier Diamant ce mois-ci.',
    icon: 'diamond',
  },
  {
    id: 26797,
    name: 'Mobilier moderne (7 jours)',
    description:
      'Un ensemble de meubles modernes pour votre maison, utilisable pendant sept jours.',
    icon: 'furniture',
  },
]

export function itemById(id: number): Item | undefined {
  return ITEMS.find((item) => item.id === id)
}
