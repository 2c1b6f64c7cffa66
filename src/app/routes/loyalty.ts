import { fidelityLoader } from '@/features/loyalty/api'
import { titled, type RouteLoader } from '../route-module'

export { FidelityPage as Component } from '@/features/loyalty/LoyaltyPage'

export const handle = titled('Fidélité')

export const loader: RouteLoader = ({ api }) => fidelityLoader(api)
