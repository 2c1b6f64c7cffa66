import { afterAll, beforeAll, expect, it } from 'vitest'
import { CLIENT_IP_HEADER } from '@backend/http/client-ip'
import { DEMO_USERS } from '@backend/demo/demo'
import { DEFAULT_LIMITS, type LimitSettings } from '@backend/http/rate-limits'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { createApiServer, type ApiServer } from '@server/http/app'
import { pendingPayments } from '@server/stripe/payments'
import { TEST_PROJECT_ID, emulatorToken, startAuthEmulatorDouble } from './emulator-tokens'
import { onPostgresCluster } from './pg-cluster'

/**
 * Two API server instances on one PostgreSQL, as a serverless host runs them: the rate limits'
 * counters are the database's, so calls spread over both count against one total
 * (docs/decisions/034-rate-limits.md).
 */
onPostgresCluster('rate limits shared by two API servers on one PostgreSQL', (url) => {
  const limits: LimitSettings = {
    ...DEFAULT_LIMITS,
    actions: {
      ...DEFAULT_LIMITS.actions,
      voteValidate: { perPlayer: 4, perIp: 100, windowS: 60 },
      voteRequest: { perPlayer: 100, perIp: 3, windowS: 60 },
    },
  }
  let servers: ApiServer[] = []
  let closeEmulator: () => Promise<void> = async () => undefined
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST

  beforeAll(async () => {
    const emulator = await startAuthEmulatorDouble()
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host
    closeEmulator = emulator.close
    const start = () =>
      createApiServer({
        databaseUrl: url(),
        pgliteDir: 'memory',
        projectId: TEST_PROJECT_ID,
        seedDemo: true,
        payments: pendingPayments(MOCK_PRICE_IDS),
        deliveries: 'off',
        limits,
      })
    servers = await Promise.all([start(), start()])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await closeEmulator()
    if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost
  })

  /** A POST of `uid` from `ip` to the instance `index`: its status and Retry-After. */
  async function post(
    index: number,
    path: string,
    body: unknown,
    uid: 'joueur' | 'nouveau',
    ip: string,
  ) {
    const token = await emulatorToken({ uid, email: DEMO_USERS[uid].email, emailVerified: true })
    const server = servers[index % servers.length]
    if (!server) throw new Error('no server')
    const answer = await server.handler(
      new Request(`http://api.test${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          [CLIENT_IP_HEADER]: ip,
        },
        body: JSON.stringify(body),
      }),
    )
    return { status: answer.status, retryAfter: answer.headers.get('retry-after') }
  }

  it(
    'a player past the limit on both instances together is refused by each',
    { timeout: 60_000 },
    async () => {
      const statuses: number[] = []
      for (let i = 0; i < 6; i += 1) {
        const answer = await post(
          i,
          '/me/votes/validate',
          { voteToken: `vote_x${i}` },
          'joueur',
          '203.0.113.7',
        )
        statuses.push(answer.status)
        if (answer.status === 429) expect(Number(answer.retryAfter)).toBeGreaterThan(0)
      }
      // 4 allowed in all (unknown tokens: 404), 2 on each instance; then both refuse.
      expect(statuses).toEqual([404, 404, 404, 404, 429, 429])
    },
  )

  it(
    'an address past its limit on both instances together is refused, whoever calls',
    { timeout: 60_000 },
    async () => {
      const ask = (i: number, uid: 'joueur' | 'nouveau') =>
        post(i, '/me/votes/request', { providerId: 'inconnu' }, uid, '198.51.100.9')
      const statuses = [
        (await ask(0, 'joueur')).status,
        (await ask(1, 'nouveau')).status,
        (await ask(0, 'nouveau')).status,
        (await ask(1, 'joueur')).status,
        (await ask(0, 'nouveau')).status,
      ]
      // An unknown site: 404, three times from that address in all; then 429 on either instance.
      expect(statuses).toEqual([404, 404, 404, 429, 429])
      // Another address is not held back.
      expect(
        (await post(1, '/me/votes/request', { providerId: 'inconnu' }, 'joueur', '198.51.100.10'))
          .status,
      ).toBe(404)
    },
  )
})
