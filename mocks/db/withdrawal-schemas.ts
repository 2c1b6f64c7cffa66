import { z } from 'zod'

const IsoDateSchema = z.string().datetime()

/** A withdrawal from a purchase (backend/ports/store/withdrawals.ts). */
export const WithdrawalRecordSchema = z.object({
  withdrawalId: z.string().min(1),
  uid: z.string().min(1),
  paymentId: z.string().min(1),
  name: z.string(),
  email: z.string(),
  points: z.number().int().nonnegative(),
  amountCents: z.number().int().nonnegative(),
  at: IsoDateSchema,
  refund: z.enum(['pending', 'done']),
  /** The worker's retries (docs/decisions/064); absent: none yet, due from `at`. */
  refundAttempts: z.number().int().nonnegative().optional(),
  refundRetryAt: IsoDateSchema.nullable().optional(),
})

/** The consent stored with a transfer of recently bought AirPoints. */
export const TransferConsentRecordSchema = z.object({
  deliveryId: z.string().min(1),
  uid: z.string().min(1),
  version: z.string().min(1),
  wording: z.string(),
  at: IsoDateSchema,
})

/** A refund the mock payment provider took (the embedded backend's stand-in for Stripe's). */
export const ProviderRefundRecordSchema = z.object({
  key: z.string().min(1),
  paymentIntent: z.string().min(1),
  amountCents: z.number().int().positive(),
  at: IsoDateSchema,
})
