import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * The mail outbox (backend/ports/store/mail.ts, docs/decisions/061-mail-outbox.md) and the
 * receipts with their counter (backend/ports/store/receipts.ts, docs/decisions/062-receipts.md),
 * re-exported by schema.ts.
 */

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Receipt numbers sent with it. */
    attachments: jsonb('attachments').$type<number[]>().notNull().default([]),
    kind: text('kind', {
      enum: ['purchase', 'withdrawal', 'transfer-consent', 'claim-consent'],
    }).notNull(),
    state: text('state', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('mail_messages_pending')
      .on(t.id)
      .where(sql`${t.state} = 'pending'`),
  ],
)

/** One row: the last number issued. Taken by an upsert in the sale's transaction, never a sequence. */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    id: integer('id').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('receipt_counter_one_row', sql`${t.id} = 1`)],
)

export const receipts = pgTable(
  'receipts',
  {
    number: integer('number').primaryKey(),
    kind: text('kind', { enum: ['receipt', 'credit-note'] }).notNull(),
    /** The payment, never the player (erasure pseudonymises payments). */
    paymentId: text('payment_id').notNull(),
    description: text('description').notNull(),
    totalCents: integer('total_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    vatRateBp: integer('vat_rate_bp'),
    refersTo: integer('refers_to'),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('receipts_payment').on(t.paymentId),
    index('receipts_issued').on(t.issuedAt),
    check('receipts_amounts', sql`${t.totalCents} = ${t.netCents} + ${t.vatCents}`),
  ],
)
