import { z } from 'zod'

/** Two pairs of eyes, the undo and bans (docs/decisions/056 and 057), as the collections keep them. */

export const ApprovalRecordSchema = z.object({
  id: z.number().int().positive(),
  uid: z.string().min(1),
  direction: z.enum(['credit', 'debit']),
  amount: z.number().int().positive(),
  reason: z.string(),
  requestedBy: z.string().min(1),
  requestedByEmail: z.string().nullable(),
  requestedAt: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  decidedBy: z.string().nullable(),
  decidedByEmail: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
})

export const AdjustmentUndoRecordSchema = z.object({
  auditId: z.number().int().positive(),
  uid: z.string().min(1),
  undoneBy: z.string().min(1),
})

export const BanRecordSchema = z.object({
  id: z.number().int().positive(),
  uid: z.string().min(1),
  reason: z.string(),
  at: z.string(),
  until: z.string().nullable(),
  by: z.string().min(1),
  byEmail: z.string().nullable(),
  liftedAt: z.string().nullable(),
  accounts: z.array(z.string()),
  gameSynced: z.boolean(),
})
