import type { LedgerStore } from '@backend/ports'
import { db } from '../../db/collections'
import { appendLedger } from '../../db/ledger'
import { erasedIdOf } from '../erasure'
import type { MemoryUnit } from './unit'

/** The ledger on the collections (append-only). */
export function memoryLedger(unit: MemoryUnit): LedgerStore {
  return {
    async recordCase(uid, { kind, reference, points }) {
      unit.beforeWrite()
      await appendLedger({
        uid: (await erasedIdOf(uid)) ?? uid,
        delta: 0,
        kind,
        reference,
        ...(points === undefined ? {} : { points }),
      })
    },

    async list(uid, { before, limit, kinds }) {
      return db.ledger
        .findMany((q) => q.where({ uid }))
        .filter(
          (row) => (before === null || row.id < before) && (!kinds || kinds.includes(row.kind)),
        )
        .sort((a, b) => b.id - a.id)
        .slice(0, limit)
        .map((row) => ({ ...row }))
    },

    async settleCase(uid, caseId) {
      const reference = String(caseId)
      if (db.ledger.findFirst((q) => q.where({ kind: 'case-settled', reference }))) return false
      unit.beforeWrite()
      await appendLedger({ uid, delta: 0, kind: 'case-settled', reference })
      return true
    },
  }
}
