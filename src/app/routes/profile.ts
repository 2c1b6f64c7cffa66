import { profileLoader } from '@/features/account/api'
import { titled, type RouteLoader } from '../route-module'

export { ProfilePage as Component } from '@/features/account/ProfilePage'

export const handle = titled('Profil')

export const loader: RouteLoader = ({ api }) => profileLoader(api)
