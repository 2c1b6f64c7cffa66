import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { publicRoutes } from '@/features/public/routes'

/** Every feature contributes its own lazy routes. */
export const routes: RouteObject[] = [...publicRoutes]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
