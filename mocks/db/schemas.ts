import {
  AuthUserSchema,
  ClaimSchema,
  FidelityRewardSchema,
  IdSchema,
  ProfileSchema,
  RankingCharacterSchema,
} from '@contract/schemas'
import { z } from 'zod'

/** Server-side records: the contract's entities plus what only the server knows. */
const MonthSchema = z.string().regex(/^\d{4}-\d{2}$/)
const IsoDateSchema = z.string().datetime()

export const UserRecordSchema = AuthUserSchema.extend({
  /** null for identities that sign in with Google only. */
  password: z.string().nullable(),
  provider: z.enum(['password', 'google.com']),
})

export const ProfileRecordSchema = ProfileSchema.extend({
  uid: z.string().min(1),
  /** The month monthPoints belongs to; another month means monthPoints is 0. */
  month: MonthSchema,
})

export const GameAccountRecordSchema = z.object({
  accountId: IdSchema,
  uid: z.string().min(1),
  name: z.string().min(1),
  password: z.string(),
})

export const CharacterRecordSchema = z.object({
  characterId: IdSchema,
  accountId: IdSchema,
  name: z.string().min(1),
})

export const RankingRecordSchema = RankingCharacterSchema

export const VoteProviderRecordSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  image: z.string(),
  link: z.string(),
  cooldownMs: z.number().int().positive(),
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
})

export const FidelityRewardRecordSchema = FidelityRewardSchema

export const ClaimRecordSchema = ClaimSchema.extend({ uid: z.string().min(1), month: MonthSchema })

export const CheckoutSessionRecordSchema = z.object({
  id: z.string().min(1),
  uid: z.string().min(1),
  priceId: z.string().min(1),
  /** Points the pack credits, promotion included, fixed when the session opens. */
  points: z.number().int().positive(),
  /** When the session opened: fulfilment applies the promotion window of that moment. */
  openedAt: IsoDateSchema,
  status: z.enum(['open', 'paid', 'cancelled']),
})

/** Append-only: one row per AirPoints movement and per claim (points = the sum of deltas). */
export const LedgerRecordSchema = z.object({
  id: z.number().int().positive(),
  uid: z.string().min(1),
  delta: z.number().int(),
  kind: z.enum(['seed', 'order', 'purchase', 'refund', 'refund-unrecovered', 'claim']),
  reference: z.string().nullable(),
  createdAt: IsoDateSchema,
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
export type CharacterRecord = z.infer<typeof CharacterRecordSchema>
export type VoteProviderRecord = z.infer<typeof VoteProviderRecordSchema>
export type VoteStateRecord = z.infer<typeof VoteStateRecordSchema>
export type VoteTokenRecord = z.infer<typeof VoteTokenRecordSchema>
export type ClaimRecord = z.infer<typeof ClaimRecordSchema>
export type CheckoutSessionRecord = z.infer<typeof CheckoutSessionRecordSchema>
export type LedgerRecord = z.infer<typeof LedgerRecordSchema>
export type MailRecord = z.infer<typeof MailRecordSchema>
