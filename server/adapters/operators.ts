import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'

/**
 * Operators of the console: the `admin` custom claim of a Firebase user, set and removed with
 * firebase-admin's setCustomUserClaims (other custom claims kept). With
 * FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin talks to the Auth Emulator instead.
 * The console reads the claim from the user's record at each call, so a grant or a revoke
 * holds at the operator's next call; a revoke also revokes the user's refresh tokens, so that
 * the ID tokens he holds are refused at once on the console and the calls that move money.
 */

/** What the command needs of firebase-admin's Auth (its own methods, narrowed for tests). */
export interface OperatorDirectory {
  getUserByEmail(email: string): Promise<{ uid: string; customClaims?: Record<string, unknown> }>
  setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>
  revokeRefreshTokens(uid: string): Promise<void>
}

export type OperatorCommand = { action: 'grant' | 'revoke' | 'reset-2fa'; email: string }

export const OPERATOR_USAGE =
  'usage: npm run admin -- grant <email> | revoke <email> | reset-2fa <email>'

/** The command of `npm run admin -- <grant|revoke> <email>`, or the usage text when malformed. */
export function parseOperatorCommand(
  args: readonly string[],
): { ok: true; command: OperatorCommand } | { ok: false; message: string } {
  const [action, email, ...rest] = args
  const known = action === 'grant' || action === 'revoke' || action === 'reset-2fa'
  if (!known || !email || rest.length > 0) {
    return { ok: false, message: OPERATOR_USAGE }
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return { ok: false, message: `not an email: ${email}` }
  return { ok: true, command: { action, email } }
}

/**
 * Grants or revokes the `admin` claim of the user with that email, keeping their other custom
 * claims; answers the line to print. Throws firebase-admin's error for an unknown email.
 */
export async function applyOperatorCommand(
  auth: OperatorDirectory,
  { action, email }: { action: 'grant' | 'revoke'; email: string },
): Promise<string> {
  const user = await auth.getUserByEmail(email)
  const { admin: _previous, ...others } = user.customClaims ?? {}
  const claims = action === 'grant' ? { ...others, admin: true } : others
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null)
  if (action === 'grant') return `${email} (${user.uid}) is now an operator`
  // After the claims: a token refreshed in between carries no admin claim either.
  await auth.revokeRefreshTokens(user.uid)
  return `${email} (${user.uid}) is no longer an operator; their sessions are revoked`
}

/** firebase-admin's Auth of the project (the emulator's when FIREBASE_AUTH_EMULATOR_HOST is set). */
export function operatorDirectory(projectId: string): OperatorDirectory {
  const name = `operators-${projectId}`
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name)
  return getAuth(app)
}
