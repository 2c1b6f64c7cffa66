import { z } from 'zod'
import { IdSchema } from './common'

export const LoyaltyRewardSchema = z.object({
  id: IdSchema,
  itemId: IdSchema,
  stageId: z.number().int().nonnegative(),
  /** The operator's description of it; null: the catalogue item's own. */
  description: z.string().nullable(),
})
export type LoyaltyReward = z.infer<typeof LoyaltyRewardSchema>

export const ClaimableRewardSchema = z.object({
  rewardId: IdSchema,
  /** Present and true: the claim needs CLAIM_CONSENT's version (docs/decisions/064). */
  consentRequired: z.boolean().optional(),
})
export type ClaimableReward = z.infer<typeof ClaimableRewardSchema>

export const ClaimSchema = z.object({
  accountId: IdSchema,
  characterId: IdSchema,
  rewardId: IdSchema,
  /** CLAIM_CONSENT's version, when the player ticked the consent (docs/decisions/064). */
  consent: z.string().max(64).optional(),
})
export type Claim = z.infer<typeof ClaimSchema>
