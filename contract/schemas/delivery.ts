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

/**
 * Why a sent delivery looks stuck in the game (« En attente dans le jeu »): its game row is gone
 * ('row-gone': deleted by a tool or a release), its marker is gone ('marker-gone': the game's
 * database restored from a backup), or it waits longer than the set age ('too-old': the
 * character has not logged in, its bag is full, or the game does not know the item). The
 * console says what to do: docs/game-database.md.
 */
export const DeliveryStallSchema = z.enum(['row-gone', 'marker-gone', 'too-old'])
export type DeliveryStall = z.infer<typeof DeliveryStallSchema>

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
  /** Set while a 'sent' delivery looks stuck in the game (absent or null otherwise). */
  stalled: DeliveryStallSchema.nullable().optional(),
})

export const DeliverySchema = z.discriminatedUnion('kind', [
  DeliveryBaseSchema.extend({ kind: z.literal('points'), amount: IdSchema }),
  DeliveryBaseSchema.extend({ kind: z.literal('item'), itemId: IdSchema, count: IdSchema }),
])
export type Delivery = z.infer<typeof DeliverySchema>

/** The delivery a transfer or a claim made, answered with its outcome. */
export const WithDeliverySchema = z.object({ delivery: DeliverySchema })
