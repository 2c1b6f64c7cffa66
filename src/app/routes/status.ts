import { statusLoader } from '@/features/public/status-api'
import { publicPage, type RouteLoader } from '../route-module'

export { StatusPage as Component } from '@/features/public/StatusPage'

export const handle = publicPage(
  'État du serveur',
  'Le serveur AirFlyff est-il en ligne\u00a0? Joueurs connectés, pic du jour, record, dernières 24\u00a0heures et maintenances prévues.',
)

export const loader: RouteLoader = ({ api }) => statusLoader(api)
