import { loyaltyLoader } from '@/features/loyalty/api'
import { titled, type RouteLoader } from '../route-module'

export { LoyaltyPage as Component } from '@/features/loyalty/LoyaltyPage'

export const handle = titled('Fidélité')

export const loader: RouteLoader = ({ api }) => loyaltyLoader(api)
