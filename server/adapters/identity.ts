import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import type { Caller, IdentityPort, VersionedProfile } from '@backend/ports'
import { ServiceUnavailableError } from '@backend/http/unavailable'

export interface FirebaseIdentityOptions {
  /** The Firebase project: the audience ID tokens must carry, and their issuer's suffix. */
  projectId: string
  /**
   * Called once the token is valid, before the request goes on (profile created on first sight).
   * `exists` asks Firebase whether the user still exists (a deleted user's token stays valid until
   * it expires): answering false refuses the token.
   */
  onCaller?: (
    caller: Caller,
    exists: () => Promise<boolean>,
    prefetched: Promise<boolean | null> | null,
  ) => Promise<boolean>
  /**
   * Started beside the token's check, on the uid the token names before it is verified: the
   * caller's profile with its version (null: none yet), read while Firebase answers. Its answer
   * reaches onCaller (whether the caller has a profile) and the routes (IdentityCheck's
   * `profile`) only when the verified uid is that one (docs/decisions/071).
   */
  prefetch?: (uid: string) => Promise<VersionedProfile | null>
}

/** The uid an ID token names, read without verifying it (prefetch), or null. */
function namedUid(token: string): string | null {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    )
    const sub = (payload as { sub?: unknown }).sub
    return typeof sub === 'string' && sub.length > 0 && sub.length <= 128 ? sub : null
  } catch {
    return null
  }
}

/**
 * The identity port on firebase-admin's verifyIdToken: RS256 signature against
 * Google's public keys, issuer https://securetoken.google.com/<project>,
 * audience <project>, expiry. With FIREBASE_AUTH_EMULATOR_HOST set (and only
 * then), firebase-admin accepts the Auth Emulator's unsigned tokens and asks
 * the emulator whether the user still exists (docs/decisions/010-server-identity.md). The
 * strict check (the console, the calls that move money) also refuses revoked tokens and
 * disabled users in production, where verifyIdToken does not ask Firebase unless told to.
 */
export function firebaseIdentity({
  projectId,
  onCaller,
  prefetch,
}: FirebaseIdentityOptions): IdentityPort {
  const name = `api-${projectId}`
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name)
  const auth = getAuth(app)
  return {
    async verifyBearer(authorization, { strict = false, operator = false } = {}) {
      const match = /^Bearer (\S+)$/.exec(authorization ?? '')
      if (!match?.[1]) return { ok: false, message: 'missing bearer token' }
      const named = prefetch ? namedUid(match[1]) : null
      // A failed read (undefined) is read again by onCaller: never an unhandled rejection.
      const prefetched = named && prefetch ? prefetch(named).catch(() => undefined) : null
      let caller: Caller
      try {
        // strict: firebase-admin also asks Firebase whether the user is disabled or his tokens
        // were revoked since this one was made (checkRevoked). operator: the admin right is read
        // from the user's record now, not from a token that may be an hour old (a second ask,
        // which the calls that move money do without).
        const token = await auth.verifyIdToken(match[1], strict || operator)
        const admin = operator
          ? (await auth.getUser(token.uid)).customClaims?.admin === true
          : token.admin === true
        caller = {
          uid: token.uid,
          email: token.email ?? null,
          emailVerified: token.email_verified === true,
          authTime: typeof token.auth_time === 'number' ? token.auth_time : null,
          admin,
        }
      } catch (error) {
        const code = String(codeOf(error))
        // Firebase out of reach says nothing about the token: 503, not a 401 that signs out.
        if (UNREACHED.has(code))
          throw new ServiceUnavailableError(`identity: ${code}`, { cause: error })
        return { ok: false, message: REFUSALS[code] ?? 'invalid token' }
      }
      const exists = () =>
        auth.getUser(caller.uid).then(
          () => true,
          (error: unknown) => {
            if (codeOf(error) === 'auth/user-not-found') return false
            throw error
          },
        )
      const mine = caller.uid === named ? prefetched : null
      const known = mine && mine.then((read) => (read === undefined ? null : read !== null))
      if (onCaller && !(await onCaller(caller, exists, known))) {
        return { ok: false, message: 'unknown user' }
      }
      // Read before onCaller: a profile it had to create is read again by the route.
      const profile = await mine
      return profile ? { ok: true, caller, profile } : { ok: true, caller }
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid)
      } catch (error) {
        if (codeOf(error) !== 'auth/user-not-found') throw error
      }
    },
  }
}

/** firebase-admin's codes of a Firebase (or Google's keys) that did not answer. */
const UNREACHED = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error'])

/** The 401's message for firebase-admin's refusals that say more than « invalid ». */
const REFUSALS: Record<string, string> = {
  'auth/id-token-expired': 'token expired',
  'auth/id-token-revoked': 'token revoked',
  'auth/user-disabled': 'user disabled',
  'auth/user-not-found': 'unknown user',
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
