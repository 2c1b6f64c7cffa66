import { guildsLoader } from '@/features/public/world-api'
import { publicPage, type RouteLoader } from '../route-module'

export { GuildsPage as Component } from '@/features/public/GuildsPage'

export const handle = publicPage(
  'Guildes',
  'Les guildes AirFlyff\u00a0: niveau, maître, nombre de membres et niveau moyen de chaque guilde du serveur.',
)

export const loader: RouteLoader = ({ api }) => guildsLoader(api)
