import { z } from 'zod'
import { c } from './c'
import { DeliverySchema, personalRouter } from './schemas'

export const deliveriesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/me/deliveries',
      responses: { 200: z.array(DeliverySchema) },
      summary:
        "The player's latest deliveries (transfers and claims), newest first, with their state",
    },
    one: {
      method: 'GET',
      path: '/me/deliveries/:deliveryId',
      pathParams: z.object({ deliveryId: z.string().min(1).max(300) }),
      responses: { 200: DeliverySchema },
      summary: 'One of the player’s deliveries with its state (404 when it is not theirs)',
    },
  },
  personalRouter,
)
