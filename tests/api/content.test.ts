import { describe, expect, it, vi } from 'vitest'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { clientWith, clientFor, backend, forEachBackend, rawFetch } from './helpers'

/** The demo's promotion window (backend/demo/demo.ts), in the data of every backend. */
const SPEC_WINDOW = {
  start: '2024-10-02T18:00:00.000Z',
  end: '2024-10-02T22:00:00.000Z',
  multiplier: 1.25,
}

forEachBackend(() => {
  const promotions = async () => {
    const answer = await clientWith(null).content.promotions()
    if (answer.status !== 200) throw new Error(`promotions answered ${answer.status}`)
    return answer.body.windows
  }

  describe('GET /shop/promotions (public)', () => {
    it("serves the demo's window until it ends, to anyone, and nothing after", async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2024-10-01T12:00:00Z'))
      expect(await promotions()).toEqual([SPEC_WINDOW])
      vi.setSystemTime(new Date('2024-10-02T21:59:59Z'))
      expect(await promotions()).toEqual([SPEC_WINDOW])
      vi.setSystemTime(new Date('2024-10-02T22:00:00Z'))
      expect(await promotions()).toEqual([])
      const anonymous = await rawFetch('/shop/promotions')
      expect(anonymous.status).toBe(200)
    })

    it('credits the window it serves: a session opened inside it is paid boosted', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2024-10-02T20:00:00Z'))
      const [window] = await promotions()
      expect(window?.multiplier).toBe(1.25)
      const joueur = clientFor('joueur')
      const before = await joueur.profile.get()
      const opened = await joueur.shop.checkout({ body: { priceId: MOCK_PRICE_IDS.aventurier } })
      if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
      await backend().completeCheckout(opened.body.url)
      const after = await joueur.profile.get()
      if (before.status !== 200 || after.status !== 200) throw new Error('profile unreadable')
      expect(after.body.points - before.body.points).toBe(
        Math.floor(100 * (window?.multiplier ?? 0)),
      )
    })
  })

  describe('GET /site/notice (public)', () => {
    it('is off in the demo data: no message, to anyone', async () => {
      const answer = await clientWith(null).content.notice()
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ message: null })
    })
  })

  describe('GET /shop/fidelity/rewards (public)', () => {
    it("serves the month's rewards with the catalogue's description (null) in the demo", async () => {
      const answer = await clientWith(null).fidelity.rewards()
      expect(answer.status).toBe(200)
      const rewards = answer.status === 200 ? answer.body : []
      expect(rewards).toHaveLength(6)
      expect(rewards.every((reward) => reward.description === null)).toBe(true)
    })
  })
})
