import { z } from 'zod'

/** The second factor (docs/decisions/059), as the collections keep it. */

export const SecondFactorRecordSchema = z.object({
  uid: z.string().min(1),
  sealedSecret: z.string(),
  confirmed: z.boolean(),
  lastStep: z.number().int().nullable(),
  recoveryDigests: z.array(z.string()),
})

export const StepUpRecordSchema = z.object({
  digest: z.string(),
  uid: z.string().min(1),
  verifiedAt: z.string(),
  expiresAt: z.string(),
})
