import { topUpLoader } from '@/features/shop/api'
import { titled, type RouteLoader } from '../route-module'

export { TopUpPage as Component } from '@/features/shop/TopUpPage'

export const handle = titled('Rechargement AirPoints')

export const loader: RouteLoader = ({ api }) => topUpLoader(api)
