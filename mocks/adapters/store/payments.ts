import type { PaymentsStore } from '@backend/ports'
import { db, nextId } from '../../db/collections'
import { erasedIdOf } from '../erasure'
import { byNewest, type MemoryUnit } from './unit'

/** Payments and the notices kept ahead of them, on the collections. */
export function memoryPayments(unit: MemoryUnit): PaymentsStore {
  return {
    /** A payment of the mock's payment page: its checkout session ends paid or failed with it. */
    async insert(payment) {
      const { paymentId } = payment
      const session = db.checkoutSessions.findFirst((q) => q.where({ id: paymentId }))
      if (!session || session.status === 'paid' || session.status === 'failed') return false
      if (db.payments.findFirst((q) => q.where({ paymentId }))) return false
      unit.beforeWrite()
      const erased = await erasedIdOf(payment.uid)
      await db.checkoutSessions.update((q) => q.where({ id: paymentId }), {
        data(record) {
          record.status = payment.status
        },
      })
      await db.payments.create({
        ...payment,
        uid: erased ?? payment.uid,
        refundedPoints: 0,
        disputedPoints: 0,
        disputeRemoved: 0,
        unrecoveredPoints: 0,
        dispute: 'none',
        createdAt: new Date().toISOString(),
      })
      return true
    },

    /** Transactions run one at a time: the lock is the global one. */
    async lockByIntent(paymentIntent) {
      const found = db.payments.findFirst((q) => q.where({ paymentIntent }))
      return found ? structuredClone(found) : null
    },

    async get(paymentId) {
      const found = db.payments.findFirst((q) => q.where({ paymentId }))
      return found ? structuredClone(found) : null
    },

    async ofLatestPurchases(uid, limit) {
      const rows = db.ledger
        .findMany((q) => q.where({ uid, kind: 'purchase' }))
        .sort((a, b) => b.id - a.id)
        .slice(0, limit)
      return rows.flatMap(({ reference }) => {
        const found = db.payments.findFirst((q) => q.where({ paymentId: reference ?? '' }))
        return found ? [structuredClone(found)] : []
      })
    },

    async saveAfterSale(paymentId, afterSale) {
      unit.beforeWrite()
      await db.payments.update((q) => q.where({ paymentId }), {
        data(record) {
          Object.assign(record, afterSale)
        },
      })
    },

    /** Transactions run one at a time: no payment can be recorded between the check and the keep. */
    async keepNotice(notice) {
      const { paymentIntent } = notice
      if (db.payments.findFirst((q) => q.where({ paymentIntent }))) return false
      const key = JSON.stringify(notice)
      if (db.afterSaleNotices.findFirst((q) => q.where({ key }))) return true
      unit.beforeWrite()
      const id = nextId(db.afterSaleNotices.all().map((r) => r.id))
      await db.afterSaleNotices.create({ id, paymentIntent, key, notice: structuredClone(notice) })
      return true
    },

    async takeNotices(paymentIntent) {
      const kept = db.afterSaleNotices.findMany((q) => q.where({ paymentIntent }))
      if (kept.length === 0) return []
      unit.beforeWrite()
      await db.afterSaleNotices.deleteMany((q) => q.where({ paymentIntent }))
      return kept.sort((a, b) => a.id - b.id).map((record) => structuredClone(record.notice))
    },

    async netPaidPoints(uid, month) {
      return db.payments
        .findMany((q) => q.where({ uid, month, status: 'paid' }))
        .reduce((sum, p) => sum + Math.max(0, p.points - p.refundedPoints - p.disputedPoints), 0)
    },

    async list(month) {
      return db.payments
        .all()
        .filter((p) => month === null || p.month === month)
        .sort(byNewest)
        .map((p) => structuredClone(p))
    },
  }
}
