import { loyaltyMonth } from '@contract/rules'
import type { AuthUser, Profile } from '@contract/schemas'
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

/** points and monthPoints as of now: monthPoints of an earlier month count as 0. */
export function currentProfile(uid: string): Profile {
  const record = db.profiles.findFirst((q) => q.where({ uid }))
  if (!record) return { points: 0, monthPoints: 0 }
  const sameMonth = record.month === loyaltyMonth(new Date())
  return { points: record.points, monthPoints: sameMonth ? record.monthPoints : 0 }
}

/** Adds (or with a negative delta, removes) points; a purchase also counts for this month. */
export async function changePoints(
  uid: string,
  delta: number,
  options: { purchase: boolean },
): Promise<Profile> {
  await ensureProfile(uid)
  const { points, monthPoints } = currentProfile(uid)
  if (points + delta < 0) throw new Error('balance would go below zero')
  await db.profiles.update((q) => q.where({ uid }), {
    data(profile) {
      profile.points = points + delta
      profile.monthPoints = monthPoints + (options.purchase ? delta : 0)
      profile.month = loyaltyMonth(new Date())
    },
  })
  return currentProfile(uid)
}
