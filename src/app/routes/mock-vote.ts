import { titled } from '../route-module'

export { MockVoteSitePage as Component } from '@/features/vote/MockVoteSitePage'

export const handle = titled('Site de vote simulé')
