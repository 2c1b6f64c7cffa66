import type { Receipt, ReceiptsStore } from '@backend/ports'
import { db, nextId } from '../../db/collections'
import type { ReceiptRecord } from '../../db/sale-schemas'
import type { MemoryUnit } from './unit'

const rowOf = (row: ReceiptRecord): Receipt => ({ ...row })
const byNumber = (a: Receipt, b: Receipt) => a.number - b.number

/**
 * Receipts on the collections: transactions run one at a time (index.ts) and a thrown one is
 * undone, so the next number after the highest is the unbroken sequence.
 */
export function memoryReceipts(unit: MemoryUnit): ReceiptsStore {
  const paymentIdsOf = (uid: string) =>
    new Set(db.payments.findMany((q) => q.where({ uid })).map((p) => p.paymentId))
  return {
    async get(number) {
      const row = db.receipts.findFirst((q) => q.where({ number }))
      if (!row) return null
      const payment = db.payments.findFirst((q) => q.where({ paymentId: row.paymentId }))
      return payment ? { ...rowOf(row), uid: payment.uid } : null
    },

    async listOfPlayer(uid) {
      const ids = paymentIdsOf(uid)
      return db.receipts
        .all()
        .filter((row) => ids.has(row.paymentId))
        .map(rowOf)
        .sort(byNumber)
        .reverse()
    },

    async listOfMonth(month) {
      return db.receipts
        .all()
        .filter((row) => row.issuedAt.slice(0, 7) === month)
        .map(rowOf)
        .sort(byNumber)
    },

    async listOfPayment(paymentId) {
      return db.receipts
        .findMany((q) => q.where({ paymentId }))
        .map(rowOf)
        .sort(byNumber)
    },

    async issue(draft, now) {
      unit.beforeWrite()
      const number = nextId(db.receipts.all().map((row) => row.number))
      const row = await db.receipts.create({ ...draft, number, issuedAt: now.toISOString() })
      return rowOf(row)
    },
  }
}
