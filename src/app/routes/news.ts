import { newsListLoader } from '@/features/news/api'
import { publicPage, type RouteLoader } from '../route-module'

export { NewsListPage as Component } from '@/features/news/NewsListPage'

export const handle = publicPage(
  'Actualités',
  'Les actualités du serveur AirFlyff\u00a0: mises à jour, événements et maintenances.',
)

export const loader: RouteLoader = ({ api }, { request }) => newsListLoader(api, request)
