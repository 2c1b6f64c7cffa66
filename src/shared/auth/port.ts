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

/** Any failure of an identity service as an AuthError, keeping its code ('' when none). */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : ''
  const message = error instanceof Error ? error.message : code
  return new AuthError(code, message)
}

/**
 * The one interface the app talks to for identity. Two adapters implement it: the mock one
 * (users in the embedded backend) and the Firebase one.
 */
export interface AuthPort {
  /** Calls back with the current user now and on every change; returns the unsubscribe. */
  onUserChanged(listener: (user: AuthUser | null) => void): () => void
  /**
   * The identity token of the current user (refreshed when asked), or null when signed out or
   * when the auth service refuses to refresh the session (revoked); rejects on a network failure.
   */
  getIdToken(forceRefresh: boolean): Promise<string | null>
  /** Each sign-in resolves with the signed-in user (and onUserChanged reports it too). */
  signInWithPassword(email: string, password: string): Promise<AuthUser>
  signUp(email: string, password: string): Promise<AuthUser>
  /**
   * Google sign-in. The mock adapter signs in the identity picked in its in-page chooser; the
   * Firebase adapter opens the popup, or, against the Auth Emulator only, signs `identity` in
   * with a fake Google credential (the emulator's popup needs the internet).
   */
  signInWithGoogle(identity?: string): Promise<AuthUser>
  signOut(): Promise<void>
  sendPasswordResetEmail(email: string): Promise<void>
  sendEmailVerification(): Promise<void>
  /** Reads the user again (after an email verification done elsewhere) and reports it. */
  reload(): Promise<void>
  /**
   * Proves again that the signed-in player is who he says (before closing his account): with his
   * password, or, without one, through Google. Tokens read afterwards carry the new sign-in time.
   * Rejects with the service's code ('auth/invalid-credential' for a wrong password).
   */
  reauthenticate(password?: string): Promise<void>
}
