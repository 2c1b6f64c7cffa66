import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '@/shared/route-handle'
import { protectedRoutes } from '@/shared/auth/guards'

const title = (text: string): RouteHandle => ({ title: text })

/** The stand-in for the external voting sites: only in builds whose API switch is mock. */
const MOCK_API = (import.meta.env.VITE_API ?? 'mock') === 'mock'

const mockRoutes: RouteObject[] = MOCK_API
  ? [
      {
        path: '/__mock/vote/:provider',
        handle: title('Site de vote simulé'),
        lazy: async () => ({ Component: (await import('./MockVoteSitePage')).default }),
      },
    ]
  : []

/** /vote (signed-in players) and the mock voting site. */
export const voteRoutes: RouteObject[] = [
  protectedRoutes([
    {
      path: '/vote',
      handle: title('Voter'),
      lazy: async () => ({ Component: (await import('./VotePage')).default }),
    },
  ]),
  ...mockRoutes,
]
