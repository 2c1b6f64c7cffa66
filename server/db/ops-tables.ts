import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Two pairs of eyes, the undo and bans (docs/decisions/056 and 057), re-exported by schema.ts.
 */

/** Credits and debits above the threshold: pending until a second operator decides. */
export const approvals = pgTable(
  'approvals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: text('uid').notNull(),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByEmail: text('requested_by_email'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: text('decided_by'),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    check('approvals_amount_positive', sql`${t.amount} > 0`),
    index('approvals_by_status').on(t.status, t.id),
  ],
)

/** Applied credits and debits undone, by their audit row: its primary key makes an undo once. */
export const adjustmentUndos = pgTable('adjustment_undos', {
  auditId: bigint('audit_id', { mode: 'number' }).primaryKey(),
  uid: text('uid').notNull(),
  undoneBy: text('undone_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Players' bans; at most one not lifted per player (bans_one_open). */
export const bans = pgTable(
  'bans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: text('uid').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    until: timestamp('until', { withTimezone: true }),
    by: text('banned_by').notNull(),
    byEmail: text('banned_by_email'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    /** The game accounts blocked for it, lowercase. */
    accounts: jsonb('accounts').$type<string[]>().notNull().default([]),
    /** False while the game has not taken the last change (a retry is due). */
    gameSynced: boolean('game_synced').notNull().default(false),
  },
  (t) => [
    uniqueIndex('bans_one_open')
      .on(t.uid)
      .where(sql`${t.liftedAt} is null`),
    index('bans_by_uid').on(t.uid, t.id),
  ],
)
