import { historyLoader } from '@/features/history/api'
import { readReceipts } from '@/features/history/receipts-api'
import { titled, type RouteLoader } from '../route-module'

export { HistoryPage as Component } from '@/features/history/HistoryPage'

export const handle = titled('Historique')

export const loader: RouteLoader = ({ api }, { request }) => ({
  ...historyLoader(api, request),
  receipts: readReceipts(api),
})
