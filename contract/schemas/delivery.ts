import { z } from 'zod'
import { IdSchema } from './common'

/**
 * Where a delivery is, up to the character's hands: `pending` (committed with the debit or the
 * claim, not yet in the game's database), `sent` (the game's delivery row is committed: the
 * character gets it at its next login), `received` (the game marked it handed over), `failed`
 * (the game refused it for good, with a reason; never retried by itself).
 */
export const DeliveryStateSchema = z.enum(['pending', 'sent', 'received', 'failed'])
export type DeliveryState = z.infer<typeof DeliveryStateSchema>

/** Why the game refused a delivery for good. */
export const DeliveryFailureSchema = z.enum(['character-gone', 'refused'])
export type DeliveryFailure = z.infer<typeof DeliveryFailureSchema>

const DeliveryBaseSchema = z.object({
  deliveryId: z.string().min(1),
  accountId: IdSchema,
  characterId: IdSchema,
  /** The character's name when the delivery was made. */
  characterName: z.string().min(1),
  state: DeliveryStateSchema,
  /** Set when state is 'failed'. */
  failure: DeliveryFailureSchema.nullable(),
  createdAt: z.string().datetime(),
  /** When the game handed it to the character (state 'received'), as the game says. */
  receivedAt: z.string().datetime().nullable(),
})

export const DeliverySchema = z.discriminatedUnion('kind', [
  DeliveryBaseSchema.extend({ kind: z.literal('points'), amount: IdSchema }),
  DeliveryBaseSchema.extend({ kind: z.literal('item'), itemId: IdSchema, count: IdSchema }),
])
export type Delivery = z.infer<typeof DeliverySchema>

/** The delivery a transfer or a claim made, answered with its outcome. */
export const WithDeliverySchema = z.object({ delivery: DeliverySchema })
