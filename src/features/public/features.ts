import type { IconComponent } from '@/shared/icons/Icon'
import {
  CoinIcon,
  RefreshIcon,
  ScalesIcon,
  ServerIcon,
  ShieldIcon,
  TrophyIcon,
} from '@/shared/icons/selling-points'

/** A selling point of the landing page. */
export interface FeatureCard {
  name: string
  description: string
  /** Decorative: drawn beside the name, hidden from screen readers. */
  icon: IconComponent
}

/** The six selling points of the landing page. */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    name: 'Sécurité',
    description:
      'Vos données et vos comptes sont protégés\u00a0: connexions chiffrées, mots de passe jamais stockés en clair.',
    icon: ShieldIcon,
  },
  {
    name: 'Stabilité',
    description:
      'Un serveur dédié et surveillé en permanence pour jouer sans coupure ni ralentissement.',
    icon: ServerIcon,
  },
  {
    name: 'Toujours à jour',
    description:
      'Corrections et nouveautés chaque mois\u00a0: le serveur évolue avec sa communauté.',
    icon: RefreshIcon,
  },
  {
    name: 'Compétition permanente',
    description: 'Classements, guerres de guildes et événements réguliers pour rester au sommet.',
    icon: TrophyIcon,
  },
  {
    name: 'Equilibrage PvP',
    description:
      'Chaque classe a sa place\u00a0: les combats joueur contre joueur sont suivis et équilibrés.',
    icon: ScalesIcon,
  },
  {
    name: 'Economie régulée',
    description: 'Drops, taux et boutique sont surveillés pour garder une économie saine et juste.',
    icon: CoinIcon,
  },
]
