import {
  AuthUserSchema,
  DeliveryFailureSchema,
  DeliveryStallSchema,
  DeliveryStateSchema,
  ClaimSchema,
  LoyaltyRewardSchema,
  IdSchema,
  ProfileSchema,
  RankingCharacterSchema,
} from '@contract/schemas'
import { VoteVerificationSchema } from '@backend/domain/vote-verification'
import { z } from 'zod'

/** Server-side records: the contract's entities plus what only the server knows. */
const MonthSchema = z.string().regex(/^\d{4}-\d{2}$/)
const IsoDateSchema = z.string().datetime()

export const UserRecordSchema = AuthUserSchema.extend({
  /** null for identities that sign in with Google only. */
  password: z.string().nullable(),
  provider: z.enum(['password', 'google.com']),
  /** The `admin` custom claim (an operator of the console); absent for players. */
  admin: z.boolean().optional(),
})

export const ProfileRecordSchema = ProfileSchema.extend({
  uid: z.string().min(1),
  /** The month monthPoints belongs to; another month means monthPoints is 0. */
  month: MonthSchema,
})

// ---------------------------------------------------------------- the embedded game's own tables

/**
 * The game's accounts (ACCOUNT_TBL): the name lowercase as the game keeps it. The embedded game
 * is a stand-in for development: it keeps the password as typed (the real adapters store the
 * game's md5(salt + password)).
 */
export const GameAccountRecordSchema = z.object({
  name: z.string().min(1),
  password: z.string(),
  /** ACCOUNT_TBL_DETAIL.m_chLoginAuthority ('F' player, absent too); anything else is staff. */
  loginAuthority: z.string().length(1).optional(),
  /** ACCOUNT_TBL_DETAIL.BlockTime: blocked while this day ('yyyymmdd') is today or later. */
  blockTime: z.string().optional(),
})

/** The game's characters (CHARACTER_TBL), with what the ranking reads. */
export const GameCharacterRecordSchema = RankingCharacterSchema.extend({
  characterId: IdSchema,
  account: z.string().min(1),
  slot: z.number().int().nonnegative(),
  staff: z.boolean(),
  deleted: z.boolean(),
  /** The channel it plays on, 0 offline (Flyff's MultiServer); absent: offline. */
  multiServer: z.number().int().nonnegative().optional(),
})

/** The game's guilds in use (GUILD_TBL); a disbanded guild is deleted, as the game does. */
export const GameGuildRecordSchema = z.object({
  guildId: IdSchema,
  name: z.string().min(1),
  level: z.number().int().nonnegative(),
})

/** The game's guild members (GUILD_MEMBER_TBL): rank 0 is the master. */
export const GameGuildMemberRecordSchema = z.object({
  characterId: IdSchema,
  guildId: IdSchema,
  rank: z.number().int().min(0).max(4),
})

/** The game's delivery rows (ITEM_SEND_TBL): handed once the character enters the world. */
export const GameItemSendRecordSchema = z.object({
  no: IdSchema,
  characterId: IdSchema,
  /** The game's item id (the AirPoints item for points). */
  itemId: IdSchema,
  count: IdSchema,
  handedAt: IsoDateSchema.nullable(),
  /** Flyff's m_bCharged: 0 a charged (cash-shop) item, 1 an ordinary one. */
  charged: z.union([z.literal(0), z.literal(1)]).default(0),
})

/** The portal's marker beside the game's rows: one per deliveryId, written with its rows. */
export const GameDeliveryMarkRecordSchema = z.object({
  deliveryId: z.string().min(1),
  /** The delivery's rows (one per stack), the first one first. */
  no: IdSchema,
  rows: z.array(IdSchema).default([]),
  /** The character its rows are for. */
  characterId: IdSchema.optional(),
  createdAt: IsoDateSchema.default(() => new Date().toISOString()),
})

// ---------------------------------------------------------------- the portal's

/** Which player owns which game account, and its characters as last read from the game. */
export const AccountLinkRecordSchema = z.object({
  accountId: IdSchema,
  uid: z.string().min(1),
  name: z.string().min(1),
  characters: z.array(
    z.object({ characterId: IdSchema, name: z.string().min(1), slot: z.number().int() }),
  ),
})

