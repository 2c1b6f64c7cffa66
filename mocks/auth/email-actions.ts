import type { AuthUser } from '@contract/schemas'
import { db } from '../db/collections'
import { mutate } from '../db/mutate'
import { findUser, findUserByEmail, publicUser } from '../db/queries'
import { MIN_PASSWORD_LENGTH, MockAuthError, assertEmail } from './errors'
import { consumeCode, sendMail } from './mailbox'

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
