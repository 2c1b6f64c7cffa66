import { z } from 'zod'
import { CursorSchema, ErrorSchema, ValidationErrorSchema, personalErrorResponses } from './common'

/**
 * The operator's console (docs/operator-console.md): every call under /admin needs the `admin`
 * custom claim (401 without a valid token, 403 for a player without it).
 */

/** The reason an operator types for an action: kept in the audit log with it. */
export const AdminReasonSchema = z
  .string()
  .trim()
  .min(3, 'Indiquez la raison de cette action (3 caractères au moins).')
  .max(500, 'La raison ne doit pas dépasser 500 caractères.')

/**
 * Why the console refused an action or a read: what the operator is shown is the `message` of an
 * answer that carries one of these codes (backend/routes/admin.ts ADMIN_MESSAGES, backend/routes/admin-content.ts
 * CONTENT_REFUSALS), never a guess from the text.
 */
export const ADMIN_REFUSAL_CODES = [
  'unknownPlayer',
  'insufficient',
  'unknownDelivery',
  'notFailed',
  'alreadyResent',
  'pointsReturned',
  'unknownTarget',
  'unknownCase',
  'alreadySettled',
  'promotionInvalid',
  'promotionNotFound',
  'promotionStarted',
  'promotionInPast',
  'unknownStage',
  'unknownItem',
  'noMonthReward',
  'emptyNotice',
  'unknownApproval',
  'alreadyDecided',
  'ownRequest',
  'unknownAdjustment',
  'alreadyUndone',
  'undoBelowZero',
  'alreadyBanned',
  'notBanned',
  'banInPast',
  'incidentNotFound',
  'incidentInvalid',
  'newsNotFound',
  'newsSlugTaken',
  // The second factor (docs/decisions/059).
  'secondFactorRequired',
  'secondFactorStale',
  'secondFactorInvalid',
  'secondFactorEnrolled',
  'secondFactorMissing',
] as const
export type AdminRefusalCode = (typeof ADMIN_REFUSAL_CODES)[number]

/** A refusal of the console: its code, and the French message to show as it is. */
export const AdminRefusalSchema = z.object({
  code: z.enum(ADMIN_REFUSAL_CODES),
  message: z.string(),
})
export type AdminRefusal = z.infer<typeof AdminRefusalSchema>

/**
 * The console's error answers: a refusal (with its code) or, for 400, a body the contract
 * rejected; other errors as everywhere (401, 403, 422). Listed before the plain shapes, so that
 * a refusal keeps its code when the answer is validated.
 */
export const adminErrorResponses = {
  ...personalErrorResponses,
  400: z.union([AdminRefusalSchema, ValidationErrorSchema]),
  403: z.union([AdminRefusalSchema, ErrorSchema]),
  404: z.union([AdminRefusalSchema, ErrorSchema]),
  409: z.union([AdminRefusalSchema, ErrorSchema]),
} as const

/**
 * What an audited action did: `applied`, or `refused` (nothing changed; `message` says why,
 * in French, as the operator saw it).
 */
export const AuditResultSchema = z.enum(['applied', 'refused'])
export type AuditResult = z.infer<typeof AuditResultSchema>

