import type { AuthUser } from '@contract/schemas'
import type { AuthPort } from './port'

/**
 * An AuthPort usable at once whose adapter loads later (the Firebase SDK is not on the first
 * render's path): every call waits for the adapter; subscribers are attached when it is ready.
 */
export function createLazyAuth(load: () => Promise<AuthPort>): AuthPort {
  let loading: Promise<AuthPort> | null = null
  const port = () => (loading ??= load())

  return {
    onUserChanged(listener: (user: AuthUser | null) => void) {
      let unsubscribe: (() => void) | null = null
      let cancelled = false
      port().then(
        (auth) => {
          if (!cancelled) unsubscribe = auth.onUserChanged(listener)
        },
        (error: unknown) => {
          console.error("Le service d'authentification n'a pas pu être chargé.", error)
          if (!cancelled) listener(null)
        },
      )
      return () => {
        cancelled = true
        unsubscribe?.()
      }
    },
    getIdToken: async (forceRefresh) => (await port()).getIdToken(forceRefresh),
    signInWithPassword: async (email, password) =>
      (await port()).signInWithPassword(email, password),
    signUp: async (email, password) => (await port()).signUp(email, password),
    signInWithGoogle: async (identity) => (await port()).signInWithGoogle(identity),
    signOut: async () => (await port()).signOut(),
    sendPasswordResetEmail: async (email) => (await port()).sendPasswordResetEmail(email),
    sendEmailVerification: async () => (await port()).sendEmailVerification(),
    reload: async () => (await port()).reload(),
  }
}
