import { titled } from '../route-module'

export { ShopPointsPage as Component } from '@/features/shop/ShopPointsPage'

export const handle = titled('Rechargement AirPoints')
