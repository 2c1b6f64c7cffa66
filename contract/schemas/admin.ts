import { z } from 'zod'
import { CursorSchema } from './common'

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
