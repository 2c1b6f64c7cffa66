import { createDeliveryMachine } from './delivery.machine'

/** AirPoints to a character: 201 is a success (spec section 4). */
export const transferMachine = createDeliveryMachine({
  id: 'transfer',
  withAmount: true,
})
