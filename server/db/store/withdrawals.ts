import { desc, eq } from 'drizzle-orm'
import type { TransferConsentRow, WithdrawalRow, WithdrawalsStore } from '@backend/ports'
import { transferConsents, withdrawals } from '../schema'
import type { Conn } from './sql'

const withdrawalOf = (row: typeof withdrawals.$inferSelect): WithdrawalRow => ({
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
      .values({ ...row, at: new Date(row.at) })
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
}
