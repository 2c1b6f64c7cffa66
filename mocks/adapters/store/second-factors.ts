import type { SecondFactorsStore } from '@backend/ports'
import { db } from '../../db/collections'
import type { MemoryUnit } from './unit'

/** Second factors on the collections (one per user), and the step-ups they gave. */
export function memorySecondFactors(unit: MemoryUnit): SecondFactorsStore {
  const find = (uid: string) => db.secondFactors.findFirst((q) => q.where({ uid }))
  const update = (
    uid: string,
    change: (record: Parameters<typeof db.secondFactors.create>[0]) => void,
  ) => db.secondFactors.update((q) => q.where({ uid }), { data: change })
  return {
    async get(uid) {
      const row = find(uid)
      return row ? structuredClone(row) : null
    },

    async stepUp(digest) {
      const row = db.stepUps.findFirst((q) => q.where({ digest }))
      return row ? structuredClone(row) : null
    },

    async begin(uid, sealedSecret) {
      const row = find(uid)
      if (row?.confirmed) return false
      unit.beforeWrite()
      if (row) {
        await update(uid, (record) => {
          record.sealedSecret = sealedSecret
        })
      } else {
        await db.secondFactors.create({
          uid,
          sealedSecret,
          confirmed: false,
          lastStep: null,
          recoveryDigests: [],
        })
      }
      return true
    },

    async confirm(uid, step, recoveryDigests) {
      const row = find(uid)
      if (!row || row.confirmed) return false
      unit.beforeWrite()
      await update(uid, (record) => {
        record.confirmed = true
        record.lastStep = step
        record.recoveryDigests = [...recoveryDigests]
      })
      return true
    },

    async useStep(uid, step) {
      const row = find(uid)
      if (!row?.confirmed || (row.lastStep !== null && row.lastStep >= step)) return false
      unit.beforeWrite()
      await update(uid, (record) => {
        record.lastStep = step
      })
      return true
    },

    async useRecovery(uid, digest) {
      const row = find(uid)
      if (!row?.confirmed || !row.recoveryDigests.includes(digest)) return false
      unit.beforeWrite()
      await update(uid, (record) => {
        record.recoveryDigests = record.recoveryDigests.filter((d) => d !== digest)
      })
      return true
    },

    async remove(uid) {
      const row = find(uid)
      unit.beforeWrite()
      db.stepUps.deleteMany((q) => q.where({ uid }))
      if (!row) return false
      db.secondFactors.deleteMany((q) => q.where({ uid }))
      return true
    },

    async grantStepUp(stepUp) {
      unit.beforeWrite()
      const now = new Date().toISOString()
      db.stepUps.deleteMany((q) => q.where({ uid: stepUp.uid, expiresAt: (at) => at < now }))
      await db.stepUps.create({ ...stepUp })
    },
  }
}
