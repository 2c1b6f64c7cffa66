import pg from 'pg'
import { loyaltyMonth } from '@contract/rules'
import { afterEach, expect, it } from 'vitest'
import { serverBackend } from '../api/backends'
import { concurrencyCases } from '../api/concurrency-cases'
import { operationRaces } from '../api/operation-races'
import { receiptRace } from '../api/receipt-cases'
import { JOUEUR_TARGET, clientFor, forEachBackend } from '../api/helpers'
import { onPostgresCluster } from './pg-cluster'

/**
 * The concurrency cases on a real PostgreSQL (a throwaway cluster made here):
 * many connections at once, where PGlite runs one statement at a time.
 */
onPostgresCluster('API server on a real PostgreSQL', (url) => {
  /** Each player's balance and the sum of their ledger, where they differ. */
  async function ledgerMismatches() {
    const client = new pg.Client({ connectionString: url() })
    await client.connect()
    try {
      const { rows } = await client.query(
        `select p.uid, p.points, coalesce(sum(l.delta), 0)::int as ledger
           from profiles p left join ledger l on l.uid = p.uid
          group by p.uid, p.points having p.points <> coalesce(sum(l.delta), 0)`,
      )
      return rows
    } finally {
      await client.end()
    }
  }

  forEachBackend(() => {
    concurrencyCases()
    operationRaces()
    receiptRace()
    afterEach(async () => {
      expect(await ledgerMismatches()).toEqual([])
    })

    it('a claim waits for a refund that holds the profile, then sees its lowered progress', async () => {
      const joueur = clientFor('joueur')
      const claimable = await joueur.fidelity.claimable()
      const rewardId = claimable.status === 200 ? claimable.body[0]?.rewardId : undefined
      if (!rewardId) throw new Error('the demo player has no claimable reward')
      // A refund's transaction as applyAfterSale runs it: the profile locked, the month's
      // progress lowered, the month's claims read (none yet), not committed yet.
      const refund = new pg.Client({ connectionString: url() })
      await refund.connect()
      try {
        await refund.query('begin')
        await refund.query(`select points from profiles where uid = 'joueur' for update`)
        await refund.query(`update profiles set month_points = 0 where uid = 'joueur'`)
        const seen = await refund.query(
          `select reward_id from claims where uid = 'joueur' and month = $1`,
          [loyaltyMonth(new Date())],
        )
        expect(seen.rows).toEqual([])
        const claim = joueur.fidelity.claim({
          body: { ...JOUEUR_TARGET, rewardId },
          headers: { 'idempotency-key': 'claim-during-refund' },
        })
        // The claim runs meanwhile: without the profile's lock it commits on the old progress.
        await Promise.race([claim, new Promise((resolve) => setTimeout(resolve, 2_000))])
        await refund.query('commit')
        const answered = await claim
        // It waited for the refund and is refused on the lowered progress: never a claim standing,
        // unflagged, on progress the refund removed.
        expect(answered).toMatchObject({ status: 403, body: { message: 'stage not reached' } })
      } finally {
        await refund.end()
      }
    })
  }, [{ name: 'postgres', start: () => serverBackend('postgres', url()).start() }])
})
