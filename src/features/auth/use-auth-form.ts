import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useAuthActorIfReady } from '@/shared/auth/session'

/**
 * What a sign-in or registration screen reads from the auth machine. `actor` is undefined until
 * the auth service runs (the page is drawn before it, and pre-rendered): until the session is
 * known to be signed out, `starting` is true and the screen shows its submit busy, never enabled
 * (a tap on it could not act yet).
 */
export function useAuthForm() {
  const actor = useAuthActorIfReady()
  const failure = useSelector(actor, (s) => s?.context.failure ?? null)
  const busy = useSelector(actor, (s) => s?.hasTag('busy') ?? false)
  const signingIn = useSelector(actor, (s) => s?.matches({ signedOut: 'signingIn' }) ?? false)
  const signingUp = useSelector(actor, (s) => s?.matches({ signedOut: 'signingUp' }) ?? false)
  const google = useSelector(actor, (s) => s?.matches({ signedOut: 'google' }) ?? false)
  // Until the session is known to be signed out, a submission would be ignored: wait.
  const signedOut = useSelector(actor, (s) => s?.matches('signedOut') ?? false)
  return {
    actor,
    failure,
    busy: busy || !signedOut,
    starting: !signedOut,
    signingIn,
    signingUp,
    google,
  }
}

/** A screen starts without the previous screen's failure. */
export function useFreshForm() {
  const actor = useAuthActorIfReady()
  useEffect(() => actor?.send({ type: 'form.clear' }), [actor])
}
