import type { ClaimsStore } from '@backend/ports'
import { db } from '../../db/collections'
import { appendLedger } from '../../db/ledger'
import type { MemoryUnit } from './unit'

/** Claims on the collections. */
export function memoryClaims(unit: MemoryUnit): ClaimsStore {
  return {
    async claimedRewardIds(uid, month) {
      return db.claims.findMany((q) => q.where({ uid, month })).map((claim) => claim.rewardId)
    },

    async insert(claim) {
      const { uid, rewardId, month } = claim
      if (db.claims.findFirst((q) => q.where({ uid, rewardId, month }))) return false
      unit.beforeWrite()
      await db.claims.create({ ...claim, underReview: false })
      await appendLedger({ uid, delta: 0, kind: 'claim', reference: `reward:${rewardId}:${month}` })
      return true
    },

    async flag(uid, rewardId, month) {
      const claim = db.claims.findFirst((q) => q.where({ uid, rewardId, month }))
      if (!claim || claim.underReview) return false
      unit.beforeWrite()
      await db.claims.update((q) => q.where({ uid, rewardId, month }), {
        data(record) {
          record.underReview = true
        },
      })
      return true
    },

    async flagged(uid) {
      return db.claims
        .findMany((q) => q.where({ uid, underReview: true }))
        .map((claim) => `${claim.rewardId}:${claim.month}`)
    },
  }
}
