import type { ContentStore } from '@backend/ports'
import { db, nextId } from '../../db/collections'
import type { MemoryUnit } from './unit'

/** The reward of a stage in force for a month (null: the standing one), if any. */
const inForce = (month: string | null, stageId: number) =>
  db.fidelityRewards.all().find((r) => r.active && r.month === month && r.stageId === stageId)

/** Retires the reward of a stage in force for a month (kept: claims name it). */
async function retire(month: string | null, stageId: number) {
  const current = inForce(month, stageId)
  if (!current) return
  await db.fidelityRewards.update((q) => q.where({ id: current.id }), {
    data(record) {
      record.active = false
    },
  })
}

/** The notice never set: off, no text. */
const OFF_NOTICE = { message: '', enabled: false } as const

/** Rewards, promotion windows and the notice on the collections. */
export function memoryContent(unit: MemoryUnit): ContentStore {
  return {
    async listRewards() {
      return db.fidelityRewards
        .all()
        .map(({ id, itemId, stageId, description, month, active }) => ({
          id,
          itemId,
          stageId,
          description,
          month,
          active,
        }))
        .sort((a, b) => a.id - b.id)
    },

    async listPromotions() {
      return db.promotions
        .all()
        .map(({ id, start, end, multiplier }) => ({ id, start, end, multiplier }))
        .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    },

    async getNotice() {
      const notice = db.siteNotice.all()[0]
      return notice ? { message: notice.message, enabled: notice.enabled } : OFF_NOTICE
    },

    // Transactions run one at a time here: the listing is as good as a lock.
    async lockPromotions() {
      return this.listPromotions()
    },

    async insertPromotion(promotion) {
      unit.beforeWrite()
      const id = nextId(db.promotions.all().map((p) => p.id))
      await db.promotions.create({ id, ...promotion })
      return { id, ...promotion }
    },

    async updatePromotion(id, { start, end, multiplier }) {
      if (!db.promotions.findFirst((q) => q.where({ id }))) return false
      unit.beforeWrite()
      await db.promotions.update((q) => q.where({ id }), {
        data(record) {
          Object.assign(record, { start, end, multiplier })
        },
      })
      return true
    },

    async deletePromotion(id) {
      if (!db.promotions.findFirst((q) => q.where({ id }))) return false
      unit.beforeWrite()
      db.promotions.delete((q) => q.where({ id }))
      return true
    },

    async setReward(reward) {
      unit.beforeWrite()
      await retire(reward.month, reward.stageId)
      const row = { ...reward, id: nextId(db.fidelityRewards.all().map((r) => r.id)), active: true }
      await db.fidelityRewards.create({ ...row })
      return row
    },

    async retireReward(month, stageId) {
      if (!inForce(month, stageId)) return false
      unit.beforeWrite()
      await retire(month, stageId)
      return true
    },

    async setNotice({ message, enabled }) {
      unit.beforeWrite()
      db.siteNotice.clear()
      await db.siteNotice.create({ message, enabled })
    },
  }
}
