import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useAuthActor } from '@/shared/auth/session'

/** What a sign-in or registration screen reads from the auth machine. */
export function useAuthForm() {
  const actor = useAuthActor()
  const failure = useSelector(actor, (s) => s.context.failure)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const signingIn = useSelector(actor, (s) => s.matches({ signedOut: 'signingIn' }))
  const signingUp = useSelector(actor, (s) => s.matches({ signedOut: 'signingUp' }))
  const google = useSelector(actor, (s) => s.matches({ signedOut: 'google' }))
  return { actor, failure, busy, signingIn, signingUp, google }
}

/** A screen starts without the previous screen's failure. */
export function useFreshForm() {
  const actor = useAuthActor()
  useEffect(() => actor.send({ type: 'form.clear' }), [actor])
}
