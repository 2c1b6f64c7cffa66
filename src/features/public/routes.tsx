import type { RouteObject } from 'react-router-dom'

export const publicRoutes: RouteObject[] = [
  {
    index: true,
    path: '/',
    lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
  },
]
