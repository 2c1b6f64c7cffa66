import { createDeliveryMachine } from './delivery.machine'

/** AirPoints to a character: 201 is a success, any other answer a failure. */
export const transferMachine = createDeliveryMachine({
  id: 'transfer',
  withAmount: true,
})
