import { votesLoader } from '@/features/vote/api'
import { titled, type RouteLoader } from '../route-module'

export { VotePage as Component } from '@/features/vote/VotePage'

export const handle = titled('Voter')

export const loader: RouteLoader = ({ api }) => votesLoader(api)
