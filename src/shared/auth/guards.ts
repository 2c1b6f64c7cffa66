import { redirect } from 'react-router-dom'
import { paths } from '@/shared/paths'
import type { AuthHost } from './session'

/** A page of the operator's console (docs/operator-console.md). */
const isConsolePage = (pathname: string) =>
  pathname === paths.admin.players || pathname.startsWith(`${paths.admin.players}/`)

/**
 * The parent loader of the signed-in pages: waits for the session, then lets a signed-in player
 * through or sends a visitor to the home page (spec section 2), or to the sign-in page from the
 * operator's console. The router runs the loaders again whenever the session changes, so signing
 * out on such a page leaves it too.
 */
export function signedInOnly(host: AuthHost) {
  return async ({ request }: { request: Request }) => {
    if ((await host.settled()) === 'signedIn') return null
    throw redirect(isConsolePage(new URL(request.url).pathname) ? paths.login : paths.home)
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
