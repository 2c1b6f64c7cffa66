import { rankingLoader } from '@/features/public/api'
import { publicPage, type RouteLoader } from '../route-module'

export { RankingPage as Component } from '@/features/public/RankingPage'

export const handle = publicPage(
  'Classement',
  'Le classement des personnages AirFlyff\u00a0: niveau, classe, guilde et temps de jeu des meilleurs joueurs du serveur.',
)

export const loader: RouteLoader = ({ api }) => rankingLoader(api)
