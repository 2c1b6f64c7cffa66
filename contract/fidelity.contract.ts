import { z } from 'zod'
import { c } from './c'
import {
  BearerHeadersSchema,
  ClaimSchema,
  ClaimableRewardSchema,
  FidelityRewardSchema,
  IdempotentHeadersSchema,
  WithDeliverySchema,
  idempotentErrorResponses,
  personalErrorResponses,
} from './schemas'

export const fidelityContract = c.router({
  rewards: {
    method: 'GET',
    path: '/shop/fidelity/rewards',
    responses: { 200: z.array(FidelityRewardSchema) },
    summary: 'Every loyalty reward by stage (public)',
  },
  claimable: {
    method: 'GET',
    path: '/me/fidelity/rewards',
    headers: BearerHeadersSchema,
    responses: { 200: z.array(ClaimableRewardSchema), ...personalErrorResponses },
    summary: 'Rewards the player may claim this month',
  },
  claim: {
    method: 'POST',
    path: '/me/fidelity/rewards/claim',
    headers: IdempotentHeadersSchema,
    body: ClaimSchema,
    responses: {
      200: ClaimableRewardSchema.merge(WithDeliverySchema),
      ...idempotentErrorResponses,
    },
    summary: 'Send a claimable reward to a character of the player (once per reward and month)',
  },
})
