import { z } from 'zod'
import { CursorSchema, IdSchema } from './common'
import { DeliverySchema } from './delivery'

/**
 * Where a purchase stands after the sale: `paid`, `partly-refunded`, `refunded` (in full),
 * `disputed` (a chargeback is open or was lost), `failed` (a delayed payment method failed:
 * nothing was credited). Shown as « payé », « remboursé en partie », « remboursé », « contesté »,
 * « échoué ».
 */
export const PurchaseStatusSchema = z.enum([
  'paid',
  'partly-refunded',
  'refunded',
  'disputed',
  'failed',
])
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>

/** The pack a payment bought, as the catalogue names it (null: a price no longer sold). */
export const HistoryPackSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  /** Euros. */
  price: z.number().nonnegative(),
})

/** Why points were taken back: a refund, or a dispute (chargeback) opened at the bank. */
export const TakeBackCauseSchema = z.enum(['refund', 'dispute'])

const EntryBase = z.object({
  /** The ledger row: unique, and the order of the history (newest first). */
  id: z.string().min(1),
  at: z.string().datetime(),
})

const PaymentRef = {
  paymentId: z.string().min(1),
  pack: HistoryPackSchema.nullable(),
}

/**
 * One entry of a player's history, one per row of the ledger:
 * - `purchase`: a payment (points credited, 0 when it failed) and where it stands now;
 * - `transfer`: AirPoints sent to a character, with the delivery's state;
 * - `claim`: a loyalty reward sent to a character, with the delivery's state; `underReview` when
 *   a refund or a dispute later lowered the month's progress below its stage;
 * - `vote`: a vote counted on a voting site;
 * - `take-back`: points a refund or a dispute removed from the balance;
 * - `unrecovered`: points of a refunded or disputed share the balance no longer held (already
 *   transferred), recorded for the operator;
 * - `dispute-won`: points given back when the bank closed a dispute in the portal's favour;
 * - `reward-case`: a reward claimed on progress that no longer holds, recorded for the operator;
 * - `adjustment`: AirPoints the team credited or debited from the operator's console;
 * - `transfer-returned`: the AirPoints of a transfer the game refused for good (the character is
 *   gone), given back to the balance by themselves.
 */
export const HistoryEntrySchema = z.discriminatedUnion('kind', [
  EntryBase.extend({
    kind: z.literal('purchase'),
    ...PaymentRef,
    points: z.number().int().nonnegative(),
    status: PurchaseStatusSchema,
  }),
  EntryBase.extend({
    kind: z.literal('transfer'),
    points: z.number().int().positive(),
    /** null when the delivery is no longer known (a transfer older than the outbox). */
    delivery: DeliverySchema.nullable(),
  }),
  EntryBase.extend({
    kind: z.literal('claim'),
    rewardId: IdSchema,
    /** The game's item of the reward (null: a reward no longer offered). */
    itemId: IdSchema.nullable(),
    month: z.string().regex(/^\d{4}-\d{2}$/),
    delivery: DeliverySchema.nullable(),
    underReview: z.boolean(),
  }),
  EntryBase.extend({
    kind: z.literal('vote'),
    providerId: z.string().min(1),
    providerName: z.string().min(1).nullable(),
  }),
  EntryBase.extend({
    kind: z.literal('take-back'),
    cause: TakeBackCauseSchema,
    ...PaymentRef,
    points: z.number().int().positive(),
  }),
  EntryBase.extend({
    kind: z.literal('unrecovered'),
    cause: TakeBackCauseSchema,
    ...PaymentRef,
    points: z.number().int().positive(),
  }),
  EntryBase.extend({
    kind: z.literal('dispute-won'),
    ...PaymentRef,
    /** Points given back to the balance (those the dispute had removed). */
    points: z.number().int().nonnegative(),
  }),
  EntryBase.extend({
    kind: z.literal('reward-case'),
    rewardId: IdSchema,
    month: z.string().regex(/^\d{4}-\d{2}$/),
  }),
  EntryBase.extend({
    kind: z.literal('adjustment'),
    /** AirPoints the team added (positive) or removed (negative). */
    points: z.number().int(),
  }),
  EntryBase.extend({
    kind: z.literal('transfer-returned'),
    points: z.number().int().positive(),
    /** The refused delivery (null when it is no longer known). */
    delivery: DeliverySchema.nullable(),
  }),
])
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>
export type HistoryEntryKind = HistoryEntry['kind']

export const HISTORY_KINDS = [
  'purchase',
  'transfer',
  'claim',
  'vote',
  'take-back',
  'unrecovered',
  'dispute-won',
  'reward-case',
  'adjustment',
  'transfer-returned',
] as const satisfies readonly HistoryEntryKind[]

export const HISTORY_PAGE_SIZE = { default: 20, max: 50 } as const

/**
 * A page of the history: `cursor` is the `nextCursor` of the previous page (absent: the newest
 * entries); `kind` keeps one kind of entry only.
 */
export const HistoryQuerySchema = z.object({
  cursor: CursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE.max).optional(),
  kind: z.enum(HISTORY_KINDS).optional(),
})
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>

export const HistoryPageSchema = z.object({
  /** Newest first. */
  entries: z.array(HistoryEntrySchema),
  /** The cursor of the next (older) page, null when this one is the last. */
  nextCursor: z.string().nullable(),
})
export type HistoryPage = z.infer<typeof HistoryPageSchema>
