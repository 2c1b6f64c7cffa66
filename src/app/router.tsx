import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { RouteError, ShellError } from './shell/ErrorPages'
import { Layout, LayoutFallback } from './shell/Layout'
import type { RouteHandle } from '@/shared/route-handle'

/**
 * Every feature contributes its routes from `src/features/<feature>/routes.tsx`: each exported
 * `RouteObject[]` whose name ends in `Routes` (or is `routes`) joins the tree, inside the layout.
 * Page components are `lazy`; a route names its page with `handle: { title }`.
 */
const featureModules = import.meta.glob<Record<string, unknown>>('../features/*/routes.tsx', {
  eager: true,
})

export const featureRoutes: RouteObject[] = Object.keys(featureModules)
  .sort()
  .flatMap((path) =>
    Object.entries(featureModules[path] ?? {})
      .filter(([name, value]) => /(^r|R)outes$/.test(name) && Array.isArray(value))
      .flatMap(([, value]) => value as RouteObject[]),
  )

const notFoundHandle: RouteHandle = { title: 'Page introuvable' }

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Layout />,
    errorElement: <ShellError />,
    hydrateFallbackElement: <LayoutFallback />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...featureRoutes,
          {
            path: '*',
            handle: notFoundHandle,
            lazy: async () => ({ Component: (await import('./shell/NotFound')).default }),
          },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
