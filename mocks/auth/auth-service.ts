import type { AuthUser } from '@contract/schemas'
import { db, randomId } from '../db/collections'
import { mutate } from '../db/mutate'
import { ensureProfile, findUser, findUserByEmail, publicUser } from '../db/queries'
import { DEMO_GOOGLE_EMAIL } from '../db/seed'
import { MockAuthError, assertEmail } from './errors'
import { createToken } from './jwt'
import { consumeCode, listMailbox, sendMail } from './mailbox'

export interface AuthSession {
  user: AuthUser
  /** An ID token for the API's bearer header. */
  token: string
}

const MIN_PASSWORD_LENGTH = 6

export function issueToken(uid: string): string {
  const user = findUser(uid)
  if (!user) throw new MockAuthError('auth/user-not-found')
  return createToken(user)
}

function session(uid: string): AuthSession {
  const user = findUser(uid)
  if (!user) throw new MockAuthError('auth/user-not-found')
  return { user: publicUser(user), token: createToken(user) }
}

export async function signInWithPassword(email: string, password: string): Promise<AuthSession> {
  assertEmail(email)
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

/** Leaves a mail only when the user exists, and never says whether it does. */
export function sendPasswordResetEmail(email: string): Promise<void> {
  return mutate(async () => {
    assertEmail(email)
    const user = findUserByEmail(email)
    if (user) await sendMail('reset', user.email)
  })
}

export function sendEmailVerification(uid: string): Promise<void> {
  return mutate(async () => {
    const user = findUser(uid)
    if (!user) throw new MockAuthError('auth/user-not-found')
    await sendMail('verify', user.email)
  })
}

/** Applies the code of a verification link: the user's email becomes verified. */
export function applyActionCode(code: string): Promise<AuthUser> {
  return mutate(async () => {
    const mail = await consumeCode('verify', code)
    const user = mail && findUserByEmail(mail.to)
    if (!user) throw new MockAuthError('auth/invalid-action-code')
    await db.users.update((q) => q.where({ uid: user.uid }), {
      data(record) {
        record.emailVerified = true
      },
    })
    return publicUser({ ...user, emailVerified: true })
  })
}

/** Sets a new password with the code of a reset link. */
export function confirmPasswordReset(code: string, newPassword: string): Promise<void> {
  return mutate(async () => {
    if (newPassword.length < MIN_PASSWORD_LENGTH) throw new MockAuthError('auth/weak-password')
    const mail = await consumeCode('reset', code)
    const user = mail && findUserByEmail(mail.to)
    if (!user) throw new MockAuthError('auth/invalid-action-code')
    await db.users.update((q) => q.where({ uid: user.uid }), {
      data(record) {
        record.password = newPassword
      },
    })
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
