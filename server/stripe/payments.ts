import Stripe from 'stripe'
import { PACK_IDS } from '@contract/catalog'
import type { CheckoutRequest, PaymentsPort } from '@backend/ports'

/** STRIPE_PRICE_DEBUTANT ... STRIPE_PRICE_LEGENDE: the price id of each pack, from configuration. */
export function priceIdsFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const ids: Record<string, string> = {}
  for (const pack of PACK_IDS) {
    const id = env[`STRIPE_PRICE_${pack.toUpperCase()}`]
    if (id) ids[pack] = id
  }
  return ids
}

export class CheckoutPendingError extends Error {
  constructor() {
    super('Stripe is not configured (STRIPE_SECRET_KEY): no payment session can be opened')
  }
}

/**
 * Payments without STRIPE_SECRET_KEY: price ids come from the server's
 * configuration, never from the client; opening a session fails with an
 * explicit error, which the API answers 500 and the page shows as « the
 * payment page could not be opened ».
 */
export function pendingPayments(priceIds: Readonly<Record<string, string>>): PaymentsPort {
  return {
    priceIds,
    async createCheckoutSession() {
      throw new CheckoutPendingError()
    },
    async refund() {
      throw new CheckoutPendingError()
    },
  }
}

/** The Stripe client of STRIPE_SECRET_KEY (STRIPE_API_HOST/PORT/PROTOCOL: a local stand-in), or null. */
export function stripeFromEnv(env: NodeJS.ProcessEnv): Stripe | null {
  const key = env.STRIPE_SECRET_KEY
  if (!key) return null
  const protocol = env.STRIPE_API_PROTOCOL
  return new Stripe(key, {
    host: env.STRIPE_API_HOST || undefined,
    port: env.STRIPE_API_PORT || undefined,
    protocol: protocol === 'http' || protocol === 'https' ? protocol : undefined,
    maxNetworkRetries: 2,
  })
}

/** Where Stripe Checkout sends the player back: the portal's result pages (`paths.result`). */
export const RESULT_PATHS = { success: '/shop-points-success', cancel: '/shop-points-failure' }

/**
 * A double click within this window opens one session: Stripe answers the
 * same idempotency key with the first session (docs/decisions/011).
 */
export const CHECKOUT_KEY_WINDOW_MS = 30_000

/** The key of a checkout: the player, the price and the window of the click. */
export function checkoutIdempotencyKey({ caller, priceId, openedAt }: CheckoutRequest): string {
  return `checkout:${caller.uid}:${priceId}:${Math.floor(openedAt.getTime() / CHECKOUT_KEY_WINDOW_MS)}`
}

/**
 * Stripe Checkout: one session per pack bought, its price id from the
 * server's configuration, the player's uid and the pack in its metadata,
 * back to the result pages of the request's origin when it is one of
 * WEB_ORIGINS (else the first of them). Fulfilment is the webhook's.
 */
export function stripePayments(
  stripe: Stripe,
  priceIds: Readonly<Record<string, string>>,
  webOrigins: readonly string[],
): PaymentsPort {
  return {
    priceIds,
    async createCheckoutSession(request) {
      const { caller, pack, priceId, origin } = request
      const base = origin && webOrigins.includes(origin) ? origin : webOrigins[0]
      if (!base) throw new Error('WEB_ORIGINS is empty: no page to come back to after paying')
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ price: priceId, quantity: 1 }],
          client_reference_id: caller.uid,
          customer_email: caller.email ?? undefined,
          metadata: { uid: caller.uid, pack: pack.id, priceId },
          payment_intent_data: { metadata: { uid: caller.uid, pack: pack.id } },
          success_url: `${base}${RESULT_PATHS.success}`,
          cancel_url: `${base}${RESULT_PATHS.cancel}`,
        },
        { idempotencyKey: checkoutIdempotencyKey(request) },
      )
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`)
      return { url: session.url }
    },
    /** The refund's charge.refunded event then changes nothing: the withdrawal applied it. */
    async refund({ paymentIntent, amountCents, key }) {
      await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents, reason: 'requested_by_customer' },
        { idempotencyKey: key },
      )
    },
  }
}
