import type { IdempotencyStore } from '@backend/ports'
import { db } from '../../db/collections'
import type { MemoryUnit } from './unit'

/** Idempotency keys on the collections. */
export function memoryIdempotency(unit: MemoryUnit): IdempotencyStore {
  return {
    async reserve(uid, key, fingerprint) {
      const found = db.idempotencyKeys.findFirst((q) => q.where({ uid, key }))
      if (found) {
        const { status, body } = found
        const outcome =
          status === null ? null : { status, body: body === null ? null : JSON.parse(body) }
        return { reserved: false, fingerprint: found.fingerprint, outcome }
      }
      unit.beforeWrite()
      await db.idempotencyKeys.create({ uid, key, fingerprint, status: null, body: null })
      return { reserved: true }
    },

    async recordOutcome(uid, key, { status, body }) {
      unit.beforeWrite()
      await db.idempotencyKeys.update((q) => q.where({ uid, key }), {
        data(record) {
          record.status = status
          record.body = JSON.stringify(body)
        },
      })
    },
  }
}
