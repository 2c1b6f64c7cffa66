import { fidelityLoader } from '@/features/fidelity/api'
import { titled, type RouteLoader } from '../route-module'

export { FidelityPage as Component } from '@/features/fidelity/FidelityPage'

export const handle = titled('Fidélité')

export const loader: RouteLoader = ({ api }) => fidelityLoader(api)
