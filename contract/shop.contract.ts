import { c } from './c'
import {
  CheckoutRequestSchema,
  CheckoutSessionSchema,
  TransferRequestSchema,
  ProfileSchema,
  WithDeliverySchema,
  personalRouter,
  idempotentAdditions,
  rateLimitedResponse,
  playerCodeResponse,
} from './schemas'

export const shopContract = c.router(
  {
    checkout: {
      method: 'POST',
      path: '/shop/checkout',
      body: CheckoutRequestSchema,
      responses: { 201: CheckoutSessionSchema, ...rateLimitedResponse },
      summary: 'Open a payment session for a top-up pack (verified email required)',
    },
    order: {
      method: 'POST',
      path: '/shop/order',
      headers: idempotentAdditions.headers,
      body: TransferRequestSchema,
      responses: {
        201: ProfileSchema.merge(WithDeliverySchema),
        ...idempotentAdditions.responses,
        ...rateLimitedResponse,
        ...playerCodeResponse,
      },
      summary: 'Transfer AirPoints to a character of one of the player’s game accounts',
    },
  },
  personalRouter,
)
