import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USERS } from '@backend/demo/demo'
import { DEFAULT_LIMITS, type LimitSettings } from '@backend/http/rate-limits'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { createApiServer, type ApiServer } from '@server/http/app'
import { startHttpServer, type RunningHttpServer } from '@server/http/http'
import { pendingPayments } from '@server/stripe/payments'
import { TEST_PROJECT_ID, emulatorToken, startAuthEmulatorDouble } from './emulator-tokens'

/**
 * The per-address limits as the real server counts them behind one trusted proxy (the caller's
 * address read from X-Forwarded-For): an IPv6 address by its /64, an address it cannot read in one
 * shared bucket.
 */
describe('per-address limits of the API server behind a proxy', () => {
  const limits: LimitSettings = {
    ...DEFAULT_LIMITS,
    actions: { ...DEFAULT_LIMITS.actions, transfer: { perPlayer: 100, perIp: 2, windowS: 60 } },
  }
  let api: ApiServer
  let http: RunningHttpServer
  let closeEmulator: () => Promise<void> = async () => undefined
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST

  beforeAll(async () => {
    const emulator = await startAuthEmulatorDouble()
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host
    closeEmulator = emulator.close
    api = await createApiServer({
      pgliteDir: 'memory',
      projectId: TEST_PROJECT_ID,
      seedDemo: true,
      payments: pendingPayments(MOCK_PRICE_IDS),
      deliveries: 'off',
      limits,
    })
    http = await startHttpServer({
      handler: api.handler,
      port: 0,
      webOrigins: [],
      trustProxyHops: 1,
      log: () => undefined,
    })
  }, 120_000)

  afterAll(async () => {
    await http?.close()
    await api?.close()
    await closeEmulator()
    if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost
  })

  let count = 0
  /** One transfer of 1 point by joueur, from `forwardedFor` (none: an address it cannot read). */
  async function transferFrom(forwardedFor?: string) {
    const { email } = DEMO_USERS.joueur
    const token = emulatorToken({ uid: 'joueur', email, emailVerified: true })
    const answer = await fetch(`${http.url}/shop/order`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': `bucket-${(count += 1)}`,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ accountId: 1, characterId: 1, amount: 1 }),
    })
    return answer.status
  }

  it('counts every IPv6 address of one /64 together, and another /64 apart', async () => {
    expect(await transferFrom('2001:db8:1:2::1')).toBe(201)
    expect(await transferFrom('2001:db8:1:2:abcd::99')).toBe(201)
    expect(await transferFrom('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(429)
    expect(await transferFrom('2001:db8:1:3::1')).toBe(201)
  })

  it('counts the callers whose address it cannot read in one shared bucket', async () => {
    expect(await transferFrom()).toBe(201)
    expect(await transferFrom('not-an-address')).toBe(201)
    expect(await transferFrom()).toBe(429)
    // A readable address is its own bucket.
    expect(await transferFrom('198.51.100.7')).toBe(201)
  })
})
