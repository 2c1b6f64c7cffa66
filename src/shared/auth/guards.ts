import { redirect } from 'react-router-dom'
import { paths } from '@/shared/routing/paths'
import type { TokenSource } from './operator'
import type { AuthHost } from './session'

/**
 * The parent loader of the signed-in pages: waits for the session, then lets a signed-in player
 * through or sends a visitor to the home page (docs/features.md). The router runs the loaders again
 * whenever the session changes, so signing out on such a page leaves it too.
 *
 * While a session stored in this browser is being restored, a player's page is let through at
 * once: it draws its frame, hidden until a player is known (`SignedInPages`), and its reads wait
 * for the session's token; the router runs this loader again once the session is known, so a
 * stored session that turns out to be over still leaves the page (decision 038). The console's
 * pages wait under `operatorOnly`.
 */
export function signedInOnly(host: AuthHost) {
  return async () => {
    if (host.restoring()) return null
    if ((await host.settled()) === 'signedIn') return null
    throw redirect(paths.home)
  }
}

/**
 * The parent loader of the console's pages, a child of the signed-in pages: it waits for the
 * session even while a stored one is restored (the deepest redirect wins, so a visitor goes to the
 * sign-in page, not home), and tells its component whether to draw the page or « Page réservée
 * aux opérateurs ». Each console page's loader reads only for an operator (src/app/routes/admin-route.tsx).
 */
export function operatorOnly(host: AuthHost, auth: TokenSource) {
  // Imported on a console page only: the landing page's code does not carry it.
  return async () => ({ operator: await (await import('./operator')).operatorStatus(host, auth) })
}
export type OperatorCheck = Awaited<ReturnType<ReturnType<typeof operatorOnly>>>

/**
 * The parent loader of sign-in, registration and reset: a signed-in player goes home. It does not
 * wait for the session: these pages are pre-rendered for visitors and show at once; when the
 * session turns out to be signed in, the router runs this loader again (src/app/session-routing.ts).
 */
export function guestOnly(host: AuthHost) {
  return () => {
    if (host.getSession().status === 'signedIn') throw redirect(paths.home)
    return null
  }
}
