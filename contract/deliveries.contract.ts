import { z } from 'zod'
import { c } from './c'
import { BearerHeadersSchema, DeliverySchema, personalErrorResponses } from './schemas'

export const deliveriesContract = c.router({
  list: {
    method: 'GET',
    path: '/me/deliveries',
    headers: BearerHeadersSchema,
    responses: { 200: z.array(DeliverySchema), ...personalErrorResponses },
    summary:
      "The player's latest deliveries (transfers and claims), newest first, with their state",
  },
  one: {
    method: 'GET',
    path: '/me/deliveries/:deliveryId',
    pathParams: z.object({ deliveryId: z.string().min(1).max(300) }),
    headers: BearerHeadersSchema,
    responses: { 200: DeliverySchema, ...personalErrorResponses },
    summary: 'One of the player’s deliveries with its state (404 when it is not theirs)',
  },
})
