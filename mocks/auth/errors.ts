/** Firebase Auth error codes the mock auth raises, as the real SDK names them. */
export type AuthErrorCode =
  | 'auth/invalid-credential'
  | 'auth/invalid-email'
  | 'auth/email-already-in-use'
  | 'auth/weak-password'
  | 'auth/user-not-found'
  | 'auth/invalid-action-code'
  | 'auth/too-many-requests'

export class MockAuthError extends Error {
  override readonly name = 'FirebaseError'

  /** With auth/too-many-requests: the seconds to wait (the mock says it; Firebase does not). */
  readonly retryAfterS?: number

  constructor(
    readonly code: AuthErrorCode,
    retryAfterS?: number,
  ) {
    super(`Firebase: Error (${code}).`)
    if (retryAfterS !== undefined) this.retryAfterS = retryAfterS
  }
}

/** Firebase refuses shorter passwords (auth/weak-password). */
export const MIN_PASSWORD_LENGTH = 6

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function assertEmail(email: string): void {
  if (!EMAIL.test(email.trim())) throw new MockAuthError('auth/invalid-email')
}
