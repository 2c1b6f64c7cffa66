import { historyLoader } from '@/features/history/api'
import { titled, type RouteLoader } from '../route-module'

export { HistoryPage as Component } from '@/features/history/HistoryPage'

export const handle = titled('Historique')

export const loader: RouteLoader = ({ api }, { request }) => historyLoader(api, request)
