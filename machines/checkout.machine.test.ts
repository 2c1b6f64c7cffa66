import { createActor, fromPromise } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { describeCoverage, walkMachine } from '../tests/helpers/machine-paths'
import { checkoutMachine, type CheckoutOutcome } from './checkout.machine'

const target = { mode: 'mock', appOrigin: 'http://app.test' } as const
const okUrl = 'http://app.test/__mock/checkout/cs_1'

function start(answer: () => Promise<CheckoutOutcome>) {
  const redirectTo = vi.fn()
  const logFailure = vi.fn()
  const createCheckoutSession = vi.fn((_input: { priceId: string }) => answer())
  const actor = createActor(
    checkoutMachine.provide({
      actors: { createCheckoutSession: fromPromise(({ input }) => createCheckoutSession(input)) },
      actions: {
        redirectTo: (_, params) => redirectTo(params.url),
        logFailure: (_, params) => logFailure(params.reason),
      },
    }),
    { input: { target } },
  ).start()
  return { actor, redirectTo, logFailure, createCheckoutSession }
}

const done = (output: CheckoutOutcome) => ({
  type: 'xstate.done.actor.createCheckoutSession',
  output,
})

describe('checkout machine', () => {
  it('redirects on a 201 with an allowed URL, and blocks other packs meanwhile', async () => {
    let answer!: (value: CheckoutOutcome) => void
    const { actor, redirectTo, createCheckoutSession } = start(
      () => new Promise((resolve) => (answer = resolve)),
    )
    actor.send({ type: 'pack.choose', priceId: 'price_a' })
    actor.send({ type: 'pack.choose', priceId: 'price_b' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.pendingPriceId).toBe('price_a')
    expect(createCheckoutSession).toHaveBeenCalledTimes(1)
    expect(createCheckoutSession).toHaveBeenCalledWith({ priceId: 'price_a' })
    answer({ kind: 'session', url: okUrl })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('redirecting'))
    expect(redirectTo).toHaveBeenCalledWith(okUrl)
  })

  it.each<[string, CheckoutOutcome, string, string]>([
    [
      'a URL off the allow-list',
      { kind: 'session', url: 'https://evil.test/pay' },
      'failed',
      'checkout: URL refusée (https://evil.test/pay)',
    ],
    [
      'a failure',
      { kind: 'failed', detail: 'status 500' },
      'failed',
      'checkout failed: status 500',
    ],
    [
      'an unverified email',
      { kind: 'refused', reason: 'emailNotVerified' },
      'emailNotVerified',
      'checkout refused: email not verified',
    ],
    [
      'too many attempts',
      { kind: 'rateLimited', retryAfterS: 42 },
      'rateLimited',
      'checkout rate-limited for 42 s',
    ],
  ])('logs and resets on %s', async (_, response, failure, reason) => {
    const { actor, redirectTo, logFailure } = start(async () => response)
    actor.send({ type: 'pack.choose', priceId: 'price_a' })
    await vi.waitFor(() => expect(logFailure).toHaveBeenCalledTimes(1))
    expect(logFailure).toHaveBeenCalledWith(reason)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ pendingPriceId: null, failure })
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('keeps the wait of a refusal for too many attempts, and forgets it on the next choice', async () => {
    let outcome: CheckoutOutcome = { kind: 'rateLimited', retryAfterS: 42 }
    const { actor } = start(async () => outcome)
    actor.send({ type: 'pack.choose', priceId: 'price_a' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.retryAfterS).toBe(42))
    outcome = { kind: 'failed', detail: 'status 500' }
    actor.send({ type: 'pack.choose', priceId: 'price_a' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure).toBe('failed'))
    expect(actor.getSnapshot().context.retryAfterS).toBeNull()
  })

  it('logs and resets when the call throws', async () => {
    const { actor, logFailure } = start(async () => {
      throw new Error('offline')
    })
    actor.send({ type: 'pack.choose', priceId: 'price_a' })
    await vi.waitFor(() => expect(logFailure).toHaveBeenCalledWith('Error: offline'))
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('walks every state and transition', { timeout: 30_000 }, async () => {
    const report = await walkMachine({
      machine: checkoutMachine,
      input: { target },
      promiseActors: ['createCheckoutSession'],
      events: [
        { type: 'pack.choose', priceId: 'price_a' },
        done({ kind: 'session', url: okUrl }),
        done({ kind: 'session', url: 'https://evil.test/pay' }),
        done({ kind: 'refused', reason: 'emailNotVerified' }),
        done({ kind: 'failed', detail: 'status 500' }),
        { type: 'xstate.error.actor.createCheckoutSession', error: new Error('x') },
      ],
      outcomes: [
        {
          event: done({ kind: 'session', url: okUrl }),
          state: 'redirecting',
          actions: ['redirectTo'],
        },
        {
          event: done({ kind: 'session', url: 'https://evil.test/pay' }),
          state: 'idle',
          actions: ['logFailure'],
        },
        {
          event: done({ kind: 'refused', reason: 'emailNotVerified' }),
          state: 'idle',
          actions: ['logFailure'],
        },
      ],
    })
    console.info(describeCoverage('checkout', report))
    expect(report.mismatches).toEqual([])
    expect(report.states.missed).toEqual([])
    expect(report.transitions.missed).toEqual([])
  })
})
