import { MOCK_PRICE_IDS } from '@contract/catalog'
import { MOCK_CHECKOUT_PATH } from '@contract/rules'
import type { PaymentsPort } from '@backend/ports'
import { backendSettings } from '../config'
import { db, randomId } from '../db/collections'
import { mutate } from '../db/mutate'

/** The payments port of the embedded backend: sessions paid on the in-app mock payment page. */
export const mockPayments: PaymentsPort = {
  priceIds: MOCK_PRICE_IDS,
  createCheckoutSession({ caller, priceId, points, openedAt, origin }) {
    return mutate(async () => {
      const id = randomId('cs_mock_')
      await db.checkoutSessions.create({
        id,
        uid: caller.uid,
        priceId,
        points,
        openedAt: openedAt.toISOString(),
        status: 'open',
      })
      return { url: `${origin ?? backendSettings().appOrigin}${MOCK_CHECKOUT_PATH}${id}` }
    })
  },
  /** Kept in providerRefunds (GET /__mock/db): once per key, as Stripe's idempotency key does. */
  refund({ paymentIntent, amountCents, key }) {
    return mutate(async () => {
      if (db.providerRefunds.findFirst((q) => q.where({ key }))) return
      await db.providerRefunds.create({
        key,
        paymentIntent,
        amountCents,
        at: new Date().toISOString(),
      })
    })
  },
}
