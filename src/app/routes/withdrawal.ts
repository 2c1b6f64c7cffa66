import { withdrawalLoader } from '@/features/history/withdrawal-api'
import { titled, type RouteLoader } from '../route-module'

export { WithdrawalPage as Component } from '@/features/history/WithdrawalPage'

export const handle = titled('Rétractation')

export const loader: RouteLoader = ({ api }, { request }) => withdrawalLoader(api, request)
