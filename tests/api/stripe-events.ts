import Stripe from 'stripe'
import { MOCK_PRICE_IDS, packByPriceId } from '@contract/catalog'
import type { PaidSession } from '@backend/domain/purchase'
import type { MockAfterSale } from '@mocks/checkout'

export const TEST_WEBHOOK_SECRET = 'whsec_conformance'

let eventCount = 0
export const stripeEvent = (type: string, object: Record<string, unknown>) => {
  eventCount += 1
  const created = Math.floor(Date.now() / 1000)
  return { id: `evt_conf_${eventCount}`, object: 'event', type, created, data: { object } }
}

/** Stripe's pi_... behind a test session, and the price it charged (smallest unit). */
export const intentOf = (session: PaidSession) => `pi_${session.paymentId}`
export const amountOf = (session: PaidSession) =>
  Math.round((packByPriceId(session.priceId, MOCK_PRICE_IDS)?.price ?? 0) * 100)

/** checkout.session.completed (paid) or async_payment_failed, as Stripe sends them. */
export function sessionEvent(session: PaidSession, outcome: 'paid' | 'failed') {
  return stripeEvent(
    outcome === 'paid' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
    {
      id: session.paymentId,
      object: 'checkout.session',
      payment_status: outcome === 'paid' ? 'paid' : 'unpaid',
      client_reference_id: session.uid,
      metadata: {
        uid: session.uid,
        pack: packByPriceId(session.priceId, MOCK_PRICE_IDS)?.id,
        priceId: session.priceId,
      },
      created: Math.floor(session.openedAt.getTime() / 1000),
      payment_intent: intentOf(session),
    },
  )
}

/** charge.refunded, charge.dispute.created or charge.dispute.closed, as Stripe sends them. */
export function afterSaleEvent(session: PaidSession, notice: MockAfterSale) {
  const amount = amountOf(session)
  const paymentIntent = intentOf(session)
  const charge = `ch_${session.paymentId}`
  if (notice.kind === 'refund') {
    const refunded = Math.round(Math.min(1, Math.max(0, notice.share)) * amount)
    return stripeEvent('charge.refunded', {
      id: charge,
      object: 'charge',
      amount,
      amount_refunded: refunded,
      payment_intent: paymentIntent,
    })
  }
  const status = notice.kind === 'dispute-opened' ? 'needs_response' : notice.won ? 'won' : 'lost'
  return stripeEvent(
    notice.kind === 'dispute-opened' ? 'charge.dispute.created' : 'charge.dispute.closed',
    {
      id: `dp_${session.paymentId}`,
      object: 'dispute',
      amount,
      charge,
      payment_intent: paymentIntent,
      status,
    },
  )
}

/** Posts the event, signed, to the server's webhook; its JSON answer (throws unless 200). */
export async function postEvent(baseUrl: string, stripe: Stripe, event: unknown) {
  const payload = JSON.stringify(event)
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_WEBHOOK_SECRET,
  })
  const response = await fetch(`${baseUrl}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}
