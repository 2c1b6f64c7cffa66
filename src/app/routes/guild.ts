import { guildLoader } from '@/features/public/world-api'
import { titled, type RouteLoader } from '../route-module'

export { GuildPage as Component } from '@/features/public/GuildPage'

/** Not pre-rendered: the names are the game's, unknown at build (decision 055). */
export const handle = titled('Guilde')

export const loader: RouteLoader = ({ api }, { params }) => guildLoader(api, params.name ?? '')
