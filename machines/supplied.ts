import { fromPromise } from 'xstate'

/**
 * The stand-in of a side effect that the app supplies with `machine.provide()`: the machine stays
 * pure, and running it without the app's implementation fails loudly.
 */
export function suppliedByTheApp<TOutput, TInput = void>() {
  return fromPromise<TOutput, TInput>(async ({ self }) => {
    throw new Error(`${self.id}: this actor is supplied by the app with machine.provide()`)
  })
}