/** The outbox of deliveries (backend/ports/store/outbox.ts DeliveryRecord), as flat JSON. */
export const DeliveryRecordSchema = z.object({
  deliveryId: z.string().min(1),
  uid: z.string().min(1),
  accountId: IdSchema,
  account: z.string().min(1),
  characterId: IdSchema,
  characterName: z.string().min(1),
  kind: z.enum(['points', 'item']),
  amount: z.number().int().nullable(),
  itemId: z.number().int().nullable(),
  count: z.number().int().nullable(),
  state: DeliveryStateSchema,
  failure: DeliveryFailureSchema.nullable(),
  createdAt: IsoDateSchema,
  receivedAt: IsoDateSchema.nullable(),
  stalled: DeliveryStallSchema.nullable().default(null),
})

export const VoteSiteRecordSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  image: z.string(),
  link: z.string(),
  cooldownMs: z.number().int().positive(),
  /** How a vote on it is confirmed (the simulated sites below answer); null: never counted. */
  verification: VoteVerificationSchema.nullable(),
})

export const VoteStateRecordSchema = z.object({
  uid: z.string().min(1),
  providerId: z.string().min(1),
  votes: z.number().int().nonnegative(),
  nextVote: IsoDateSchema,
})

export const VoteTokenRecordSchema = z.object({
  token: z.string().min(1),
  uid: z.string().min(1),
  providerId: z.string().min(1),
  /** Epoch milliseconds. */
  issuedAt: z.number().int(),
  used: z.boolean(),
  ip: z.string().nullable(),
  ref: z.string(),
})

/** The push sites' callbacks the backend received (backend/ports/store/votes.ts PingbackRow). */
export const VotePingbackRecordSchema = z.object({
  siteId: z.string().min(1),
  ref: z.string(),
  ip: z.string(),
  receivedAt: z.number().int(),
  /** The vote token it confirmed, or null while free. */
  token: z.string().nullable().default(null),
})

/** Votes cast on the simulated voting sites (mocks/vote-sites.ts): what those sites know. */
export const SiteVoteRecordSchema = z.object({
  providerId: z.string().min(1),
  ip: z.string(),
  ref: z.string(),
  /** Epoch milliseconds. */
  at: z.number().int(),
})

/** A reward of one month ('YYYY-MM'), or of every month without its own (month null). */
export const LoyaltyRewardRecordSchema = LoyaltyRewardSchema.extend({
  month: MonthSchema.nullable(),
  /** False once replaced or removed from the console (kept: claims name it). */
  active: z.boolean(),
})

/** A promotion window (ISO dates; end exclusive). */
export const PromotionRecordSchema = z.object({
  id: IdSchema,
  start: IsoDateSchema,
  end: IsoDateSchema,
  multiplier: z.number().positive(),
})

/** The maintenance notice: one record at most (none: off). */
export const SiteNoticeRecordSchema = z.object({
  message: z.string(),
  enabled: z.boolean(),
})

export const ClaimRecordSchema = ClaimSchema.extend({
  uid: z.string().min(1),
  month: MonthSchema,
  /** A refund or a dispute lowered the month's progress below the reward's stage: a case. */
  underReview: z.boolean(),
})

export const CheckoutSessionRecordSchema = z.object({
  id: z.string().min(1),
  uid: z.string().min(1),
  priceId: z.string().min(1),
  /** Points the pack credits, promotion included, fixed when the session opens. */
  points: z.number().int().positive(),
  /** When the session opened: fulfilment applies the promotion window of that moment. */
  openedAt: IsoDateSchema,
  status: z.enum(['open', 'paid', 'cancelled', 'failed']),
})

/** An after-sale notice about a session not paid yet, kept until it is (docs/decisions/041). */
export const AfterSaleNoticeRecordSchema = z.object({
  id: z.number().int().positive(),
  paymentIntent: z.string().min(1),
  key: z.string().min(1),
  notice: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('refund'),
      paymentIntent: z.string(),
      amountRefunded: z.number(),
      amount: z.number(),
      reference: z.string(),
    }),
    z.object({
      kind: z.literal('dispute-opened'),
      paymentIntent: z.string(),
      reference: z.string(),
    }),
    z.object({
      kind: z.literal('dispute-closed'),
      paymentIntent: z.string(),
      won: z.boolean(),
      reference: z.string(),
    }),
  ]),
})

/** Payments recorded by fulfilment (backend/ports/store/payments.ts StoredPayment): paid or failed sessions. */
export const PaymentRecordSchema = z.object({
  paymentId: z.string().min(1),
  uid: z.string().min(1),
  priceId: z.string().min(1),
  points: z.number().int().nonnegative(),
  /** The mock's payment behind the session: pi_mock_<session>. */
  paymentIntent: z.string().nullable(),
  month: MonthSchema,
  status: z.enum(['paid', 'failed']),
  refundedPoints: z.number().int().nonnegative(),
  disputedPoints: z.number().int().nonnegative(),
  disputeRemoved: z.number().int().nonnegative(),
  unrecoveredPoints: z.number().int().nonnegative(),
  dispute: z.enum(['none', 'open', 'won', 'lost']),
  createdAt: IsoDateSchema,
})

