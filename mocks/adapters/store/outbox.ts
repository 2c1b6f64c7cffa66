import type { DeliveryRecord, OutboxStore } from '@backend/ports'
import { db } from '../../db/collections'
import type { DeliveryRecordRow } from '../../db/schemas'
import { byNewest, type MemoryUnit } from './unit'

function deliveryOf(row: DeliveryRecordRow): DeliveryRecord {
  const { amount, itemId, count, stalled, ...rest } = row
  const base = { ...rest, stalled: stalled ?? null }
  return base.kind === 'points'
    ? { ...base, kind: 'points', amount: amount ?? 0 }
    : { ...base, kind: 'item', itemId: itemId ?? 0, count: count ?? 0 }
}

/** The deliveries outbox on the collections. */
export function memoryOutbox(unit: MemoryUnit): OutboxStore {
  return {
    async enqueue(delivery) {
      const kept = db.deliveries.findFirst((q) => q.where({ deliveryId: delivery.deliveryId }))
      if (kept) return deliveryOf(kept)
      unit.beforeWrite()
      const stored = await db.deliveries.create({
        amount: null,
        itemId: null,
        count: null,
        ...delivery,
        state: 'pending',
        failure: null,
        createdAt: new Date().toISOString(),
        receivedAt: null,
        stalled: null,
      })
      unit.enqueued = true
      return deliveryOf(stored)
    },

    async get(deliveryId) {
      const row = db.deliveries.findFirst((q) => q.where({ deliveryId }))
      return row ? deliveryOf(row) : null
    },

    async ofPlayer(uid, limit) {
      return db.deliveries
        .findMany((q) => q.where({ uid }))
        .sort(byNewest)
        .slice(0, limit)
        .map(deliveryOf)
    },

    async inState(state, limit) {
      return db.deliveries
        .findMany((q) => q.where({ state }))
        .sort((a, b) => byNewest(b, a))
        .slice(0, limit)
        .map(deliveryOf)
    },

    async after(state, afterId, limit) {
      return db.deliveries
        .findMany((q) => q.where({ state }))
        .filter((row) => afterId === null || row.deliveryId > afterId)
        .sort((a, b) => (a.deliveryId < b.deliveryId ? -1 : a.deliveryId > b.deliveryId ? 1 : 0))
        .slice(0, limit)
        .map(deliveryOf)
    },

    async mark(deliveryId, from, to) {
      const row = db.deliveries.findFirst((q) => q.where({ deliveryId }))
      if (row?.state !== from) return false
      unit.beforeWrite()
      await db.deliveries.update((q) => q.where({ deliveryId }), {
        data(record) {
          record.state = to.state
          if (to.state === 'failed') record.failure = to.failure
          if (to.state === 'received') record.receivedAt = to.at
        },
      })
      return true
    },

    async flagStalled(deliveryId, stalled) {
      const row = db.deliveries.findFirst((q) => q.where({ deliveryId }))
      if (row?.state !== 'sent' || (row.stalled ?? null) === stalled) return false
      unit.beforeWrite()
      await db.deliveries.update((q) => q.where({ deliveryId }), {
        data(record) {
          record.stalled = stalled
        },
      })
      return true
    },
  }
}
