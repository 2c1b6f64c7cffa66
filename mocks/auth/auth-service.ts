import { RateLimitedError, enforceRateLimit } from '@backend/http/rate-limits'
import type { AuthUser } from '@contract/schemas'
import { mockRateLimits } from '../adapters/rate-limits'
import { backendSettings } from '../config'
import { SIMULATED_CLIENT_IP } from '../vote-sites'
import { db, randomId } from '../db/collections'
import { mutate } from '../db/mutate'
import { ensureProfile, findUser, findUserByEmail, publicUser } from '../db/queries'
import { DEMO_GOOGLE_EMAIL } from '../db/seed'
import { MIN_PASSWORD_LENGTH, MockAuthError, assertEmail } from './errors'
import { createToken } from './jwt'
import {
  applyActionCode,
  confirmPasswordReset,
  sendEmailVerification,
  sendPasswordResetEmail,
} from './email-actions'
import { listMailbox } from './mailbox'

export interface AuthSession {
  user: AuthUser
  /** An ID token for the API's bearer header. */
  token: string
}

/** A fresh token of the user who signed in at `signedInAtMs` (default: now). */
export function issueToken(uid: string, signedInAtMs?: number): string {
  const user = findUser(uid)
  if (!user) throw new MockAuthError('auth/user-not-found')
  return createToken(user, Date.now(), signedInAtMs)
}

function session(uid: string): AuthSession {
  const user = findUser(uid)
  if (!user) throw new MockAuthError('auth/user-not-found')
  return { user: publicUser(user), token: createToken(user) }
}

/**
 * Sign-in with a password, limited per address typed and per caller's address (the page's
 * simulated one unless the standalone server says): past the limit, auth/too-many-requests
 * with the wait, checked before the password.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  clientIp: string = SIMULATED_CLIENT_IP,
): Promise<AuthSession> {
  assertEmail(email)
  try {
    await enforceRateLimit(mockRateLimits, backendSettings().limits, 'signIn', {
      player: email.trim().toLowerCase(),
      ip: clientIp,
    })
  } catch (error) {
    if (error instanceof RateLimitedError) {
      throw new MockAuthError('auth/too-many-requests', error.retryAfterS)
    }
    throw error
  }
  const user = findUserByEmail(email)
  // One code for an unknown email and a wrong password: existence is never revealed.
  if (!user || user.password === null || user.password !== password) {
    throw new MockAuthError('auth/invalid-credential')
  }
  return session(user.uid)
}

export function signUp(email: string, password: string): Promise<AuthSession> {
  return mutate(async () => {
    assertEmail(email)
    if (findUserByEmail(email)) throw new MockAuthError('auth/email-already-in-use')
    if (password.length < MIN_PASSWORD_LENGTH) throw new MockAuthError('auth/weak-password')
    const uid = randomId('u_')
    const address = email.trim().toLowerCase()
    await db.users.create({
      uid,
      email: address,
      password,
      emailVerified: false,
      displayName: null,
      photoURL: null,
      provider: 'password',
    })
    await ensureProfile(uid)
    return session(uid)
  })
}

/** The mock Google popup: a demo identity, created verified on its first sign-in. */
export function signInWithGoogle(email: string = DEMO_GOOGLE_EMAIL): Promise<AuthSession> {
  return mutate(async () => {
    assertEmail(email)
    const existing = findUserByEmail(email)
    if (existing) return session(existing.uid)
    const uid = randomId('g_')
    const name = email.split('@')[0] ?? email
    await db.users.create({
      uid,
      email: email.trim().toLowerCase(),
      password: null,
      emailVerified: true,
      displayName: name,
      photoURL: null,
      provider: 'google.com',
    })
    await ensureProfile(uid)
    return session(uid)
  })
}

export function getUser(uid: string): AuthUser | null {
  const user = findUser(uid)
  return user ? publicUser(user) : null
}

export const authService = {
  signInWithPassword,
  signUp,
  signInWithGoogle,
  issueToken,
  sendPasswordResetEmail,
  sendEmailVerification,
  applyActionCode,
  confirmPasswordReset,
  getUser,
  listMailbox,
}
export type MockAuthService = typeof authService
