import type { ReactNode } from 'react'
import { Navigate, Outlet, type RouteObject } from 'react-router-dom'
import { useSession } from './session'

/**
 * A protected screen: nothing while there is no user (loading included); a signed-out
 * visitor goes to the home page.
 */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { status } = useSession()
  if (status === 'signedOut') return <Navigate to="/" replace />
  if (status !== 'signedIn') return null
  return children ?? <Outlet />
}

/** A guest-only screen (sign-in, registration, reset): a signed-in user goes to the home page. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { status } = useSession()
  if (status === 'signedIn') return <Navigate to="/" replace />
  if (status !== 'signedOut') return null
  return children ?? <Outlet />
}

/** Wraps routes in a pathless layout route that lets only signed-in users through. */
export function protectedRoutes(routes: RouteObject[]): RouteObject {
  return { element: <RequireUser />, children: routes }
}

/** Wraps routes in a pathless layout route that lets only signed-out visitors through. */
export function guestOnlyRoutes(routes: RouteObject[]): RouteObject {
  return { element: <GuestOnly />, children: routes }
}
