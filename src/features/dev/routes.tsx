import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '@/shared/route-handle'

/** Static, so that a build whose two switches are live has neither the route nor its chunk. */
const MOCK_BUILD =
  (import.meta.env.VITE_API ?? 'mock') === 'mock' ||
  (import.meta.env.VITE_AUTH ?? 'mock') === 'mock'

const handle: RouteHandle = { title: 'Outils de test' }

/** /__dev: the dev panel full page (mock builds only). */
export const devRoutes: RouteObject[] = MOCK_BUILD
  ? [
      {
        path: '/__dev',
        handle,
        lazy: async () => ({ Component: (await import('./DevPage')).default }),
      },
    ]
  : []
