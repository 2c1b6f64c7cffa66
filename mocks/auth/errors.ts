/** Firebase Auth error codes the mock auth raises, as the real SDK names them. */
export type AuthErrorCode =
  | 'auth/invalid-credential'
  | 'auth/invalid-email'
  | 'auth/email-already-in-use'
  | 'auth/weak-password'
  | 'auth/user-not-found'
  | 'auth/invalid-action-code'

export class MockAuthError extends Error {
  override readonly name = 'FirebaseError'

  constructor(readonly code: AuthErrorCode) {
    super(`Firebase: Error (${code}).`)
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function assertEmail(email: string): void {
  if (!EMAIL.test(email.trim())) throw new MockAuthError('auth/invalid-email')
}
