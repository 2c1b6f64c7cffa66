import pg from 'pg'
import { afterEach, expect } from 'vitest'
import { serverBackend } from '../api/backends'
import { concurrencyCases } from '../api/concurrency-cases'
import { forEachBackend } from '../api/helpers'
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
    afterEach(async () => {
      expect(await ledgerMismatches()).toEqual([])
    })
  }, [{ name: 'postgres', start: () => serverBackend('postgres', url()).start() }])
})
