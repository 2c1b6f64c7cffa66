import { useEffect, useState } from 'react'
import { useServices } from '@/shared/runtime/services'
import { useSession } from './session'

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
