import { DEFAULT_LIMITS } from '@backend/http/rate-limits'
import { describe, expect, it } from 'vitest'
import { backend, clientFor, clientWith } from './helpers'

/**
 * Races of the console's two pairs of eyes and undo (docs/decisions/056): run on both backends by
 * tests/api/approvals.test.ts, and on a real PostgreSQL by tests/server/postgres.test.ts.
 */
export function operationRaces(): void {
  const reason = 'Compensation de la panne du 12'
  const balance = async () => (await clientFor('joueur').profile.get()).body

  describe('concurrent decisions', { timeout: 30_000 }, () => {
    it('of two approvals and a rejection of one request, exactly one applies, once', async () => {
      backend().setLimits({ ...DEFAULT_LIMITS, approvalThreshold: 1000 })
      await balance()
      const pending = await clientFor('operateur').admin.credit({
        params: { uid: 'joueur' },
        body: { amount: 5000, reason },
      })
      if (pending.status !== 202) throw new Error(`credit answered ${pending.status}`)
      const { approvalId } = pending.body.approval
      const others = await Promise.all(
        ['second1', 'second2', 'second3'].map(async (uid) =>
          clientWith(await backend().operatorToken(uid)),
        ),
      )
      const answers = await Promise.all([
        others[0]!.operations.approve({ params: { approvalId }, body: { reason } }),
        others[1]!.operations.approve({ params: { approvalId }, body: { reason } }),
        others[2]!.operations.reject({ params: { approvalId }, body: { reason } }),
      ])
      const won = answers.filter((a) => a.status === 201)
      expect(won).toHaveLength(1)
      expect(answers.filter((a) => a.status === 409)).toHaveLength(2)
      const approved = won[0]?.body as { approval: { status: string } }
      const expected = approved.approval.status === 'approved' ? 6500 : 1500
      expect(await balance()).toMatchObject({ points: expected })
      for (const row of await backend().ledgerAudit()) expect(row.ledgerSum).toBe(row.points)
    })

    it('of five concurrent undos of one credit, one compensates it', async () => {
      await balance()
      const credited = await clientFor('operateur').admin.credit({
        params: { uid: 'joueur' },
        body: { amount: 200, reason },
      })
      if (credited.status !== 201) throw new Error(`credit answered ${credited.status}`)
      const { auditId } = credited.body
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          clientFor('operateur').operations.undo({
            params: { uid: 'joueur', auditId },
            body: { reason },
          }),
        ),
      )
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
      expect(answers.filter((a) => a.status === 409)).toHaveLength(4)
      expect(await balance()).toMatchObject({ points: 1500 })
      for (const row of await backend().ledgerAudit()) expect(row.ledgerSum).toBe(row.points)
    })

    it('of five concurrent bans of one player, one is recorded', async () => {
      await balance()
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          clientFor('operateur').operations.ban({ params: { uid: 'joueur' }, body: { reason } }),
        ),
      )
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
      expect(answers.filter((a) => a.status === 409)).toHaveLength(4)
    })
  })
}
