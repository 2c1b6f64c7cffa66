import type { ProfilesStore } from '@backend/ports'
import { db } from '../../db/collections'
import { appendLedger } from '../../db/ledger'
import { creditErased, erasedIdOf } from '../erasure'
import type { MemoryUnit } from './unit'
import { versionOf } from './decided'

/** Balances on the collections: each move with its ledger row. */
export function memoryProfiles(unit: MemoryUnit): ProfilesStore {
  return {
    async get(uid) {
      return db.profiles.findFirst((q) => q.where({ uid })) ?? null
    },

    async versioned(uid) {
      const profile = db.profiles.findFirst((q) => q.where({ uid }))
      return profile ? { profile, version: versionOf(profile) } : null
    },

    /** Transactions run one at a time: the lock is the global one. */
    async lock(uid) {
      return db.profiles.findFirst((q) => q.where({ uid })) ?? null
    },

    async debit(uid, amount, { kind, reference }) {
      const profile = db.profiles.findFirst((q) => q.where({ uid }))
      if (!profile || profile.points < amount) return null
      unit.beforeWrite()
      await db.profiles.update((q) => q.where({ uid }), {
        data(record) {
          record.points -= amount
        },
      })
      await appendLedger({ uid, delta: -amount, kind, reference })
      return db.profiles.findFirst((q) => q.where({ uid })) ?? null
    },

    async creditPurchase(uid, amount, month, reference) {
      const profile = db.profiles.findFirst((q) => q.where({ uid }))
      unit.beforeWrite()
      const erased = await erasedIdOf(uid)
      if (erased) return creditErased(erased, amount, reference)
      if (!profile) {
        await db.profiles.create({ uid, points: amount, monthPoints: amount, month })
      } else {
        await db.profiles.update((q) => q.where({ uid }), {
          data(record) {
            record.monthPoints = (record.month === month ? record.monthPoints : 0) + amount
            record.month = month
            record.points += amount
          },
        })
      }
      await appendLedger({ uid, delta: amount, kind: 'purchase', reference })
    },

    async debitUpTo(uid, amount, { kind, reference }) {
      const profile = db.profiles.findFirst((q) => q.where({ uid }))
      const removed = Math.min(amount, profile?.points ?? 0)
      if (removed <= 0) return 0
      unit.beforeWrite()
      await db.profiles.update((q) => q.where({ uid }), {
        data(record) {
          record.points -= removed
        },
      })
      await appendLedger({ uid, delta: -removed, kind, reference })
      return removed
    },

    async credit(uid, amount, { kind, reference }) {
      unit.beforeWrite()
      await db.profiles.update((q) => q.where({ uid }), {
        data(record) {
          record.points += amount
        },
      })
      await appendLedger({ uid, delta: amount, kind, reference })
    },

    async adjustMonthPoints(uid, month, delta) {
      const profile = db.profiles.findFirst((q) => q.where({ uid }))
      if (profile?.month !== month) return null
      const monthPoints = Math.max(0, profile.monthPoints + delta)
      unit.beforeWrite()
      await db.profiles.update((q) => q.where({ uid }), {
        data(record) {
          record.monthPoints = monthPoints
        },
      })
      return monthPoints
    },
  }
}
