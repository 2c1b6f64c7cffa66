import { receiptLoader } from '@/features/history/receipts-api'
import { titled, type RouteLoader } from '../route-module'

export { ReceiptPage as Component } from '@/features/history/ReceiptPage'

export const handle = titled('Reçu')

export const loader: RouteLoader = ({ api }, { params }) => receiptLoader(api, params.number)
