import { describe, expect, it, vi } from 'vitest'
import { JOUEUR_TARGET, clientFor, rawFetch, malformed, backend, forEachBackend } from './helpers'

forEachBackend(() => {
  const claim = (
    rewardId: number,
    uid: 'joueur' | 'nouveau' = 'joueur',
    target: object = JOUEUR_TARGET,
  ) => clientFor(uid).fidelity.claim({ body: malformed({ ...target, rewardId }) })

  const claimable = async (uid: 'joueur' | 'nouveau' = 'joueur') => {
    const answer = await clientFor(uid).fidelity.claimable()
    if (answer.status !== 200) throw new Error(`claimable answered ${answer.status}`)
    return answer.body.map((r) => r.rewardId)
  }

  describe('GET /shop/fidelity/rewards (public)', () => {
    it('lists one reward per main stage and the Special stage furniture, to anyone', async () => {
      const answer = await clientFor('nouveau').fidelity.rewards()
      expect(answer.status).toBe(200)
      const rewards = answer.status === 200 ? answer.body : []
      expect(rewards.map((r) => [r.stageId, r.itemId])).toEqual([
        [1, 60582],
        [2, 60583],
        [3, 60584],
        [4, 60585],
        [5, 60586],
        [99, 26797],
      ])
      const anonymous = await rawFetch('/shop/fidelity/rewards')
      expect(anonymous.status).toBe(200)
      expect(await anonymous.json()).toEqual(rewards)
    })
  })

  describe('GET /me/fidelity/rewards', () => {
    it('offers the rewards of the stages reached this month (Bronze and Silver for joueur)', async () => {
      expect(await claimable('joueur')).toEqual([1, 2])
      expect(await claimable('nouveau')).toEqual([])
    })
  })

  describe('POST /me/fidelity/rewards/claim', () => {
    it('claims a reward once: 200 then 409, and it leaves the claimable list', async () => {
      expect(await claim(1)).toMatchObject({ status: 200, body: { rewardId: 1 } })
      expect(await claim(1)).toMatchObject({
        status: 409,
        body: { message: 'reward already claimed' },
      })
      expect(await claimable()).toEqual([2])
    })

    it('answers 403 for a stage not reached, Special included, and 404 for an unknown reward', async () => {
      expect(await claim(3)).toMatchObject({ status: 403, body: { message: 'stage not reached' } })
      expect(await claim(6)).toMatchObject({ status: 403 })
      expect(await claim(77)).toMatchObject({ status: 404, body: { message: 'reward not found' } })
    })

    it("answers 404 when the account or character is not the caller's", async () => {
      expect(await claim(1, 'nouveau')).toMatchObject({
        status: 404,
        body: { message: 'account not found' },
      })
      expect(await claim(1, 'joueur', { accountId: 2, characterId: 1 })).toMatchObject({
        status: 404,
        body: { message: 'character not found' },
      })
      expect(await claimable()).toEqual([1, 2])
    })

    it('answers 400 for a malformed body', async () => {
      const missing = await clientFor('joueur').fidelity.claim({
        body: malformed({ accountId: 1, rewardId: 1 }),
      })
      expect(missing).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^Requête invalide/) },
      })
      expect((await claim(1.5)).status).toBe(400)
    })

    it('starts afresh each calendar month: monthPoints back to 0, earlier claims forgotten', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-01-31T23:59:00Z'))
      await backend().reset()
      expect((await claim(1)).status).toBe(200)
      expect(await claimable()).toEqual([2])
      vi.setSystemTime(new Date('2026-02-01T00:00:00Z'))
      expect((await clientFor('joueur').profile.get()).body).toEqual({
        points: 1500,
        monthPoints: 0,
      })
      expect(await claimable()).toEqual([])
      await backend().completeCheckout(await openLegende())
      expect((await clientFor('joueur').profile.get()).body).toEqual({
        points: 2600,
        monthPoints: 1100,
      })
      expect(await claimable()).toEqual([1, 2])
      expect((await claim(1)).status).toBe(200)
    })
  })

  async function openLegende() {
    const answer = await clientFor('joueur').shop.checkout({
      body: { priceId: 'price_mock_legende' },
    })
    if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}`)
    return answer.body.url
  }
})
