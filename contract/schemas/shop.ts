import { z } from 'zod'
import { BODY_LIMITS, IdSchema, ShortIdSchema } from './common'

export const CheckoutRequestSchema = z.object({ priceId: ShortIdSchema })
export const CheckoutSessionSchema = z.object({ url: z.string().url() })

/** Transfer of AirPoints to a character: a whole number of points, at least 1. */
export const TransferRequestSchema = z.object({
  accountId: IdSchema,
  characterId: IdSchema,
  amount: z.number().int().min(1).max(BODY_LIMITS.maxInt),
  /**
   * The version of the consent the player ticked (TRANSFER_CONSENT): required when the transfer
   * uses AirPoints bought less than 14 days ago (docs/decisions/063).
   */
  consent: z.string().min(1).max(BODY_LIMITS.maxIdLength).optional(),
})
export type TransferRequest = z.infer<typeof TransferRequestSchema>
