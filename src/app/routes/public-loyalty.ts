import { publicRewardsLoader } from '@/features/loyalty/api'
import { publicPage, type RouteLoader } from '../route-module'

export { PublicLoyaltyPage as Component } from '@/features/loyalty/PublicLoyaltyPage'

export const handle = publicPage(
  'Récompenses de fidélité',
  "Les récompenses de fidélité mensuelles d'AirFlyff\u00a0: ce que chaque palier de points rapporte aux joueurs fidèles.",
)

export const loader: RouteLoader = ({ api }) => publicRewardsLoader(api)