/** One row of the append-only audit log: who did what, when, why, and what came of it. */
export const AuditEntrySchema = z.object({
  /** Orders the log: newest is highest. */
  id: z.string().min(1),
  at: z.string().datetime(),
  operator: z.object({ uid: z.string().min(1), email: z.string().nullable() }),
  /** What was done: 'points.credit', 'points.debit', 'delivery.resend', 'refund-case.settle'... */
  action: z.string().min(1),
  /** Whom or what it concerned: a player's uid, a delivery id... (null: the whole portal). */
  target: z.string().nullable(),
  reason: z.string(),
  result: AuditResultSchema,
  /** Why a refused action changed nothing (French), else null. */
  message: z.string().nullable(),
  /** The action's own figures (amount, balance after, delivery id...). */
  details: z.record(z.union([z.string(), z.number(), z.boolean(), z.null()])),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const AUDIT_PAGE_SIZE = { default: 50, max: 100 } as const

export const AuditQuerySchema = z.object({
  /** The nextCursor of the previous page (absent: the newest rows). */
  cursor: CursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE.max).optional(),
  /** Only the rows about this target (a player's uid...). */
  target: z.string().min(1).max(128).optional(),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
})
export type AuditPage = z.infer<typeof AuditPageSchema>

// ---------------------------------------------------------------- players

export const PlayerSearchQuerySchema = z.object({
  /** An email (or part of it), a uid, a game account's or a character's name. */
  q: z.string().trim().min(2, 'Tapez au moins 2 caractères.').max(128),
})

/** A player found by a search, and what matched. */
export const PlayerSummarySchema = z.object({
  uid: z.string().min(1),
  email: z.string().nullable(),
  points: z.number().int().nonnegative(),
  matchedBy: z.enum(['uid', 'email', 'account', 'character']),
})
export type PlayerSummary = z.infer<typeof PlayerSummarySchema>

export const PlayerSearchSchema = z.object({ players: z.array(PlayerSummarySchema) })

/** A refund or dispute share the balance no longer held, to settle with the player. */
export const RefundCaseSchema = z.object({
  /** The ledger row that recorded it. */
  caseId: z.string().min(1),
  at: z.string().datetime(),
  cause: z.enum(['refund', 'dispute']),
  paymentId: z.string().min(1),
  points: z.number().int().positive(),
  settled: z.boolean(),
})
export type RefundCase = z.infer<typeof RefundCaseSchema>

/** One player as the console shows them; their history is read with admin.playerHistory. */
export const PlayerViewSchema = z.object({
  uid: z.string().min(1),
  email: z.string().nullable(),
  points: z.number().int().nonnegative(),
  /** Points bought this month (the loyalty progress), and that month. */
  monthPoints: z.number().int().nonnegative(),
  month: z.string().regex(/^\d{4}-\d{2}$/),
  accounts: z.array(
    z.object({
      accountId: z.number().int().positive(),
      name: z.string().min(1),
      characters: z.array(
        z.object({ characterId: z.number().int(), name: z.string(), slot: z.number().int() }),
      ),
    }),
  ),
  refundCases: z.array(RefundCaseSchema),
})
export type PlayerView = z.infer<typeof PlayerViewSchema>

// ---------------------------------------------------------------- actions

/** Most AirPoints one action credits or debits. */
export const MAX_ADJUSTMENT = 1_000_000

export const PointsAdjustmentSchema = z.object({
  amount: z
    .number()
    .int("Indiquez un nombre entier d'AirPoints.")
    .positive("Indiquez un nombre d'AirPoints supérieur à 0.")
    .max(MAX_ADJUSTMENT, "Un million d'AirPoints au plus par action."),
  reason: AdminReasonSchema,
})
export type PointsAdjustment = z.infer<typeof PointsAdjustmentSchema>

export const ReasonBodySchema = z.object({ reason: AdminReasonSchema })

/** A failed delivery sent again: to its character, or to another of the player's characters. */
export const ResendBodySchema = ReasonBodySchema.extend({
  accountId: z.number().int().positive().optional(),
  characterId: z.number().int().positive().optional(),
})

/** What an action answers: the player's balance after it, and its row of the audit log. */
export const ActionOutcomeSchema = z.object({
  points: z.number().int().nonnegative(),
  monthPoints: z.number().int().nonnegative(),
  auditId: z.string().min(1),
})
export type ActionOutcome = z.infer<typeof ActionOutcomeSchema>

// ---------------------------------------------------------------- payments

/** « payé », « remboursé », « contesté », « échoué » (a partial refund counts as refunded). */
export const PaymentFilterStatusSchema = z.enum(['paid', 'refunded', 'disputed', 'failed'])
export type PaymentFilterStatus = z.infer<typeof PaymentFilterStatusSchema>

export const PaymentsQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'Mois attendu au format AAAA-MM.')
    .optional(),
  status: PaymentFilterStatusSchema.optional(),
})

export const AdminPaymentSchema = z.object({
  paymentId: z.string().min(1),
  uid: z.string().min(1),
  at: z.string().datetime(),
  month: z.string(),
  /** The pack's title, null for a price no longer sold. */
  pack: z.string().nullable(),
  /** Euros charged. */
  amount: z.number().nonnegative(),
  points: z.number().int().nonnegative(),
  status: PaymentFilterStatusSchema,
  /** Points a refund took back; points an open or lost dispute took back. */
  refundedPoints: z.number().int().nonnegative(),
  disputedPoints: z.number().int().nonnegative(),
})
export type AdminPayment = z.infer<typeof AdminPaymentSchema>

/** A month's money, euros: paid, then what refunds and disputes took out, and what is left. */
export const MonthTotalSchema = z.object({
  month: z.string(),
  payments: z.number().int().nonnegative(),
  gross: z.number().nonnegative(),
  refunded: z.number().nonnegative(),
  disputed: z.number().nonnegative(),
  net: z.number(),
})
export type MonthTotal = z.infer<typeof MonthTotalSchema>

export const PaymentsReportSchema = z.object({
  payments: z.array(AdminPaymentSchema),
  /** Per month (newest first), every status counted whatever the status filter. */
  totals: z.array(MonthTotalSchema),
})
export type PaymentsReport = z.infer<typeof PaymentsReportSchema>
