import { z } from 'zod'
import { AdminReasonSchema, PointsAdjustmentSchema } from './admin'

/**
 * Two pairs of eyes, the undo and bans (docs/decisions/056 and 057; docs/operator-console.md).
 */

// ---------------------------------------------------------------- approvals

/** AirPoints one operator may credit or debit alone by default; above, a second one approves. */
export const DEFAULT_APPROVAL_THRESHOLD = 10_000

export const ApprovalStatusSchema = z.enum(['pending', 'approved', 'rejected'])
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>

/** A credit or debit above the threshold, waiting for (or decided by) a second operator. */
export const ApprovalSchema = z.object({
  approvalId: z.string().min(1),
  uid: z.string().min(1),
  direction: z.enum(['credit', 'debit']),
  amount: PointsAdjustmentSchema.shape.amount,
  reason: z.string(),
  requestedBy: z.object({ uid: z.string().min(1), email: z.string().nullable() }),
  requestedAt: z.string().datetime(),
  status: ApprovalStatusSchema,
  decidedBy: z.object({ uid: z.string().min(1), email: z.string().nullable() }).nullable(),
  decidedAt: z.string().datetime().nullable(),
  decisionReason: z.string().nullable(),
})
export type Approval = z.infer<typeof ApprovalSchema>

/** A credit or debit above the threshold: recorded, not applied (the balance is unchanged). */
export const PendingAdjustmentSchema = z.object({
  approval: ApprovalSchema,
  auditId: z.string().min(1),
})
export type PendingAdjustment = z.infer<typeof PendingAdjustmentSchema>

export const ApprovalsQuerySchema = z.object({
  /** Only these (default: the pending ones). */
  status: ApprovalStatusSchema.optional(),
})

export const ApprovalListSchema = z.object({ approvals: z.array(ApprovalSchema) })

/** A decision on a pending approval: its row after, and the audit row it wrote. */
export const ApprovalDecisionSchema = z.object({
  approval: ApprovalSchema,
  points: z.number().int().nonnegative(),
  auditId: z.string().min(1),
})
export type ApprovalDecision = z.infer<typeof ApprovalDecisionSchema>

// ---------------------------------------------------------------- bans

/** Where the block of the player's game accounts stands in the game. */
export const GameBlockSchema = z.enum(['blocked', 'pending', 'lifted', 'lift-pending'])
export type GameBlock = z.infer<typeof GameBlockSchema>

export const BanSchema = z.object({
  uid: z.string().min(1),
  reason: z.string(),
  at: z.string().datetime(),
  /** The end of the ban (null: until an operator lifts it). */
  until: z.string().datetime().nullable(),
  by: z.object({ uid: z.string().min(1), email: z.string().nullable() }),
  /** True while the ban is in force (not lifted, its end not reached). */
  active: z.boolean(),
  /** The game accounts blocked in the game, and whether the game took the last change. */
  accounts: z.array(z.string()),
  gameBlock: GameBlockSchema,
})
export type Ban = z.infer<typeof BanSchema>

export const BanBodySchema = z.object({
  reason: AdminReasonSchema,
  /** The ban's end, in the future (absent or null: no end). */
  until: z.string().datetime({ offset: true }).nullable().optional(),
})
export type BanBody = z.infer<typeof BanBodySchema>

export const BanOutcomeSchema = z.object({ ban: BanSchema, auditId: z.string().min(1) })
export const PlayerBanSchema = z.object({ ban: BanSchema.nullable() })
export const BanListSchema = z.object({ bans: z.array(BanSchema) })

/** What the player sees of his own ban: why, and until when (null: no end). */
export const BanNoticeSchema = z.object({
  ban: z.object({ reason: z.string(), until: z.string().datetime().nullable() }).nullable(),
})
export type BanNotice = z.infer<typeof BanNoticeSchema>
