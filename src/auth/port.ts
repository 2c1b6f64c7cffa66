import type { AuthUser } from '@contract/schemas'

/** An authentication failure, with the service's code ('auth/wrong-password', '' when unknown). */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message)
    this.name = 'AuthError'
  }
}

/**
 * The one interface the app talks to for identity. Two adapters implement it: the mock one
 * (users in the embedded backend) and the Firebase one.
 */
export interface AuthPort {
  /** Calls back with the current user now and on every change; returns the unsubscribe. */
  onUserChanged(listener: (user: AuthUser | null) => void): () => void
  /** The identity token of the current user (refreshed when asked), or null when signed out. */
  getIdToken(forceRefresh: boolean): Promise<string | null>
  signInWithPassword(email: string, password: string): Promise<void>
  signUp(email: string, password: string): Promise<void>
  /** Google sign-in; the mock adapter takes the identity chosen in its in-page chooser. */
  signInWithGoogle(identity?: string): Promise<void>
  signOut(): Promise<void>
  sendPasswordResetEmail(email: string): Promise<void>
  sendEmailVerification(): Promise<void>
  /** Reads the user again (after an email verification done elsewhere). */
  reload(): Promise<void>
}
