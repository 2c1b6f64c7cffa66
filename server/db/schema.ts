import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The portal's database (docs/decisions/008-server-postgresql-drizzle.md).
 * Migrations are generated from this file by drizzle-kit (npm run db:generate)
 * into server/db/migrations/ and applied at start. The standalone game's tables are in
 * game-tables.ts, re-exported here so that one schema holds every table.
 */
export * from './game-tables'
export * from './ops-tables'
export * from './game-status-tables'
export * from './status-tables'
export * from './news-tables'
export * from './sale-tables'
export * from './withdrawal-tables'
export * from './second-factor-tables'

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
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: text('uid').notNull(),
    delta: integer('delta').notNull(),
    /** backend/ports/store/ledger.ts LedgerKind: 'seed', 'purchase', 'order', 'claim', 'refund'... */
    kind: text('kind').notNull(),
    /** The session id, delivery id (with the idempotency key), reward and month it belongs to. */
    reference: text('reference'),
    /** For a row that moves no points: the points it concerns (unrecovered ones). */
    points: integer('points'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_by_player').on(t.uid, t.id),
    /** A case (the ledger row the reference names) is settled once. */
    uniqueIndex('ledger_case_settled_once')
      .on(t.reference)
      .where(sql`${t.kind} = 'case-settled'`),
  ],
)

export const voteSites = pgTable('vote_sites', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  cooldownMs: integer('cooldown_ms').notNull(),
  position: integer('position').notNull(),
  /**
   * How a vote is confirmed (backend/domain/vote-verification.ts, docs/votes.md): its kind and its
   * settings (server token or id, pingback key), never sent to the page. Null: not configured,
   * and no vote on the site counts.
   */
  verification: jsonb('verification'),
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
  /** The player's address when it was issued (what a pull site is asked about). */
  ip: text('ip'),
  /** The vote's reference in a push site's vote link, sent back by its callback. */
  ref: text('ref').notNull().default(''),
})

/**
 * The sites' votes: a push site's callback or a pull site's confirmation, one row per site,
 * reference and voter address (its latest time), and the token it confirmed.
 */
export const votePingbacks = pgTable(
  'vote_pingbacks',
  {
    siteId: text('site_id').notNull(),
    ref: text('ref').notNull(),
    ip: text('ip').notNull(),
    /** Epoch milliseconds. */
    receivedAt: bigint('received_at', { mode: 'number' }).notNull(),
    /** The vote token this vote confirmed (one vote, one token), or null while free. */
    token: text('token'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.ref, t.ip] })],
)

/**
 * Loyalty rewards: one in force per stage and month ('YYYY-MM'), or per stage for every month
 * without its own (month null). Never changed nor deleted (claims and the history name them): the
 * console retires a row (active false) and adds its replacement.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id').notNull(),
    stageId: integer('stage_id').notNull(),
    /** Null: the standing reward of the stage, for the months that have none of their own. */
    month: text('month'),
    /** The operator's description; null: the catalogue item's own. */
    description: text('description'),
    /** False once replaced or removed from the console. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('rewards_in_force')
      .on(sql`coalesce(${t.month}, '')`, t.stageId)
      .where(sql`${t.active}`),
  ],
)

/** Promotion windows (docs/operator-console.md): start inclusive, end exclusive, never overlapping. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    start: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    end: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    multiplier: doublePrecision('multiplier').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('promotions_end_after_start', sql`${t.end} > ${t.start}`),
    check('promotions_multiplier', sql`${t.multiplier} > 1 and ${t.multiplier} <= 3`),
  ],
)

/** The maintenance notice shown on every page: one row (id 1) at most; none is off. */
export const siteNotice = pgTable(
  'site_notice',
  {
    id: integer('id').primaryKey().default(1),
    message: text('message').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [check('site_notice_one_row', sql`${t.id} = 1`)],
)

export const claims = pgTable(
  'claims',
  {
    uid: text('uid').notNull(),
    rewardId: integer('reward_id').notNull(),
    month: text('month').notNull(),
    accountId: integer('account_id').notNull(),
    characterId: integer('character_id').notNull(),
    /** A refund or a dispute lowered the month's progress below the reward's stage: a case. */
    underReview: boolean('under_review').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('claims_once_a_month').on(t.uid, t.rewardId, t.month)],
)

/**
 * Payments: one row per paid session, inserted with its credit, or per failed one (nothing
 * credited), with what refunds and disputes did to it (docs/decisions/028).
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: text('payment_id').primaryKey(),
    uid: text('uid').notNull(),
    priceId: text('price_id').notNull(),
    points: integer('points').notNull(),
    /** The payment behind the session (Stripe's pi_...): refunds name it. */
    paymentIntent: text('payment_intent'),
    /** The loyalty month its points counted in (null for rows older than the column: created_at's). */
    month: text('month'),
    status: text('status', { enum: ['paid', 'failed'] })
      .notNull()
      .default('paid'),
    /** Points of the refunded share already removed or recorded as unrecovered. */
    refundedPoints: integer('refunded_points').notNull().default(0),
    /** Points an open or lost dispute took back (removed or recorded as unrecovered). */
    disputedPoints: integer('disputed_points').notNull().default(0),
    /** Of those, the points that left the balance (given back if the dispute is won). */
    disputeRemoved: integer('dispute_removed').notNull().default(0),
    /** Of all points taken back, those the balance no longer held. */
    unrecoveredPoints: integer('unrecovered_points').notNull().default(0),
    dispute: text('dispute', { enum: ['none', 'open', 'won', 'lost'] })
      .notNull()
      .default('none'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_payment_intent').on(t.paymentIntent)],
)

/**
 * After-sale notices (refund, dispute) about a payment intent no payment is recorded for yet:
 * kept until the payment is recorded, then applied in its transaction and deleted
 * (docs/decisions/041). `key` makes a repeated delivery one row.
 */
export const afterSaleNotices = pgTable(
  'after_sale_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentIntent: text('payment_intent').notNull(),
    key: text('key').notNull(),
    notice: jsonb('notice').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('after_sale_notices_key').on(t.key),
    index('after_sale_notices_intent').on(t.paymentIntent),
  ],
)

