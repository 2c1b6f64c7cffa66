import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serverBackend } from '../api/backends'
import { concurrencyCases } from '../api/concurrency-cases'
import { forEachBackend } from '../api/helpers'
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './pg-cluster'

/**
 * The concurrency cases on a real PostgreSQL (a throwaway cluster made here):
 * many connections at once, where PGlite runs one statement at a time.
 */
const bin = findPostgresBin()

if (!bin) {
  describe('API server on a real PostgreSQL', () => {
    it.skip('needs initdb and pg_ctl (Debian package postgresql; .ci/run installs it)', () => {})
  })
} else {
  let cluster: PostgresCluster | null = null
  let url = ''
  beforeAll(async () => {
    cluster = await startPostgresCluster(bin)
    url = cluster.url
  }, 120_000)
  afterAll(() => cluster?.stop())

  /** Each player's balance and the sum of their ledger, where they differ. */
  async function ledgerMismatches() {
    const client = new pg.Client({ connectionString: url })
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
  }, [{ name: 'postgres', start: () => serverBackend('postgres', url).start() }])
}
