import { MOCK_PRICE_IDS } from '@contract/catalog'
import { loyaltyMonth } from '@contract/rules'
import { expect, it } from 'vitest'
import { transferNeedsConsent, withdraw } from '@backend/domain/withdrawal'
import type { PaymentsPort } from '@backend/ports'
import { onPostgresStore } from './pg-store'

/**
 * Withdrawals racing a transfer of the same points, and each other, on a real PostgreSQL (many
 * connections at once, where PGlite runs one statement at a time): one of them applies, never
 * both (docs/decisions/063).
 */
const payments: PaymentsPort = {
  priceIds: MOCK_PRICE_IDS,
  createCheckoutSession: async () => ({ url: 'unused' }),
  refund: async () => {},
}

onPostgresStore('withdrawals racing transfers', (store) => {
  /** A player with one Débutant purchase of now (50 AirPoints) and nothing else. */
  async function buyer(uid: string) {
    const now = new Date()
    const paymentId = `cs_${uid}`
    await store().transaction(async (tx) => {
      await tx.payments.insert({
        paymentId,
        uid,
        priceId: MOCK_PRICE_IDS.debutant,
        points: 50,
        paymentIntent: `pi_${paymentId}`,
        month: loyaltyMonth(now),
        status: 'paid',
      })
      await tx.profiles.creditPurchase(uid, 50, loyaltyMonth(now), paymentId)
    })
    return paymentId
  }
  const request = (uid: string, paymentId: string) => ({
    uid,
    paymentId,
    name: 'Coureur',
    email: `${uid}@example.com`,
  })

  it('of 20 withdrawals each raced with a transfer of the same 50 points, one side wins each', async () => {
    const uids = Array.from({ length: 20 }, (_, i) => `race_${i}`)
    const bought = await Promise.all(uids.map(buyer))
    const outcomes = await Promise.all(
      uids.map(async (uid, i) => {
        const now = new Date()
        const [withdrawn, debited] = await Promise.all([
          store().transaction((tx) => withdraw(tx, payments, request(uid, bought[i]!), now)),
          store().transaction(async (tx) => {
            // As the transfer route does (with the consent given): the profile locked first.
            await transferNeedsConsent(tx, uid, 50, now)
            return tx.profiles.debit(uid, 50, { kind: 'order', reference: `order_${uid}` })
          }),
        ])
        return { uid, withdrawn: withdrawn.ok, transferred: debited !== null }
      }),
    )
    for (const outcome of outcomes) {
      expect(outcome.withdrawn !== outcome.transferred, outcome.uid).toBe(true)
      const profile = await store().read((reads) => reads.profiles.get(outcome.uid))
      expect(profile?.points, outcome.uid).toBe(0)
    }
  })

  it('of 5 withdrawals of one purchase at once, one takes the points back', async () => {
    const paymentId = await buyer('twice')
    const now = new Date()
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        store().transaction((tx) => withdraw(tx, payments, request('twice', paymentId), now)),
      ),
    )
    expect(all.filter((o) => o.ok && o.created)).toHaveLength(1)
    // The others answer the withdrawal made: asking again is harmless.
    expect(all.every((o) => o.ok)).toBe(true)
    const payment = await store().read((reads) => reads.payments.get(paymentId))
    expect(payment?.refundedPoints).toBe(50)
    expect((await store().read((reads) => reads.profiles.get('twice')))?.points).toBe(0)
  })
})
