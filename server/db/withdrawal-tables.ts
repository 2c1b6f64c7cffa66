import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Withdrawals from purchases and the consents given before transfers
 * (backend/ports/store/withdrawals.ts, docs/decisions/063), re-exported by schema.ts.
 */

const at = () => timestamp('at', { withTimezone: true, mode: 'date' }).notNull()

/** One withdrawal per purchase: the primary key on the payment decides racing withdrawals. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    paymentId: text('payment_id').primaryKey(),
    withdrawalId: text('withdrawal_id').notNull().unique(),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    points: integer('points').notNull(),
    amountCents: integer('amount_cents').notNull(),
    at: at(),
    refund: text('refund', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    /** The worker's retries of a pending refund (docs/decisions/064): null once it gave up. */
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundRetryAt: timestamp('refund_retry_at', { withTimezone: true, mode: 'date' }).defaultNow(),
  },
  (t) => [index('withdrawals_uid').on(t.uid, t.at)],
)

/** The consent a transfer of recently bought AirPoints carried: the wording as shown. */
export const transferConsents = pgTable('transfer_consents', {
  deliveryId: text('delivery_id').primaryKey(),
  uid: text('uid').notNull(),
  version: text('version').notNull(),
  wording: text('wording').notNull(),
  at: at(),
})
