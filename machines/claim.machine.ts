import { createDeliveryMachine } from './delivery.machine'

/** A loyalty reward to a character: 200 is a success, any other answer a failure. */
export const claimMachine = createDeliveryMachine({
  id: 'claim',
  withAmount: false,
})
