import { transferLoader } from '@/features/shop/api'
import { titled, type RouteLoader } from '../route-module'

export { TransferPage as Component } from '@/features/shop/TransferPage'

export const handle = titled('Boutique')

export const loader: RouteLoader = ({ api }) => transferLoader(api)
