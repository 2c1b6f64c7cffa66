import type { TransferConsentRow, WithdrawalRow, WithdrawalsStore } from '@backend/ports'
import { db } from '../../db/collections'
import type { MemoryUnit } from './unit'

const copy = <T extends object>(row: T): T => ({ ...row })
const rowOf = ({
  refundAttempts: _a,
  refundRetryAt: _r,
  ...row
}: StoredWithdrawal): WithdrawalRow => row
type StoredWithdrawal = WithdrawalRow & { refundAttempts?: number; refundRetryAt?: string | null }

/** Withdrawals and transfer consents on the collections (one per purchase, one per transfer). */
export function memoryWithdrawals(unit: MemoryUnit): WithdrawalsStore {
  return {
    async ofPlayer(uid) {
      return db.withdrawals
        .findMany((q) => q.where({ uid }))
        .sort((a, b) => b.at.localeCompare(a.at))
        .map(rowOf)
    },
    async ofPayment(paymentId) {
      const row = db.withdrawals.findFirst((q) => q.where({ paymentId }))
      return row ? rowOf(row) : null
    },
    async consentOf(deliveryId) {
      const row = db.transferConsents.findFirst((q) => q.where({ deliveryId }))
      return row ? copy(row) : null
    },
    async insert(row: WithdrawalRow) {
      if (db.withdrawals.findFirst((q) => q.where({ paymentId: row.paymentId }))) return false
      unit.beforeWrite()
      await db.withdrawals.create({ ...row })
      return true
    },
    async markRefunded(withdrawalId) {
      if (!db.withdrawals.findFirst((q) => q.where({ withdrawalId }))) return
      unit.beforeWrite()
      await db.withdrawals.update((q) => q.where({ withdrawalId }), {
        data(record) {
          record.refund = 'done'
        },
      })
    },
    async recordConsent(row: TransferConsentRow) {
      if (db.transferConsents.findFirst((q) => q.where({ deliveryId: row.deliveryId }))) return
      unit.beforeWrite()
      await db.transferConsents.create({ ...row })
    },
    async refundsDue(now, limit) {
      const due = (r: StoredWithdrawal) => {
        const retryAt = r.refundRetryAt === undefined ? r.at : r.refundRetryAt
        return r.refund === 'pending' && retryAt !== null && retryAt <= now
      }
      const retryAt = (r: StoredWithdrawal) => r.refundRetryAt ?? r.at
      return db.withdrawals
        .findMany((q) => q.where({ refund: 'pending' }))
        .filter(due)
        .sort((a, b) => retryAt(a).localeCompare(retryAt(b)))
        .slice(0, limit)
        .map((r) => ({ ...rowOf(r), attempts: r.refundAttempts ?? 0 }))
    },
    async refundFailed(withdrawalId, retryAt) {
      if (!db.withdrawals.findFirst((q) => q.where({ withdrawalId }))) return
      unit.beforeWrite()
      await db.withdrawals.update((q) => q.where({ withdrawalId }), {
        data(record) {
          record.refundAttempts = (record.refundAttempts ?? 0) + 1
          record.refundRetryAt = retryAt
        },
      })
    },
  }
}
