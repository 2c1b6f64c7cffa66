import { useEffect, useState } from 'react'
import { redirect } from 'react-router-dom'
import { paths } from '@/shared/routing/paths'
import { useServices } from '@/shared/runtime/services'
import { useSession, type AuthHost } from './session'

/** Whatever gives the signed-in user's ID token (the auth port). */
export interface TokenSource {
  getIdToken(forceRefresh: boolean): Promise<string | null>
}

/**
 * Whether an ID token carries the `admin` custom claim (Firebase and the mock put custom claims
 * in the token's payload). Only what the page shows depends on it: the API checks the claim on
 * every call of the console.
 */
export function tokenIsOperator(token: string | null): boolean {
  const payload = token?.split('.')[1]
  if (!payload) return false
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'))
    return (JSON.parse(json) as { admin?: unknown }).admin === true
  } catch {
    return false
  }
}

/** The signed-in user is an operator: null while not known yet. */
export function useIsOperator(): boolean | null {
  const { auth } = useServices()
  const { user } = useSession()
  const [known, setKnown] = useState<{ uid: string; operator: boolean } | null>(null)
  useEffect(() => {
    if (!user) return
    let live = true
    auth.getIdToken(false).then(
      (token) => live && setKnown({ uid: user.uid, operator: tokenIsOperator(token) }),
      () => live && setKnown({ uid: user.uid, operator: false }),
    )
    return () => {
      live = false
    }
  }, [auth, user])
  if (!user) return false
  return known?.uid === user.uid ? known.operator : null
}

/**
 * Whether the signed-in user is an operator (the token's `admin` claim): waits for the session,
 * and sends a visitor to the sign-in page. Only what the page shows depends on it: the API checks
 * the claim on every call of the console (docs/operator-console.md).
 */
export async function operatorStatus(host: AuthHost, auth: TokenSource): Promise<boolean> {
  if ((await host.settled()) !== 'signedIn') throw redirect(paths.login)
  return tokenIsOperator(await auth.getIdToken(false).catch(() => null))
}
