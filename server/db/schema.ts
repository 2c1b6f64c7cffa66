import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The portal's database (docs/decisions/008-server-postgresql-drizzle.md).
 * Migrations are generated from this file by drizzle-kit (npm run db:generate)
 * into server/db/migrations/ and applied at start.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

// ---------------------------------------------------------------- portal

export const profiles = pgTable(
  'profiles',
  {
    uid: text('uid').primaryKey(),
    email: text('email'),
    points: integer('points').notNull().default(0),
    /** Points bought in `month` ('YYYY-MM'); another month means 0. */
    monthPoints: integer('month_points').notNull().default(0),
    month: text('month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('profiles_points_not_negative', sql`${t.points} >= 0`),
    check('profiles_month_points_not_negative', sql`${t.monthPoints} >= 0`),
  ],
)

/**
 * Append-only: one row per points movement and per claim, written in the same
 * transaction. For every player, points = the sum of their deltas.
 */
export const ledger = pgTable('ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  uid: text('uid').notNull(),
  delta: integer('delta').notNull(),
  /** 'seed', 'order', 'purchase', 'refund', 'refund-unrecovered' (delta 0), 'claim' (delta 0). */
  kind: text('kind').notNull(),
  /** The session id, delivery id (with the idempotency key), reward and month it belongs to. */
  reference: text('reference'),
  createdAt: createdAt(),
})

export const voteSites = pgTable('vote_sites', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  cooldownMs: integer('cooldown_ms').notNull(),
  position: integer('position').notNull(),
})

export const votes = pgTable(
  'votes',
  {
    uid: text('uid').notNull(),
    providerId: text('provider_id')
      .notNull()
      .references(() => voteSites.id),
    votes: integer('votes').notNull(),
    nextVote: timestamp('next_vote', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.providerId] })],
)

export const voteTokens = pgTable('vote_tokens', {
  token: text('token').primaryKey(),
  uid: text('uid').notNull(),
  providerId: text('provider_id').notNull(),
  /** Epoch milliseconds. */
  issuedAt: bigint('issued_at', { mode: 'number' }).notNull(),
  used: boolean('used').notNull().default(false),
})

export const rewards = pgTable('rewards', {
  id: integer('id').primaryKey(),
  itemId: integer('item_id').notNull(),
  stageId: integer('stage_id').notNull(),
})

export const claims = pgTable(
  'claims',
  {
    uid: text('uid').notNull(),
    rewardId: integer('reward_id').notNull(),
    month: text('month').notNull(),
    accountId: integer('account_id').notNull(),
    characterId: integer('character_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('claims_once_a_month').on(t.uid, t.rewardId, t.month)],
)

/** Fulfilled payments: one row per paid session, inserted with its credit. */
export const payments = pgTable(
  'payments',
  {
    paymentId: text('payment_id').primaryKey(),
    uid: text('uid').notNull(),
    priceId: text('price_id').notNull(),
    points: integer('points').notNull(),
    /** The payment behind the session (Stripe's pi_...): refunds name it. */
    paymentIntent: text('payment_intent'),
    /** Points of the refunded share already removed or recorded as unrecovered. */
    refundedPoints: integer('refunded_points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_payment_intent').on(t.paymentIntent)],
)

/**
 * The first outcome of each idempotent request, per player and key
 * (docs/decisions/012-idempotency-keys.md): written in the request's transaction.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    uid: text('uid').notNull(),
    key: text('key').notNull(),
    /** The call and its body: the same key with another request answers 422. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.key] })],
)

// ---------------------------------------------------------------- game server

/** Game accounts; the password is an scrypt hash, never the clear text. */
export const gameAccounts = pgTable(
  'game_accounts',
  {
    accountId: integer('account_id').primaryKey().generatedByDefaultAsIdentity(),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_accounts_name_any_case').on(sql`lower(${t.name})`)],
)

export const characters = pgTable('characters', {
  characterId: integer('character_id').primaryKey().generatedByDefaultAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .references(() => gameAccounts.accountId),
  name: text('name').notNull(),
})

export const ranking = pgTable('ranking', {
  name: text('name').primaryKey(),
  job: integer('job').notNull(),
  level: integer('level').notNull(),
  playingTime: integer('playing_time').notNull(),
})

/** What the game hands to a character at its next login (online or not): once per delivery_id. */
export const deliveries = pgTable('deliveries', {
  deliveryId: text('delivery_id').primaryKey(),
  accountId: integer('account_id').notNull(),
  characterId: integer('character_id').notNull(),
  kind: text('kind').notNull(),
  amount: integer('amount'),
  itemId: integer('item_id'),
  count: integer('count'),
  createdAt: createdAt(),
  /** Set by the game when the character received it. */
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
})
