import { isAllowedCheckoutUrl, type CheckoutTarget } from '@contract/rules'
import { assign, setup } from 'xstate'
import { retryAfterOf, type RateLimited } from './rate-limited'
import { suppliedByTheApp } from './supplied'

/** 'rateLimited': too many sessions opened; the wait is in the context's retryAfterS. */
export type CheckoutFailure = 'emailNotVerified' | 'failed' | 'rateLimited'

/**
 * What opening a payment session came to, as the app's actor tells it from the API's answer:
 * a session to go to, a refusal for an unverified email, too many attempts, or a failure (its
 * detail is logged).
 */
export type CheckoutOutcome =
  | { kind: 'session'; url: string }
  | { kind: 'refused'; reason: 'emailNotVerified' }
  | { kind: 'failed'; detail: string }
  | RateLimited

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
      /** With the failure 'rateLimited': the seconds to wait before trying again. */
      retryAfterS: number | null
    },
    events: {} as { type: 'pack.choose'; priceId: string },
  },
  actors: {
    createCheckoutSession: suppliedByTheApp<CheckoutOutcome, { priceId: string }>(),
  },
  actions: {
    redirectTo: (_, _params: { url: string }) => {},
    logFailure: (_, _params: { reason: string }) => {},
  },
  guards: {
    isAllowedSession: ({ context }, outcome: CheckoutOutcome) =>
      outcome.kind === 'session' && isAllowedCheckoutUrl(outcome.url, context.target),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    target: input.target,
    pendingPriceId: null,
    failure: null,
    retryAfterS: null,
  }),
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
              params: ({ event }) => ({
                url: event.output.kind === 'session' ? event.output.url : '',
              }),
            },
          },
          {
            target: 'idle',
            actions: [
              {
                type: 'logFailure',
                params: ({ event }) => ({ reason: checkoutFailureText(event.output) }),
              },
              assign({
                pendingPriceId: null,
                failure: ({ event }) => failureOf(event.output),
                retryAfterS: ({ event }) => retryAfterOf(event.output),
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

function failureOf(outcome: CheckoutOutcome): CheckoutFailure {
  if (outcome.kind === 'refused') return 'emailNotVerified'
  return outcome.kind === 'rateLimited' ? 'rateLimited' : 'failed'
}

function checkoutFailureText(outcome: CheckoutOutcome): string {
  if (outcome.kind === 'session') return `checkout: URL refusée (${outcome.url})`
  if (outcome.kind === 'refused') return 'checkout refused: email not verified'
  if (outcome.kind === 'rateLimited') return `checkout rate-limited for ${outcome.retryAfterS} s`
  return `checkout failed: ${outcome.detail}`
}
