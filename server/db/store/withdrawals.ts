import { and, asc, desc, eq, lte, sql } from 'drizzle-orm'
import type { TransferConsentRow, WithdrawalRow, WithdrawalsStore } from '@backend/ports'
import { transferConsents, withdrawals } from '../schema'
import type { Conn } from './sql'

const withdrawalOf = ({
  refundAttempts: _attempts,
  refundRetryAt: _retryAt,
  ...row
}: typeof withdrawals.$inferSelect): WithdrawalRow => ({
  ...row,
  at: row.at.toISOString(),
})

/** Withdrawals and transfer consents on PostgreSQL (docs/decisions/063). */
export class SqlWithdrawals implements WithdrawalsStore {
  constructor(private readonly db: Conn) {}

  async ofPlayer(uid: string) {
    const rows = await this.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.uid, uid))
      .orderBy(desc(withdrawals.at))
    return rows.map(withdrawalOf)
  }

  async ofPayment(paymentId: string) {
    const [row] = await this.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.paymentId, paymentId))
    return row ? withdrawalOf(row) : null
  }

  async consentOf(deliveryId: string) {
    const [row] = await this.db
      .select()
      .from(transferConsents)
      .where(eq(transferConsents.deliveryId, deliveryId))
    return row ? { ...row, at: row.at.toISOString() } : null
  }

  /** The primary key on the payment: of two racing withdrawals, one inserts. */
  async insert(row: WithdrawalRow) {
    const inserted = await this.db
      .insert(withdrawals)
      .values({ ...row, at: new Date(row.at), refundRetryAt: new Date(row.at) })
      .onConflictDoNothing({ target: withdrawals.paymentId })
      .returning({ id: withdrawals.withdrawalId })
    return inserted.length > 0
  }

  async markRefunded(withdrawalId: string) {
    await this.db
      .update(withdrawals)
      .set({ refund: 'done' })
      .where(eq(withdrawals.withdrawalId, withdrawalId))
  }

  async recordConsent(row: TransferConsentRow) {
    await this.db
      .insert(transferConsents)
      .values({ ...row, at: new Date(row.at) })
      .onConflictDoNothing({ target: transferConsents.deliveryId })
  }

  async refundsDue(now: string, limit: number) {
    const rows = await this.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.refund, 'pending'), lte(withdrawals.refundRetryAt, new Date(now))))
      .orderBy(asc(withdrawals.refundRetryAt))
      .limit(limit)
    return rows.map((row) => ({ ...withdrawalOf(row), attempts: row.refundAttempts }))
  }

  async refundFailed(withdrawalId: string, retryAt: string | null) {
    await this.db
      .update(withdrawals)
      .set({
        refundAttempts: sql`${withdrawals.refundAttempts} + 1`,
        refundRetryAt: retryAt ? new Date(retryAt) : null,
      })
      .where(eq(withdrawals.withdrawalId, withdrawalId))
  }
}
