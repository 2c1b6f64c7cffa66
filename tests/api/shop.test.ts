import { MOCK_PRICE_IDS } from '@contract/catalog'
import { describe, expect, it, vi } from 'vitest'
import { backend, clientFor, forEachBackend } from './helpers'

/** Checkout and its fulfilment, on every backend (the backend under test knows the mock price ids). */
forEachBackend(() => {
  describe('POST /shop/checkout', () => {
    it('opens a session whose payment credits points and monthPoints once', async () => {
      const answer = await clientFor('joueur').shop.checkout({
        body: { priceId: MOCK_PRICE_IDS.heros },
      })
      if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}`)
      expect(() => new URL(answer.body.url)).not.toThrow()
      expect((await clientFor('joueur').profile.get()).body).toEqual({
        points: 1500,
        monthPoints: 1150,
      })
      await backend().completeCheckout(answer.body.url)
      expect((await clientFor('joueur').profile.get()).body).toEqual({
        points: 2025,
        monthPoints: 1675,
      })
    })

    it('credits the promotion of the moment the session opened, even when paid after it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2024-10-02T21:59:00Z'))
      await backend().reset()
      const answer = await clientFor('joueur').shop.checkout({
        body: { priceId: MOCK_PRICE_IDS.chevalier },
      })
      if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}`)
      vi.setSystemTime(new Date('2024-10-02T22:05:00Z'))
      await backend().completeCheckout(answer.body.url)
      expect((await clientFor('joueur').profile.get()).body).toEqual({
        points: 1500 + 262,
        monthPoints: 1150 + 262,
      })
    })

    it("answers 403 'email not verified' to an unverified player and 400 to an unknown price", async () => {
      const unverified = await clientFor('nouveau').shop.checkout({
        body: { priceId: MOCK_PRICE_IDS.debutant },
      })
      expect(unverified).toMatchObject({ status: 403, body: { message: 'email not verified' } })
      const unknown = await clientFor('joueur').shop.checkout({
        body: { priceId: 'price_inconnu' },
      })
      expect(unknown).toMatchObject({ status: 400, body: { message: 'unknown price id' } })
    })
  })
})
