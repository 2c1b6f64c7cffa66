import { createDeliveryMachine } from './delivery.machine'

/** A loyalty reward to a character: 200 is a success (spec section 4). */
export const claimMachine = createDeliveryMachine({
  id: 'claim',
  withAmount: false,
})
