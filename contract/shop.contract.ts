import { c } from './c'
import {
  BearerHeadersSchema,
  CheckoutRequestSchema,
  CheckoutSessionSchema,
  OrderSchema,
  ProfileSchema,
  WithDeliverySchema,
  IdempotentHeadersSchema,
  idempotentErrorResponses,
  personalErrorResponses,
} from './schemas'

export const shopContract = c.router({
  checkout: {
    method: 'POST',
    path: '/shop/checkout',
    headers: BearerHeadersSchema,
    body: CheckoutRequestSchema,
    responses: { 201: CheckoutSessionSchema, ...personalErrorResponses },
    summary: 'Open a payment session for a top-up pack (verified email required)',
  },
  order: {
    method: 'POST',
    path: '/shop/order',
    headers: IdempotentHeadersSchema,
    body: OrderSchema,
    responses: { 201: ProfileSchema.merge(WithDeliverySchema), ...idempotentErrorResponses },
    summary: 'Transfer AirPoints to a character of one of the player’s game accounts',
  },
})
