import type { RouteObject } from 'react-router-dom'
import { protectedRoutes } from '@/shared/auth/guards'
import type { RouteHandle } from '@/shared/route-handle'

const title = (text: string): RouteHandle => ({ title: text })

/** The player's own pages (signed-in only): profile, game accounts, one account's page. */
export const accountRoutes: RouteObject[] = [
  protectedRoutes([
    {
      path: '/me/profile',
      handle: title('Profil'),
      lazy: async () => ({ Component: (await import('./ProfilePage')).ProfilePage }),
    },
    {
      path: '/me/accounts',
      handle: title('Comptes de jeu'),
      lazy: async () => ({ Component: (await import('./AccountsPage')).AccountsPage }),
    },
    {
      path: '/me/accounts/:accountId',
      handle: title('Compte de jeu'),
      lazy: async () => ({
        Component: (await import('./AccountPlaceholderPage')).AccountPlaceholderPage,
      }),
    },
  ]),
]
