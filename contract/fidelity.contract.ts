import { z } from 'zod'
import { c } from './c'
import {
  ClaimSchema,
  ClaimableRewardSchema,
  LoyaltyRewardSchema,
  WithDeliverySchema,
  personalRouter,
  idempotentAdditions,
  rateLimitedResponse,
} from './schemas'

/** The player's own calls: behind the bearer. */
const personal = c.router(
  {
    claimable: {
      method: 'GET',
      path: '/me/fidelity/rewards',
      responses: { 200: z.array(ClaimableRewardSchema) },
      summary: 'Rewards the player may claim this month',
    },
    claim: {
      method: 'POST',
      path: '/me/fidelity/rewards/claim',
      headers: idempotentAdditions.headers,
      body: ClaimSchema,
      responses: {
        200: ClaimableRewardSchema.merge(WithDeliverySchema),
        ...idempotentAdditions.responses,
        ...rateLimitedResponse,
      },
      summary: 'Send a claimable reward to a character of the player (once per reward and month)',
    },
  },
  personalRouter,
)

export const fidelityContract = c.router({
  rewards: {
    method: 'GET',
    path: '/shop/fidelity/rewards',
    responses: { 200: z.array(LoyaltyRewardSchema) },
    summary: "This month's loyalty rewards by stage (public)",
  },
  ...personal,
})
