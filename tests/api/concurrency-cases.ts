import { VOTE_VALIDATION_DELAY_MS } from '@contract/rules'
import { describe, expect, it, vi } from 'vitest'
import { JOUEUR_TARGET, backend, clientFor } from './helpers'

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

  describe('concurrent requests', () => {
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
      const issued = await joueur().votes.request({ body: { providerId: 'gtop100' } })
      if (issued.status !== 200) throw new Error(`request answered ${issued.status}`)
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
  })
}
