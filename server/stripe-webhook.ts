import type Stripe from 'stripe'
import type { Ports } from '@backend/ports'
import { fulfilPurchase, refundPurchase } from '@backend/purchase'

/** Where Stripe posts its events: register https://<api host>/webhooks/stripe in Stripe. */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe'

export interface StripeWebhookOptions {
  stripe: Stripe
  /** STRIPE_WEBHOOK_SECRET: the endpoint's signing secret (whsec_...). */
  webhookSecret: string
  ports: Ports
  log?: (line: Record<string, unknown>) => void
}

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status })

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/**
 * Stripe's webhook, outside the contract's router: the signature is checked
 * on the raw bytes (constructEvent, 5 minutes of tolerance), then
 * - checkout.session.completed / async_payment_succeeded: a session whose
 *   payment_status is 'paid' is fulfilled by the shared fulfilPurchase, once
 *   per session id (a duplicate delivery answers 200 and credits nothing);
 * - charge.refunded: the refunded share's points leave the balance when it
 *   still holds them, else the case is recorded in the ledger;
 * - any other event answers 200 and changes nothing.
 * A database failure throws (500): Stripe delivers the event again later.
 */
export function stripeWebhookHandler({ stripe, webhookSecret, ports, log }: StripeWebhookOptions) {
  const report = log ?? ((line) => console.log(JSON.stringify({ msg: 'stripe webhook', ...line })))
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return answer(405, { message: 'Method not allowed' })
    const signature = request.headers.get('stripe-signature')
    if (!signature) return answer(400, { message: 'Missing Stripe-Signature' })
    const payload = new Uint8Array(await request.arrayBuffer())
    let event: Stripe.Event
    try {
      event = stripe.webhooks.constructEvent(payload, signature, webhookSecret)
    } catch {
      return answer(400, { message: 'Invalid signature' })
    }

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object
        if (session.payment_status !== 'paid') {
          return answer(200, { received: true, credited: 0, reason: 'not paid yet' })
        }
        const uid = session.metadata?.uid ?? session.client_reference_id
        const priceId = session.metadata?.priceId
        if (!uid || !priceId) {
          report({
            event: event.id,
            session: session.id,
            problem: 'no uid or price id in metadata',
          })
          return answer(200, { received: true, credited: 0, reason: 'not a portal session' })
        }
        const paid = {
          paymentId: session.id,
          uid,
          priceId,
          // The promotion window of the moment the session opened (decision 011).
          openedAt: new Date(session.created * 1000),
          paymentIntent: idOf(session.payment_intent),
        }
        const result = await ports.store.transaction((tx) => fulfilPurchase(ports, tx, paid))
        if (!result.ok) {
          if (result.reason === 'unknown-price') report({ event: event.id, problem: result.reason })
          return answer(200, { received: true, credited: 0, reason: result.reason })
        }
        report({ event: event.id, session: session.id, credited: result.credited })
        return answer(200, { received: true, credited: result.credited })
      }
      case 'charge.refunded': {
        const charge = event.data.object
        const paymentIntent = idOf(charge.payment_intent)
        if (!paymentIntent) return answer(200, { received: true, reason: 'no payment intent' })
        const notice = {
          paymentIntent,
          amountRefunded: charge.amount_refunded,
          amount: charge.amount,
          reference: charge.id,
        }
        const refund = await ports.store.transaction((tx) => refundPurchase(tx, notice))
        report({ event: event.id, charge: charge.id, refund })
        return answer(200, { received: true, refund })
      }
      default:
        return answer(200, { received: true, ignored: event.type })
    }
  }
}
