import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom'
import type { AuthHost } from '@/shared/auth/session'
import { GUEST_ONLY, SIGNED_IN } from './route-ids'

/**
 * The portal's router. The loaders run again whenever the session changes once known (sign-in,
 * sign-out, a revoked session), so that guards and personal data follow it.
 */
export function createAppRouter(
  routes: RouteObject[],
  session: AuthHost,
  hydrationData?: HydrationState,
) {
  const router = createBrowserRouter(routes, hydrationData && { hydrationData })
  // The guards that let a page through before the session was known: a player signed in
  // meanwhile leaves the sign-in pages, and a player's page drawn while a stored session was
  // restored is left once that session proves over (decision 038).
  const leaveRefusedPage = () => {
    const { status } = session.getSession()
    const on = (id: string) => router.state.matches.some((match) => match.route.id === id)
    if ((status === 'signedIn' && on(GUEST_ONLY)) || (status === 'signedOut' && on(SIGNED_IN))) {
      void router.revalidate()
    }
  }
  let known = session.getSession().status
  session.subscribe(() => {
    const { status } = session.getSession()
    if (status === 'loading' || status === known) return
    const first = known === 'loading'
    known = status
    // The first answer reaches the loaders that were waiting for it.
    if (first) leaveRefusedPage()
    else void router.revalidate()
  })
  // The session may have become known while the page was prepared.
  leaveRefusedPage()
  return router
}
