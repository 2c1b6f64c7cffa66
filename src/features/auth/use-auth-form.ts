import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useAuthActorIfReady } from '@/shared/auth/session'

/** What a form reads of an actor: its snapshot and its changes (an XState actor's own methods). */
interface Watched<S> {
  getSnapshot(): S
  subscribe(listener: (snapshot: S) => void): { unsubscribe(): void }
}

const NOTHING = () => undefined

/**
 * An actor's snapshot, followed through React's external store: undefined while the actor is.
 * Read through the actor's own methods, not @xstate/react: a sign-in page's start (its code
 * before it is hydrated) holds no XState, which loads with the auth service (decision 069).
 */
export function useSnapshotOf<S>(actor: Watched<S> | undefined): S | undefined {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe(() => changed())
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const snapshot = useCallback(() => actor?.getSnapshot(), [actor])
  // Hydrating, the page reads what its HTML was written with: no actor yet.
  return useSyncExternalStore(subscribe, snapshot, NOTHING)
}

/**
 * What a sign-in or registration screen reads from the auth machine. `actor` is undefined until
 * the auth service runs (the page is drawn before it, and pre-rendered): until the session is
 * known to be signed out, `starting` is true and the screen shows its submit busy, never enabled
 * (a tap on it could not act yet).
 */
export function useAuthForm() {
  const actor = useAuthActorIfReady()
  const s = useSnapshotOf(actor)
  // Until the session is known to be signed out, a submission would be ignored: wait.
  const signedOut = s?.matches('signedOut') ?? false
  return {
    actor,
    failure: s?.context.failure ?? null,
    busy: (s?.hasTag('busy') ?? false) || !signedOut,
    starting: !signedOut,
    signingIn: s?.matches({ signedOut: 'signingIn' }) ?? false,
    signingUp: s?.matches({ signedOut: 'signingUp' }) ?? false,
    google: s?.matches({ signedOut: 'google' }) ?? false,
  }
}

/** A screen starts without the previous screen's failure. */
export function useFreshForm() {
  const actor = useAuthActorIfReady()
  useEffect(() => actor?.send({ type: 'form.clear' }), [actor])
}
