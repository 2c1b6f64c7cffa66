import { readFileSync } from 'node:fs'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkWebhookSubscription } from '@server/stripe/stripe-endpoint-check'
import { STRIPE_WEBHOOK_EVENTS } from '@server/stripe/stripe-webhook'
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in'

/**
 * The events the Stripe webhook must be subscribed to: the operator's documents list exactly the
 * server's own list, and the server says at start which ones the endpoint misses (against a local
 * stand-in of Stripe's API: Stripe itself cannot run here).
 */

/** The Stripe event names a document names (`checkout.session.completed`, `charge.refunded`...). */
function eventsNamedIn(path: string): string[] {
  const text = readFileSync(path, 'utf8')
  const names = text.match(/`(?:checkout\.session|charge|payment_intent|invoice)\.[a-z_.]+`/g) ?? []
  return [...new Set(names.map((name) => name.slice(1, -1)))].sort()
}

describe('the documented webhook events', () => {
  for (const doc of ['docs/deploying.md', 'docs/payments.md']) {
    it(`${doc} lists exactly STRIPE_WEBHOOK_EVENTS`, () => {
      expect(eventsNamedIn(doc)).toEqual([...STRIPE_WEBHOOK_EVENTS].sort())
    })
  }
})

describe('the subscription check at start', () => {
  let standIn: StripeStandIn
  let stripe: Stripe
  const lines: { msg: string; fields: Record<string, unknown> }[] = []
  const log = (msg: string, fields: Record<string, unknown> = {}) =>
    void lines.push({ msg, fields })
  const warnings = () => lines.filter((line) => line.fields.severity === 'WARNING')

  beforeAll(async () => {
    standIn = await startStripeStandIn()
    stripe = new Stripe('sk_test_offline', {
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    })
  })
  afterAll(() => standIn.close())
  beforeEach(() => {
    standIn.reset()
    lines.length = 0
  })

  const endpoint = (url: string, events: string[], status = 'enabled') =>
    standIn.endpoints.push({
      id: `we_${standIn.endpoints.length}`,
      url,
      enabled_events: events,
      status,
    })

  it('warns about the events an endpoint of /webhooks/stripe misses (the 3 of the old guide)', async () => {
    endpoint('https://api.airflyff.fr/webhooks/stripe', [
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'charge.refunded',
    ])
    endpoint('https://autre-site.example/hooks', ['customer.created'])
    await checkWebhookSubscription(stripe, log)
    expect(lines[0]).toMatchObject({
      msg: 'stripe webhook: endpoint subscribed',
      fields: { endpoint: 'https://api.airflyff.fr/webhooks/stripe' },
    })
    expect(warnings()).toEqual([
      expect.objectContaining({
        fields: expect.objectContaining({
          missing: [
            'checkout.session.async_payment_failed',
            'charge.dispute.created',
            'charge.dispute.closed',
          ],
        }),
      }),
    ])
  })

  it('says nothing more than the subscription when every event is enabled, or all of them (*)', async () => {
    endpoint('https://api.airflyff.fr/webhooks/stripe', [...STRIPE_WEBHOOK_EVENTS])
    endpoint('https://staging.airflyff.fr/webhooks/stripe', ['*'])
    await checkWebhookSubscription(stripe, log)
    expect(lines.map((line) => line.msg)).toEqual([
      'stripe webhook: endpoint subscribed',
      'stripe webhook: endpoint subscribed',
    ])
    expect(warnings()).toEqual([])
  })

  it('warns when no endpoint posts to /webhooks/stripe, or the endpoint is disabled', async () => {
    await checkWebhookSubscription(stripe, log)
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]?.msg).toContain('no endpoint posts to /webhooks/stripe')
    lines.length = 0
    endpoint('https://api.airflyff.fr/webhooks/stripe', ['*'], 'disabled')
    await checkWebhookSubscription(stripe, log)
    expect(warnings()).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ status: 'disabled' }) }),
    ])
  })

  it('a key that may not list the endpoints: logged, never thrown', async () => {
    standIn.state.failEndpoints = true
    await expect(checkWebhookSubscription(stripe, log)).resolves.toBeUndefined()
    expect(warnings()).toEqual([
      expect.objectContaining({
        msg: expect.stringContaining('could not be listed'),
        fields: expect.objectContaining({ error: expect.stringContaining('rak_webhook_read') }),
      }),
    ])
  })
})
