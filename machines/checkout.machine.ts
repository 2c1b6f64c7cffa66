import { CheckoutSessionSchema } from '@contract/schemas'
import { isAllowedCheckoutUrl, type CheckoutTarget } from '@contract/rules'
import { assign, fromPromise, setup } from 'xstate'
import { messageOf, type ApiAnswer } from './api-answer'

export type CheckoutFailure = 'emailNotVerified' | 'failed'

/**
 * Top-up: one pack at a time. A click creates a payment session; a 201 with an allowed URL
 * sends the browser there; anything else is logged and the packs are usable again.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as { target: CheckoutTarget },
    context: {} as {
      target: CheckoutTarget
      pendingPriceId: string | null
      failure: CheckoutFailure | null
    },
    events: {} as { type: 'pack.choose'; priceId: string },
  },
  actors: {
    createCheckoutSession: fromPromise<ApiAnswer, { priceId: string }>(async () => {
      throw new Error('createCheckoutSession is supplied by the app')
    }),
  },
  actions: {
    redirectTo: (_, _params: { url: string }) => {},
    logFailure: (_, _params: { reason: string }) => {},
  },
  guards: {
    isAllowedSession: ({ context }, answer: ApiAnswer) => {
      if (answer.status !== 201) return false
      const session = CheckoutSessionSchema.safeParse(answer.body)
      return session.success && isAllowedCheckoutUrl(session.data.url, context.target)
    },
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ target: input.target, pendingPriceId: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'pack.choose': {
          target: 'creatingSession',
          actions: assign({ pendingPriceId: ({ event }) => event.priceId, failure: null }),
        },
      },
    },
    creatingSession: {
      tags: ['busy'],
      invoke: {
        id: 'createCheckoutSession',
        src: 'createCheckoutSession',
        input: ({ context }) => ({ priceId: context.pendingPriceId ?? '' }),
        onDone: [
          {
            guard: { type: 'isAllowedSession', params: ({ event }) => event.output },
            target: 'redirecting',
            actions: {
              type: 'redirectTo',
              params: ({ event }) => ({ url: (event.output.body as { url: string }).url }),
            },
          },
          {
            target: 'idle',
            actions: [
              {
                type: 'logFailure',
                params: ({ event }) => ({
                  reason: `checkout answered ${event.output.status}: ${messageOf(event.output.body) ?? 'URL refusée'}`,
                }),
              },
              assign({
                pendingPriceId: null,
                failure: ({ event }) =>
                  event.output.status === 403 &&
                  messageOf(event.output.body) === 'email not verified'
                    ? 'emailNotVerified'
                    : 'failed',
              }),
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ reason: String(event.error) }) },
            assign({ pendingPriceId: null, failure: 'failed' }),
          ],
        },
      },
    },
    redirecting: { tags: ['busy'] },
  },
})
