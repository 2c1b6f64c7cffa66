import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom'
import type { AuthHost } from '@/shared/auth/session'
import { GUEST_ONLY, SIGNED_IN } from './router'

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
  // The guest pages' guard does not wait for the session: a player signed in meanwhile leaves them.
  const leaveGuestPage = () => {
    const onGuestPage = router.state.matches.some((match) => match.route.id === GUEST_ONLY)
    if (onGuestPage && session.getSession().status === 'signedIn') void router.revalidate()
  }
  // A player's page drawn while a stored session was restored: a session that turns out to be
  // over leaves it (its guard did not wait, decision 038).
  const leavePlayerPage = () => {
    const onPlayerPage = router.state.matches.some((match) => match.route.id === SIGNED_IN)
    if (onPlayerPage && session.getSession().status === 'signedOut') void router.revalidate()
  }
  let known = session.getSession().status
  session.subscribe(() => {
    const { status } = session.getSession()
    if (status === 'loading' || status === known) return
    const first = known === 'loading'
    known = status
    // The first answer reaches the loaders that were waiting for it.
    if (first) {
      leaveGuestPage()
      leavePlayerPage()
    } else void router.revalidate()
  })
  // The session may have become known while the page was prepared.
  leaveGuestPage()
  leavePlayerPage()
  return router
}
