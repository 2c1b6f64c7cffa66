import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '@/shared/route-handle'
import { protectedRoutes } from '@/shared/auth/guards'

const title = (name: string): RouteHandle => ({ title: name })

/**
 * The player's loyalty page (signed-in only) and the public list of rewards: visitors may read
 * the rewards (spec section 6) though /me/fidelity sends them home.
 */
export const fidelityRoutes: RouteObject[] = [
  {
    path: '/fidelite',
    handle: title('Récompenses de fidélité'),
    lazy: async () => ({ Component: (await import('./PublicFidelityPage')).PublicFidelityPage }),
  },
  protectedRoutes([
    {
      path: '/me/fidelity',
      handle: title('Fidélité'),
      lazy: async () => ({ Component: (await import('./FidelityPage')).FidelityPage }),
    },
  ]),
]
