import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '@/shared/route-handle'
import { protectedRoutes } from '@/shared/auth/guards'

const title = (name: string): RouteHandle => ({ title: name })

/** The embedded stand-in for Stripe Checkout: only in builds whose API switch is mock. */
const MOCK_API = (import.meta.env.VITE_API ?? 'mock') === 'mock'

const mockRoutes: RouteObject[] = MOCK_API
  ? [
      {
        path: '/__mock/checkout/:session',
        handle: title('Paiement simulé'),
        lazy: async () => ({ Component: (await import('./mock/MockCheckoutPage')).default }),
      },
    ]
  : []

/** Top-up (/shop-points) and transfer (/shop-items), signed-in only; the mock payment page. */
export const shopRoutes: RouteObject[] = [
  protectedRoutes([
    {
      path: '/shop-points',
      handle: title('Rechargement AirPoints'),
      lazy: async () => ({ Component: (await import('./ShopPointsPage')).default }),
    },
    {
      path: '/shop-items',
      handle: title('Boutique'),
      lazy: async () => ({ Component: (await import('./ShopItemsPage')).default }),
    },
  ]),
  ...mockRoutes,
]
