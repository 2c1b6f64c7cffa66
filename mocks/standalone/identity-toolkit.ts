import { signInWithPassword } from '../auth/auth-service'
import { MockAuthError } from '../auth/errors'
import { TOKEN_LIFETIME_S } from '../auth/jwt'

/** The Firebase Auth REST sign-in call, as the emulator serves it (the ?key= is ignored). */
export const SIGN_IN_PATH = '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword'

function firebaseError(message: string): Response {
  return Response.json(
    { error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } },
    { status: 400 },
  )
}

export async function signInWithPasswordRest(request: Request): Promise<Response> {
  let parsed: unknown
  try {
    parsed = await request.json()
  } catch {
    return firebaseError('INVALID_JSON')
  }
  // null, an array or a bare value: not a sign-in request.
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return firebaseError('INVALID_JSON')
  }
  const body = parsed as { email?: unknown; password?: unknown }
  if (typeof body.email !== 'string' || body.email === '') return firebaseError('INVALID_EMAIL')
  if (typeof body.password !== 'string' || body.password === '')
    return firebaseError('MISSING_PASSWORD')
  try {
    const { user, token } = await signInWithPassword(body.email, body.password)
    return Response.json({
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: user.uid,
      email: user.email,
      displayName: user.displayName ?? '',
      idToken: token,
      registered: true,
      refreshToken: `mock-refresh-${user.uid}`,
      expiresIn: String(TOKEN_LIFETIME_S),
    })
  } catch (error) {
    if (error instanceof MockAuthError && error.code === 'auth/invalid-email') {
      return firebaseError('INVALID_EMAIL')
    }
    return firebaseError('INVALID_LOGIN_CREDENTIALS')
  }
}
