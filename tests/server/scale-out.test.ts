import { expect, it } from 'vitest'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { createApiServer } from '@server/http/app'
import { pendingPayments } from '@server/stripe/payments'
import { TEST_PROJECT_ID } from './emulator-tokens'
import { onPostgresCluster } from './pg-cluster'

/**
 * What a serverless host does on a deploy or a burst: three instances start at once on an empty
 * PostgreSQL (migrations, demo data, pg-boss's schema and queues), and all three must serve
 * (docs/decisions/025-migrations-once-across-instances.md).
 */
onPostgresCluster('three API servers starting at once on an empty PostgreSQL', (url) => {
  it('all three start and answer', { timeout: 120_000 }, async () => {
    const start = () =>
      createApiServer({
        databaseUrl: url(),
        pgliteDir: 'memory',
        projectId: TEST_PROJECT_ID,
        seedDemo: true,
        payments: pendingPayments(MOCK_PRICE_IDS),
        deliveries: 'work',
      })
    const started = await Promise.allSettled([start(), start(), start()])
    const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
    try {
      const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []))
      expect(failures).toEqual([])
      const statuses = await Promise.all(
        servers.map(async (server) => {
          const answer = await server.handler(new Request('http://api.test/ranking/characters'))
          return answer.status
        }),
      )
      expect(statuses).toEqual([200, 200, 200])
    } finally {
      await Promise.all(servers.map((server) => server.close()))
    }
  })
})
