import { accountsLoader } from '@/features/account/api'
import { titled, type RouteLoader } from '../route-module'

export { AccountsPage as Component } from '@/features/account/AccountsPage'

export const handle = titled('Comptes de jeu')

export const loader: RouteLoader = ({ api }) => accountsLoader(api)
