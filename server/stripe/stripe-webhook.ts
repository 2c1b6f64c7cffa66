import type Stripe from 'stripe'
import type { Ports } from '@backend/ports'
import { applyAfterSale, type AfterSaleNotice } from '@backend/domain/after-sale'
import { creditNoteTerms } from '@backend/domain/receipts'
import { fulfilPurchase, recordFailedPayment, type Fulfilment } from '@backend/domain/purchase'
import { afterSaleSoFar, disputeWon } from './stripe-after-sale'

/** Where Stripe posts its events: register https://<api host>/webhooks/stripe in Stripe. */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe'

/** The events the endpoint must be subscribed to in Stripe (docs/payments.md). */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const

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

/** The portal's player and price of a Checkout session (its metadata), or null: not the portal's. */
function portalSession(session: Stripe.Checkout.Session) {
  const uid = session.metadata?.uid ?? session.client_reference_id
  const priceId = session.metadata?.priceId
  if (!uid || !priceId) return null
  const paymentIntent = idOf(session.payment_intent)
  return { paymentId: session.id, uid, priceId, paymentIntent, packId: session.metadata?.pack }
}

export type SessionFulfilment =
  Fulfilment | { ok: false; reason: 'not paid yet' | 'not a portal session' }

/**
 * The once-only fulfilment of a Stripe Checkout session, shared by the webhook and the
 * reconciliation (server/jobs/reconcile.ts): a session whose payment_status is 'paid' credits its
 * pack's points once per session id, with the promotion window of the moment it opened
 * (decision 011); the pack is the one the server wrote in the session, whatever the price
 * configuration now. What Stripe says was already refunded or disputed is taken back in the
 * same transaction (decision 041).
 */
export async function fulfilStripeSession(
  ports: Ports,
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<SessionFulfilment> {
  if (session.payment_status !== 'paid') return { ok: false, reason: 'not paid yet' }
  const paid = portalSession(session)
  if (!paid) return { ok: false, reason: 'not a portal session' }
  // A repeated delivery, or a session the webhook credited before the reconciliation: no call to Stripe.
  if (await ports.store.read((tx) => tx.payments.get(paid.paymentId))) {
    return { ok: false, reason: 'already-fulfilled' }
  }
  const afterSale = paid.paymentIntent ? await afterSaleSoFar(stripe, paid.paymentIntent) : []
  const openedAt = new Date(session.created * 1000)
  return ports.store.transaction((tx) =>
    fulfilPurchase(ports, tx, { ...paid, openedAt, afterSale }),
  )
}

/** The after-sale notice an event carries, or null when it names no payment. */
function afterSaleNotice(event: Stripe.Event): AfterSaleNotice | null {
  switch (event.type) {
    case 'charge.refunded': {
      const charge = event.data.object
      const paymentIntent = idOf(charge.payment_intent)
      if (!paymentIntent) return null
      return {
        kind: 'refund',
        paymentIntent,
        amountRefunded: charge.amount_refunded,
        amount: charge.amount,
        reference: charge.id,
      }
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object
      const paymentIntent = idOf(dispute.payment_intent)
      return paymentIntent ? { kind: 'dispute-opened', paymentIntent, reference: dispute.id } : null
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object
      const paymentIntent = idOf(dispute.payment_intent)
      if (!paymentIntent) return null
      const won = disputeWon(dispute.status)
      return { kind: 'dispute-closed', paymentIntent, won, reference: dispute.id }
    }
    default:
      return null
  }
}

/**
 * Stripe's webhook, outside the contract's router: the signature is checked on the raw bytes, then
 * a paid checkout session is fulfilled once (fulfilPurchase; a pack the server does not sell
 * answers 500), a failed one recorded, a refund or a dispute applied once (applyAfterSale), and
 * any other event answered 200. A database failure answers 500: Stripe delivers again. The events
 * and their outcomes: docs/payments.md; why: decisions 011, 028 and 041.
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
        const result = await fulfilStripeSession(ports, stripe, session)
        if (!result.ok) {
          if (result.reason === 'unknown-price' || result.reason === 'not a portal session') {
            report({ event: event.id, session: session.id, problem: result.reason })
          }
          // A paid session of the portal with no pack to credit (no metadata.pack, its price id no
          // longer configured) is never dropped: Stripe sends it again until a price is restored.
          const status = result.reason === 'unknown-price' ? 500 : 200
          return answer(status, { received: true, credited: 0, reason: result.reason })
        }
        const { credited, takenBack } = result
        report({ event: event.id, session: session.id, credited, takenBack })
        return answer(200, { received: true, credited, takenBack })
      }
      case 'checkout.session.async_payment_failed': {
        const session = portalSession(event.data.object)
        if (!session) return answer(200, { received: true, reason: 'not a portal session' })
        const failed = await ports.store.transaction((tx) =>
          recordFailedPayment(ports, tx, session),
        )
        report({ event: event.id, session: session.paymentId, failed })
        return answer(200, { received: true, credited: 0, ...failed })
      }
      case 'charge.refunded':
      case 'charge.dispute.created':
      case 'charge.dispute.closed': {
        const notice = afterSaleNotice(event)
        if (!notice) return answer(200, { received: true, reason: 'no payment intent' })
        const terms = creditNoteTerms(ports)
        const afterSale = await ports.store.transaction((tx) =>
          applyAfterSale(tx, notice, new Date(), terms),
        )
        report({ event: event.id, type: event.type, afterSale })
        return answer(200, { received: true, afterSale })
      }
      default:
        return answer(200, { received: true, ignored: event.type })
    }
  }
}
