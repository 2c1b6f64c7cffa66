import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import type { Caller, IdentityPort } from '@backend/ports'
import { verifiedTokens } from './verified-tokens'

export interface FirebaseIdentityOptions {
  /** The Firebase project: the audience ID tokens must carry, and their issuer's suffix. */
  projectId: string
  /**
   * Called once the token is valid, before the request goes on (profile created on first sight).
   * `exists` asks Firebase whether the user still exists (a deleted user's token stays valid until
   * it expires): answering false refuses the token.
   */
  onCaller?: (caller: Caller, exists: () => Promise<boolean>) => Promise<boolean>
}

/**
 * The identity port on firebase-admin's verifyIdToken: RS256 signature against
 * Google's public keys, issuer https://securetoken.google.com/<project>,
 * audience <project>, expiry. With FIREBASE_AUTH_EMULATOR_HOST set (and only
 * then), firebase-admin accepts the Auth Emulator's unsigned tokens and asks
 * the emulator whether the user still exists (docs/decisions/010-server-identity.md). A token
 * verified once is kept until it expires (verified-tokens.ts): the next calls with it skip the
 * verification, never the profile check (onCaller), which refuses a user who no longer exists.
 */
export function firebaseIdentity({ projectId, onCaller }: FirebaseIdentityOptions): IdentityPort {
  const name = `api-${projectId}`
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name)
  const auth = getAuth(app)
  const verified = verifiedTokens<Caller>()
  return {
    async verifyBearer(authorization) {
      const match = /^Bearer (\S+)$/.exec(authorization ?? '')
      if (!match?.[1]) return { ok: false, message: 'missing bearer token' }
      let caller = verified.get(match[1])
      if (!caller) {
        try {
          const token = await auth.verifyIdToken(match[1])
          caller = {
            uid: token.uid,
            email: token.email ?? null,
            emailVerified: token.email_verified === true,
            authTime: typeof token.auth_time === 'number' ? token.auth_time : null,
            admin: token.admin === true,
          }
          verified.keep(match[1], caller, token.exp * 1000)
        } catch (error) {
          const code = codeOf(error)
          return {
            ok: false,
            message: code === 'auth/id-token-expired' ? 'token expired' : 'invalid token',
          }
        }
      }
      const { uid } = caller
      const exists = () =>
        auth.getUser(uid).then(
          () => true,
          (error: unknown) => {
            if (codeOf(error) === 'auth/user-not-found') return false
            throw error
          },
        )
      if (onCaller && !(await onCaller(caller, exists))) {
        return { ok: false, message: 'unknown user' }
      }
      // A copy: the kept one is shared by every call with that token.
      return { ok: true, caller: { ...caller } }
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

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
