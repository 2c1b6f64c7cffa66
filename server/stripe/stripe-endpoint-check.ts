import type Stripe from 'stripe'
import { STRIPE_WEBHOOK_EVENTS, STRIPE_WEBHOOK_PATH } from './stripe-webhook'

type Log = (message: string, fields?: Record<string, unknown>) => void

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname
  } catch {
    return ''
  }
}

/**
 * Says at start which events Stripe sends to the portal's webhook (every endpoint whose path is
 * /webhooks/stripe), and warns about each event of STRIPE_WEBHOOK_EVENTS an endpoint misses, or
 * when there is no such endpoint. Never blocks nor fails the start: a key that may not list the
 * endpoints (a restricted key) or Stripe out of reach is logged, and the server goes on.
 */
export async function checkWebhookSubscription(stripe: Stripe, log: Log): Promise<void> {
  let endpoints: Stripe.WebhookEndpoint[]
  try {
    endpoints = (await stripe.webhookEndpoints.list({ limit: 100 })).data
  } catch (error) {
    log('stripe webhook: the endpoints could not be listed; the subscribed events are unchecked', {
      severity: 'WARNING',
      error: error instanceof Error ? error.message : String(error),
    })
    return
  }
  const ours = endpoints.filter((e) => pathOf(e.url) === STRIPE_WEBHOOK_PATH)
  if (ours.length === 0) {
    log(`stripe webhook: no endpoint posts to ${STRIPE_WEBHOOK_PATH}; payments are not credited`, {
      severity: 'WARNING',
      expected: STRIPE_WEBHOOK_EVENTS,
    })
    return
  }
  for (const endpoint of ours) {
    const events = endpoint.enabled_events
    const missing = events.includes('*')
      ? []
      : STRIPE_WEBHOOK_EVENTS.filter((event) => !events.includes(event))
    const fields = { endpoint: endpoint.url, status: endpoint.status, events }
    log('stripe webhook: endpoint subscribed', fields)
    if (missing.length > 0 || endpoint.status !== 'enabled') {
      log('stripe webhook: the endpoint misses events the portal needs', {
        severity: 'WARNING',
        endpoint: endpoint.url,
        status: endpoint.status,
        missing,
      })
    }
  }
}
