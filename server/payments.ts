import { PACK_IDS } from '@contract/catalog'
import type { PaymentsPort } from '@backend/ports'

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
    super('Stripe Checkout is not wired yet (issue 14): no payment session can be opened')
  }
}

/**
 * Payments until the Stripe integration lands (issue 14): price ids come from
 * the server's configuration, never from the client; opening a session fails
 * with an explicit error, which the API answers 500 and the page shows as
 * « the payment page could not be opened ».
 */
export function pendingPayments(priceIds: Readonly<Record<string, string>>): PaymentsPort {
  return {
    priceIds,
    async createCheckoutSession() {
      throw new CheckoutPendingError()
    },
  }
}
