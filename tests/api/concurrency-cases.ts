import { MOCK_PRICE_IDS } from '@contract/catalog'
import { VOTE_VALIDATION_DELAY_MS } from '@contract/rules'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  JOUEUR_TARGET,
  backend,
  clientFor,
  clientWith,
  gtop100Pingback,
  roomyLimits,
} from './helpers'

/**
 * Races the store must settle without a process-wide lock (see docs/decisions/006):
 * run on every backend by concurrency.test.ts, and on a real PostgreSQL by
 * tests/server/postgres.test.ts.
 */
export function concurrencyCases(): void {
  const joueur = () => clientFor('joueur')

  const statuses = (answers: { status: number }[]) => {
    const counts: Record<number, number> = {}
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
    return counts
  }

  // Many requests at once on a shared 2-core machine: more than Vitest's default 5 s per test.
  describe('concurrent requests', { timeout: 30_000 }, () => {
    // Races of up to 100 calls of one player: above the rate limits, which are not under test.
    beforeEach(() => backend().setLimits(roomyLimits()))

    // The ledger is the truth of every balance: after each race, they agree.
    afterEach(async () => {
      const audit = await backend().ledgerAudit()
      expect(audit.length).toBeGreaterThan(0)
      for (const row of audit) expect(row, row.uid).toMatchObject({ ledgerSum: row.points })
    })

    it('of 20 concurrent transfers with one idempotency key, the points move once and all answer the first outcome', async () => {
      const headers = { 'idempotency-key': 'transfer-once-1' }
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          joueur().shop.order({ body: { ...JOUEUR_TARGET, amount: 500 }, headers }),
        ),
      )
      expect(statuses(answers)).toEqual({ 201: 20 })
      const [first] = answers
      for (const answer of answers) {
        expect(answer.body).toEqual(first?.body)
        expect(answer.body).toMatchObject({ points: 1000, monthPoints: 1150 })
      }
      // One delivery, written once in the game's table.
      await backend().game.settle()
      const rows = await backend().game.rows()
      // (The demo player's past transfer still waiting in the game left out.)
      const made = rows.filter((row) => !row.deliveryId.startsWith('order:demo-'))
      expect(made.filter((row) => row.characterId === JOUEUR_TARGET.characterId)).toHaveLength(1)
      expect((await joueur().profile.get()).body).toEqual({ points: 1000, monthPoints: 1150 })
      // Retried later (a lost answer), the key still answers the first outcome.
      const retried = await joueur().shop.order({
        body: { ...JOUEUR_TARGET, amount: 500 },
        headers,
      })
      expect(retried).toMatchObject({ status: 201, body: { points: 1000 } })
      // Another body with that key is refused, and nothing moves.
      const reused = await joueur().shop.order({ body: { ...JOUEUR_TARGET, amount: 400 }, headers })
      expect(reused.status).toBe(422)
      expect((await joueur().profile.get()).body).toEqual({ points: 1000, monthPoints: 1150 })
      // A new key is a new transfer.
      const next = await joueur().shop.order({
        body: { ...JOUEUR_TARGET, amount: 500 },
        headers: { 'idempotency-key': 'transfer-once-2' },
      })
      expect(next).toMatchObject({ status: 201, body: { points: 500 } })
    })

    it('of 20 concurrent fulfilments of one paid session, exactly one credits', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-05-04T10:00:00Z'))
      await backend().reset()
      const opened = await joueur().shop.checkout({ body: { priceId: MOCK_PRICE_IDS.chevalier } })
      if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => backend().completeCheckout(opened.body.url)),
      )
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
      expect((await joueur().profile.get()).body).toEqual({ points: 1710, monthPoints: 1360 })
    })

    it('of 20 concurrent deliveries of each after-sale notice, each applies once', async () => {
      const opened = await joueur().shop.checkout({ body: { priceId: MOCK_PRICE_IDS.legende } })
      if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
      const url = opened.body.url
      await backend().completeCheckout(url)
      const twenty = (notice: Parameters<ReturnType<typeof backend>['afterSale']>[1]) =>
        Promise.all(Array.from({ length: 20 }, () => backend().afterSale(url, notice)))
      // Refunds of growing shares, all at once and out of order: the largest one counts, once.
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          backend().afterSale(url, { kind: 'refund', share: (i % 4) / 8 }),
        ),
      )
      expect((await joueur().profile.get()).body).toEqual({ points: 2188, monthPoints: 1838 })
      await twenty({ kind: 'dispute-opened' })
      expect((await joueur().profile.get()).body).toEqual({ points: 1500, monthPoints: 1150 })
      await twenty({ kind: 'dispute-closed', won: true })
      expect((await joueur().profile.get()).body).toEqual({ points: 2188, monthPoints: 1838 })
    })

    it('of 20 concurrent claims with one idempotency key, all answer 200 and the reward is sent once', async () => {
      const headers = { 'idempotency-key': 'claim-once' }
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          joueur().fidelity.claim({ body: { ...JOUEUR_TARGET, rewardId: 1 }, headers }),
        ),
      )
      expect(statuses(answers)).toEqual({ 200: 20 })
      const claimable = await joueur().fidelity.claimable()
      expect(claimable.status === 200 && claimable.body.map((r) => r.rewardId)).toEqual([2])
      const other = await joueur().fidelity.claim({
        body: { ...JOUEUR_TARGET, rewardId: 2 },
        headers,
      })
      expect(other.status).toBe(422)
    })

    it.each([20, 100])(
      'of %i concurrent transfers of the whole balance, exactly one succeeds and the balance ends at 0',
      async (count) => {
        const answers = await Promise.all(
          Array.from({ length: count }, () =>
            joueur().shop.order({ body: { ...JOUEUR_TARGET, amount: 1500 } }),
          ),
        )
        expect(statuses(answers)).toEqual({ 201: 1, 400: count - 1 })
        expect((await joueur().profile.get()).body).toEqual({ points: 0, monthPoints: 1150 })
      },
    )

    it('of 40 concurrent claims of one reward, exactly one is sent', async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          joueur().fidelity.claim({ body: { ...JOUEUR_TARGET, rewardId: 1 } }),
        ),
      )
      expect(statuses(answers)).toEqual({ 200: 1, 409: 39 })
      const claimable = await joueur().fidelity.claimable()
      expect(claimable.status === 200 && claimable.body.map((r) => r.rewardId)).toEqual([2])
    })

    it('of 40 concurrent validations of one vote token, exactly one vote counts', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const start = new Date('2026-05-04T10:00:00Z')
      vi.setSystemTime(start)
      await backend().reset()
      backend().setLimits(roomyLimits())
      const issued = await joueur().votes.request({ body: { providerId: 'gtop100' } })
      if (issued.status !== 200) throw new Error(`request answered ${issued.status}`)
      // gtop100 confirms the vote (its pingback with the vote link's reference).
      const ref = new URL(issued.body.link ?? '', 'http://x.test').searchParams.get('pingUsername')
      const pingback = await fetch(`${backend().baseUrl}/votes/pingback/gtop100`, {
        method: 'POST',
        body: new URLSearchParams({
          pingbackkey: 'demo-gtop100-key',
          VoterIP: '127.0.0.1',
          Successful: '0',
          pingUsername: ref ?? '',
        }),
      })
      expect(pingback.status).toBe(200)
      vi.setSystemTime(new Date(start.getTime() + VOTE_VALIDATION_DELAY_MS))
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          joueur().votes.validate({ body: { voteToken: issued.body.token } }),
        ),
      )
      expect(statuses(answers)).toEqual({ 200: 1, 409: 39 })
      const votes = await joueur().votes.list()
      const gtop100 = votes.status === 200 ? votes.body.find((p) => p.id === 'gtop100') : null
      expect(gtop100?.votes).toBe(13)
    })

    it('of 6 accounts on one address validating at once, one callback without reference counts once', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const start = new Date('2026-05-04T10:00:00Z')
      vi.setSystemTime(start)
      await backend().reset()
      backend().setLimits(roomyLimits())
      const players = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const player = await backend().signUp(`foyer${i}@portail.test`)
          return clientWith(await player.token(start))
        }),
      )
      const tokens = await Promise.all(
        players.map(async (client) => {
          const issued = await client.votes.request({ body: { providerId: 'gtop100' } })
          if (issued.status !== 200) throw new Error(`request answered ${issued.status}`)
          return issued.body.token
        }),
      )
      vi.setSystemTime(new Date(start.getTime() + 1_000))
      expect((await gtop100Pingback(undefined, { pingUsername: '' })).status).toBe(200)
      vi.setSystemTime(new Date(start.getTime() + VOTE_VALIDATION_DELAY_MS + 1_000))
      const answers = await Promise.all(
        players.map((client, i) => client.votes.validate({ body: { voteToken: tokens[i] ?? '' } })),
      )
      expect(statuses(answers)).toEqual({ 200: 1, 202: 5 })
    })
  })
}
