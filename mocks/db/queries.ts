import { loyaltyMonth } from '@contract/rules'
import type { AuthUser } from '@contract/schemas'
import { db } from './collections'
import type { ProfileRecord, UserRecord } from './schemas'

export function findUser(uid: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ uid }))
}

export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase()
  return db.users.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }))
}

/** The user as the authentication service shows it (no password). */
export function publicUser(user: UserRecord): AuthUser {
  const { uid, email, emailVerified, displayName, photoURL } = user
  return { uid, email, emailVerified, displayName, photoURL }
}

export async function ensureProfile(uid: string): Promise<ProfileRecord> {
  const existing = db.profiles.findFirst((q) => q.where({ uid }))
  if (existing) return existing
  return db.profiles.create({ uid, points: 0, monthPoints: 0, month: loyaltyMonth(new Date()) })
}
