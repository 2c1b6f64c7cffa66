import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import type { Caller, IdentityPort } from '@backend/ports'

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
 * the emulator whether the user still exists (docs/decisions/010-server-identity.md).
 */
export function firebaseIdentity({ projectId, onCaller }: FirebaseIdentityOptions): IdentityPort {
  const name = `api-${projectId}`
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name)
  const auth = getAuth(app)
  return {
    async verifyBearer(authorization) {
      const match = /^Bearer (\S+)$/.exec(authorization ?? '')
      if (!match?.[1]) return { ok: false, message: 'missing bearer token' }
      let caller: Caller
      try {
        const token = await auth.verifyIdToken(match[1])
        caller = {
          uid: token.uid,
          email: token.email ?? null,
          emailVerified: token.email_verified === true,
          authTime: typeof token.auth_time === 'number' ? token.auth_time : null,
          admin: token.admin === true,
        }
      } catch (error) {
        const code = codeOf(error)
        return {
          ok: false,
          message: code === 'auth/id-token-expired' ? 'token expired' : 'invalid token',
        }
      }
      const exists = () =>
        auth.getUser(caller.uid).then(
          () => true,
          (error: unknown) => {
            if (codeOf(error) === 'auth/user-not-found') return false
            throw error
          },
        )
      if (onCaller && !(await onCaller(caller, exists))) {
        return { ok: false, message: 'unknown user' }
      }
      return { ok: true, caller }
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