/**
 * The first outcome of each idempotent request, per player and key
 * (docs/decisions/012-idempotency-keys-and-ledger.md): written in the request's transaction.
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

/**
 * Players whose account was closed (docs/decisions/043): the SHA-256 of the uid (hex), never the
 * uid itself, and the id their kept rows carry. A payment or a notice about him that arrives
 * later is recorded under that id, and no profile comes back.
 */
export const erasedPlayers = pgTable('erased_players', {
  uidHash: text('uid_hash').primaryKey(),
  erasedId: text('erased_id').notNull(),
  createdAt: createdAt(),
})

/**
 * The operators' audit log (docs/operator-console.md): one row per action of the console,
 * written in the action's transaction. Append-only: a trigger refuses UPDATE and DELETE
 * (migration 0007_audit_log), but for the pseudonymisation of an erased player's rows, in his
 * erasure's transaction (migration 0011).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: createdAt(),
    operatorUid: text('operator_uid').notNull(),
    operatorEmail: text('operator_email'),
    /** 'points.credit', 'points.debit', 'delivery.resend', 'refund-case.settle'... */
    action: text('action').notNull(),
    target: text('target'),
    reason: text('reason').notNull(),
    result: text('result', { enum: ['applied', 'refused'] }).notNull(),
    message: text('message'),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
  },
  (t) => [index('audit_log_by_target').on(t.target, t.id)],
)

// ---------------------------------------------------------------- game accounts and deliveries

/**
 * Which player owns which game account (the game has no such column), with the portal's id of
 * it and its characters as last read from the game (served while the game cannot be read).
 */
export const accountLinks = pgTable(
  'account_links',
  {
    accountId: integer('account_id').primaryKey().generatedByDefaultAsIdentity(),
    uid: text('uid').notNull(),
    /** The game's spelling of the account's name. */
    name: text('name').notNull(),
    characters: jsonb('characters')
      .$type<{ characterId: number; name: string; slot: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_links_name_any_case').on(sql`lower(${t.name})`),
    index('account_links_uid').on(t.uid),
  ],
)

/**
 * The outbox of deliveries (docs/decisions/024-game-database-and-deliveries-outbox.md): a row
 * committed with the debit or the claim it belongs to, then sent to the game by the delivery
 * queue, once.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    deliveryId: text('delivery_id').primaryKey(),
    uid: text('uid').notNull(),
    accountId: integer('account_id').notNull(),
    /** The game account's name, as the game spells it. */
    account: text('account').notNull(),
    characterId: integer('character_id').notNull(),
    characterName: text('character_name').notNull(),
    kind: text('kind', { enum: ['points', 'item'] }).notNull(),
    amount: integer('amount'),
    itemId: integer('item_id'),
    count: integer('count'),
    state: text('state', { enum: ['pending', 'sent', 'received', 'failed'] })
      .notNull()
      .default('pending'),
    failure: text('failure', { enum: ['character-gone', 'refused'] }),
    createdAt: createdAt(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Why a sent delivery looks stuck in the game (docs/decisions/051), or null. */
    stalled: text('stalled', { enum: ['row-gone', 'marker-gone', 'too-old'] }),
  },
  (t) => [
    index('deliveries_by_player').on(t.uid, t.createdAt),
    index('deliveries_by_state').on(t.state, t.createdAt),
  ],
)

/**
 * The counters of the rate limits (server/adapters/rate-limits.ts: rate-limiter-flexible's Drizzle store),
 * shared by every instance: one row per key ('checkout:player:<uid>'), its hits in the window
 * that ends at `expire`. Created by a migration, never by the library at run time.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
})
