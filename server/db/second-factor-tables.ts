import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** The second factor (docs/decisions/059), re-exported by schema.ts. */

/** One TOTP second factor per user: its sealed secret, its last step taken, its recovery codes. */
export const secondFactors = pgTable('second_factors', {
  uid: text('uid').primaryKey(),
  sealedSecret: text('sealed_secret').notNull(),
  confirmed: boolean('confirmed').notNull().default(false),
  lastStep: bigint('last_step', { mode: 'number' }),
  recoveryDigests: text('recovery_digests').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The step-ups valid codes gave, by the digest of their credential. */
export const stepUps = pgTable(
  'second_factor_step_ups',
  {
    digest: text('digest').primaryKey(),
    uid: text('uid').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('step_ups_by_uid').on(t.uid)],
)