/** Append-only: one row per AirPoints movement and per claim (points = the sum of deltas). */
export const LedgerRecordSchema = z.object({
  id: z.number().int().positive(),
  uid: z.string().min(1),
  delta: z.number().int(),
  kind: z.enum([
    'seed',
    'purchase',
    'order',
    'claim',
    'vote',
    'payment-failed',
    'refund',
    'refund-unrecovered',
    'dispute',
    'dispute-unrecovered',
    'dispute-won',
    'reward-case',
    'account-closed',
    'admin-credit',
    'admin-debit',
    'case-settled',
    'delivery-returned',
  ]),
  reference: z.string().nullable(),
  /** For a row that moves no points: the points it concerns (unrecovered ones). */
  points: z.number().int().nullable(),
  createdAt: IsoDateSchema,
})

/**
 * The operators' audit log (backend/ports/store/audit.ts AuditRow): append-only, the store port has no way
 * to change or remove a row.
 */
export const AuditRecordSchema = z.object({
  id: z.number().int().positive(),
  at: IsoDateSchema,
  operatorUid: z.string().min(1),
  operatorEmail: z.string().nullable(),
  action: z.string().min(1),
  target: z.string().nullable(),
  reason: z.string(),
  result: z.enum(['applied', 'refused']),
  message: z.string().nullable(),
  details: z.record(z.union([z.string(), z.number(), z.boolean(), z.null()])),
})

/**
 * Players whose account was closed (server/db/schema.ts erasedPlayers): the SHA-256 of the uid,
 * and the id their kept records carry.
 */
export const ErasedPlayerRecordSchema = z.object({
  uidHash: z.string().min(1),
  erasedId: z.string().min(1),
})

/** The first outcome of an idempotent request per player and key (its body as JSON text). */
export const IdempotencyKeyRecordSchema = z.object({
  uid: z.string().min(1),
  key: z.string().min(1),
  fingerprint: z.string(),
  status: z.number().int().nullable(),
  body: z.string().nullable(),
})

export const MailRecordSchema = z.object({
  id: z.string().min(1),
  to: z.string().email(),
  subject: z.string(),
  text: z.string(),
  link: z.string(),
  kind: z.enum(['verify', 'reset']),
  /** The one-time code the link carries (oobCode). */
  code: z.string().min(1),
  used: z.boolean(),
  createdAt: IsoDateSchema,
})

export type UserRecord = z.infer<typeof UserRecordSchema>
export type ProfileRecord = z.infer<typeof ProfileRecordSchema>
export type GameAccountRecord = z.infer<typeof GameAccountRecordSchema>
export type GameCharacterRecord = z.infer<typeof GameCharacterRecordSchema>
export type AccountLinkRecord = z.infer<typeof AccountLinkRecordSchema>
export type DeliveryRecordRow = z.infer<typeof DeliveryRecordSchema>
export type VoteSiteRecord = z.infer<typeof VoteSiteRecordSchema>
export type VoteStateRecord = z.infer<typeof VoteStateRecordSchema>
export type VoteTokenRecord = z.infer<typeof VoteTokenRecordSchema>
export type PromotionRecord = z.infer<typeof PromotionRecordSchema>
export type ClaimRecord = z.infer<typeof ClaimRecordSchema>
export type CheckoutSessionRecord = z.infer<typeof CheckoutSessionRecordSchema>
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>
export type LedgerRecord = z.infer<typeof LedgerRecordSchema>
export type MailRecord = z.infer<typeof MailRecordSchema>
export type AuditRecordRow = z.infer<typeof AuditRecordSchema>

/** A news item (backend/ports/store/news.ts NewsRow). */
export const NewsRecordSchema = z.object({
  id: IdSchema,
  slug: z.string().min(1),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  pinned: z.boolean(),
  publishAt: IsoDateSchema.nullable(),
  updatedAt: IsoDateSchema,
})

/** A message of the Discord outbox (backend/ports/store/discord.ts), kept for testers. */
export const DiscordMessageRecordSchema = z.object({
  id: z.string().min(1),
  channel: z.enum(['announcements', 'alerts', 'audit']),
  content: z.string(),
  link: z.string().nullable(),
  notBefore: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  state: z.enum(['pending', 'sent', 'failed', 'skipped', 'withdrawn']),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
})
