import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { createApiServer, type ApiServer } from '@server/http/app'
import { postgresGame } from '@server/game/postgres-game'
import { openDatabase, type Database } from '@server/db/client'
import { pendingPayments } from '@server/stripe/payments'
import { unreachableWhen } from '../helpers/game'
import { TEST_PROJECT_ID } from './emulator-tokens'
import { startDiscordStandIn } from './discord-stand-in'

/**
 * The worker as `npm run worker` starts it (createApiServer, deliveries worked) with the game made
 * unreachable: its outage watch reports it once on the alerts channel, through the outbox and
 * the Discord queue, posted again after Discord's 429; then its return, once (decision 060).
 */
describe("the worker's outage watch", () => {
  let api: ApiServer
  let gameDb: Database
  let standIn: Awaited<ReturnType<typeof startDiscordStandIn>>
  let gameDown = false

  beforeAll(async () => {
    standIn = await startDiscordStandIn()
    gameDb = await openDatabase({ pgliteDir: 'memory' })
    const port = unreachableWhen(postgresGame(gameDb.db), () => gameDown)
    api = await createApiServer({
      pgliteDir: 'memory',
      projectId: TEST_PROJECT_ID,
      seedDemo: false,
      payments: pendingPayments(MOCK_PRICE_IDS),
      game: { port, close: async () => undefined },
      deliveries: 'work',
      discord: {
        webhooks: { alerts: standIn.webhook('alerts') },
        retryDelaySeconds: 1,
        pollingIntervalSeconds: 0.5,
      },
      outageWatch: { intervalS: 1, downAfterS: 2 },
    })
  }, 120_000)

  afterAll(async () => {
    await api?.close()
    await gameDb?.close()
    await standIn?.close()
  })

  async function alerts(count: number, timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs
    const seen = () => standIn.posts.map((p) => (p.body.content ?? '').split('\n')[0])
    while (seen().length < count) {
      if (Date.now() > until) throw new Error(`${seen().length} alerts, not ${count}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000)) // no further one
    return seen()
  }

  it('one message when the game is down past the delay, one when it is back', async () => {
    standIn.answers.push({ status: 429, retryAfterS: 1 })
    gameDown = true
    const down = await alerts(2)
    expect(down).toHaveLength(2) // the 429, then the same message
    expect(down[0]).toMatch(/^🚨 La base du jeu est injoignable depuis \d+\u00a0min\.$/)
    expect(down[1]).toBe(down[0])
    gameDown = false
    const all = await alerts(3)
    expect(all).toHaveLength(3)
    expect(all[2]).toMatch(/^✅ La base du jeu répond de nouveau \(panne de \d+\u00a0min\)\.$/)
  }, 60_000)
})
