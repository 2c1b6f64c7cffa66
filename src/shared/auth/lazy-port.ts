import type { AuthPort } from './port'

/** What the lazy port knows of a stored session before the adapter is loaded. */
export interface StoredSession {
  /** False only when no session can be stored in this browser: the visitor is signed out. */
  mayExist(): boolean
  /** Calls back when another tab stores or clears a session; returns the unsubscribe. */
  watch(changed: () => void): () => void
}

/** An AuthPort whose adapter can also be loaded ahead of need (a sign-in page is open). */
export interface LazyAuthPort extends AuthPort {
  prepare(): void
}

/**
 * An AuthPort usable at once whose adapter loads later (the Firebase SDK is not on the first
 * render's path): every call waits for the adapter; subscribers are attached when it is ready.
 *
 * Given `stored`, a visitor with no stored session is reported signed out at once and the
 * adapter is not loaded at all until something needs it: a sign-in, `prepare()` (a sign-in page
 * is open), or a session stored by another tab. Subscribers are then handed to the adapter,
 * which reports the user again.
 */
export function createLazyAuth(
  load: () => Promise<AuthPort>,
  stored?: StoredSession,
): LazyAuthPort {
  let loading: Promise<AuthPort> | null = null
  const waiting = new Set<() => void>()
  const port = () => {
    if (!loading) {
      loading = load()
      for (const attach of waiting) attach()
      waiting.clear()
    }
    return loading
  }
  const signedOutForSure = () => !loading && stored !== undefined && !stored.mayExist()
  let unwatch: (() => void) | null = null

  return {
    onUserChanged(listener) {
      let cancelled = false
      let unsubscribe: (() => void) | null = null
      const attach = () => {
        port().then(
          (auth) => {
            if (!cancelled) unsubscribe = auth.onUserChanged(listener)
          },
          (error: unknown) => {
            console.error("Le service d'authentification n'a pas pu être chargé.", error)
            if (!cancelled) listener(null)
          },
        )
      }
      if (stored && signedOutForSure()) {
        // Attached when something loads the adapter; signed out meanwhile.
        waiting.add(attach)
        unwatch ??= stored.watch(() => {
          if (stored.mayExist()) port()
        })
        queueMicrotask(() => {
          if (!cancelled && !loading) listener(null)
        })
      } else {
        attach()
      }
      return () => {
        cancelled = true
        waiting.delete(attach)
        unsubscribe?.()
      }
    },
    getIdToken: async (forceRefresh) =>
      signedOutForSure() ? null : (await port()).getIdToken(forceRefresh),
    signInWithPassword: async (email, password) =>
      (await port()).signInWithPassword(email, password),
    signUp: async (email, password) => (await port()).signUp(email, password),
    signInWithGoogle: async (identity) => (await port()).signInWithGoogle(identity),
    signOut: async () => (await port()).signOut(),
    sendPasswordResetEmail: async (email) => (await port()).sendPasswordResetEmail(email),
    sendEmailVerification: async () => (await port()).sendEmailVerification(),
    reload: async () => (await port()).reload(),
    reauthenticate: async (password) => (await port()).reauthenticate(password),
    prepare: () => {
      void port().catch(() => {
        // Already reported to the subscribers; each call reports it to its caller.
      })
    },
  }
}
