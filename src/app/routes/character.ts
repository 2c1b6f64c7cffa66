import { characterLoader } from '@/features/public/world-api'
import { titled, type RouteLoader } from '../route-module'

export { CharacterPage as Component } from '@/features/public/CharacterPage'

/** Not pre-rendered: the names are the game's, unknown at build (decision 055). */
export const handle = titled('Personnage')

export const loader: RouteLoader = ({ api }, { params }) => characterLoader(api, params.name ?? '')
