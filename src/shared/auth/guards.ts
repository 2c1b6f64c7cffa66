import { redirect } from 'react-router-dom'
import { paths } from '@/shared/paths'
import type { AuthHost } from './session'

/** A page of the operator's console (docs/operator-console.md). */
const isConsolePage = (pathname: string) =>
  pathname === paths.admin.players || pathname.startsWith(`${paths.admin.players}/`)

/**
 * The parent loader of the signed-in pages: waits for the session, then lets a signed-in player
 * through or sends a visitor to the home page (docs/features.md), or to the sign-in page from the
 * operator's console. The router runs the loaders again whenever the session changes, so signing
 * out on such a page leaves it too.
 *
 * While a session stored in this browser is being restored, a player's page (not the console's)
 * is let through at once: it draws its frame, hidden until a player is known (`SignedInPages`),
 * and its reads wait for the session's token; the router runs this loader again once the session
 * is known, so a stored session that turns out to be over still leaves the page (decision 038).
 */
export function signedInOnly(host: AuthHost) {
  return async ({ request }: { request: Request }) => {
    const onConsole = isConsolePage(new URL(request.url).pathname)
    if (!onConsole && host.restoring()) return null
    if ((await host.settled()) === 'signedIn') return null
    throw redirect(onConsole ? paths.login : paths.home)
  }
}

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
