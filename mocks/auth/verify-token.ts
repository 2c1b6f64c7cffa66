import { backendSettings } from '../config'
import { db } from '../db/collections'
import { mutate } from '../db/mutate'
import { ensureProfile, findUser } from '../db/queries'
import { UserRecordSchema, type UserRecord } from '../db/schemas'
import { decodeToken, type TokenClaims } from './jwt'

/** admin: the token's `admin` custom claim (read from the token, as Firebase does). */
export type BearerCheck =
  { ok: true; user: UserRecord; admin: boolean } | { ok: false; message: string }

/**
 * The API's bearer check. Tokens are unsigned (ours and the emulator's look
 * alike), so a token is accepted when it is well-formed, not expired and its
 * user exists. With acceptUnknownUsers, an unknown user carrying an email is
 * created on first use.
 */
export async function checkBearer(header: string | null): Promise<BearerCheck> {
  const match = /^Bearer (\S+)$/.exec(header ?? '')
  if (!match?.[1]) return { ok: false, message: 'missing bearer token' }
  const claims = decodeToken(match[1])
  if (!claims) return { ok: false, message: 'invalid token' }
  if (claims.exp * 1000 <= Date.now()) return { ok: false, message: 'token expired' }
  const admin = claims.admin === true
  const known = findUser(claims.user_id)
  if (known) return { ok: true, user: known, admin }
  if (!backendSettings().acceptUnknownUsers || !claims.email) {
    return { ok: false, message: 'unknown user' }
  }
  return mutate(() => createFromClaims(claims))
}

/** Creates the user a valid token names (once, even for concurrent first requests). */
async function createFromClaims(claims: TokenClaims): Promise<BearerCheck> {
  const known = findUser(claims.user_id)
  if (known) return { ok: true, user: known, admin: claims.admin === true }
  const candidate = UserRecordSchema.safeParse({
    uid: claims.user_id,
    email: claims.email,
    password: null,
    emailVerified: claims.email_verified === true,
    displayName: claims.name ?? null,
    photoURL: claims.picture ?? null,
    provider: claims.firebase?.sign_in_provider === 'google.com' ? 'google.com' : 'password',
  })
  if (!candidate.success) return { ok: false, message: 'unknown user' }
  const created = await db.users.create(candidate.data)
  await ensureProfile(created.uid)
  return { ok: true, user: created, admin: claims.admin === true }
}
