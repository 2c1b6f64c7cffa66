import { GameUnavailableError, type GamePort } from '@backend/ports'
import { openDatabase, type Database } from '@server/db/client'
import { startDeliveryQueue, type DeliveryQueue } from '@server/jobs/delivery-queue'
import { postgresGame } from '@server/game/postgres-game'
import { sqlStore } from '@server/db/store'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { serverBackend } from '../api/backends'
import { JOUEUR_TARGET, backend, clientFor, forEachBackend, roomyLimits } from '../api/helpers'
import { unreachableWhen } from '../helpers/game'
import { onPostgresCluster } from './pg-cluster'

/**
 * The delivery queue (pg-boss) on a real PostgreSQL: the API server only queues, three workers
 * of their own (three connections, as three instances would) send. The game is the standalone
 * game on the same server, which a test can make unreachable or make lose the answer of a commit.
 */
onPostgresCluster('delivery queue on a real PostgreSQL', (url) => {
  /** How the test's game behaves: reachable or not, and how many commit answers it loses. */
  const behaviour = { reachable: true, lostAnswers: 0 }
  const workers: { queue: DeliveryQueue; database: Database }[] = []
  /** What the workers logged. */
  const logged: { message: string; fields?: Record<string, unknown> }[] = []

  /** The standalone game on the test's server, as the workers reach it. */
  function workerGame(database: Database): GamePort {
    const game = unreachableWhen(postgresGame(database.db), () => !behaviour.reachable)
    return {
      ...game,
      async send(delivery) {
        const outcome = await game.send(delivery)
        // Committed in the game, then the answer is lost (a crash before the portal's mark).
        if (behaviour.lostAnswers > 0) {
          behaviour.lostAnswers -= 1
          throw new GameUnavailableError('commit answer lost')
        }
        return outcome
      },
    }
  }

  async function startWorkers(count: number) {
    for (let i = 0; i < count; i += 1) {
      const database = await openDatabase({ url: url() })
      const queue = await startDeliveryQueue({
        database,
        store: sqlStore(database.db),
        game: workerGame(database),
        settings: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, workers: 1 },
        log: (message, fields) => void logged.push({ message, fields }),
      })
      workers.push({ queue, database })
    }
  }

  async function deliveries() {
    const answer = await clientFor('joueur').deliveries.list()
    if (answer.status !== 200) throw new Error(`deliveries answered ${answer.status}`)
    return answer.body
  }

  /** The deliveries the demo player had before the test (its demo past): left out of states(). */
  let before = new Set<string>()

  /** The states of the deliveries the test made, newest first. */
  async function states() {
    return (await deliveries())
      .filter((delivery) => !before.has(delivery.deliveryId))
      .map((delivery) => delivery.state)
  }

  async function transfers(count: number, prefix: string) {
    // Room for a hundred transfers at once: the limits are tests/api/rate-limits.test.ts's.
    backend().setLimits(roomyLimits())
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        clientFor('joueur').shop.order({
          body: { ...JOUEUR_TARGET, characterId: i % 2 === 0 ? 1 : 2, amount: 10 },
          headers: { 'idempotency-key': `${prefix}-${i}` },
        }),
      ),
    )
    expect(answers.every((answer) => answer.status === 201)).toBe(true)
  }

  /** Every delivery of the game's table belongs to one delivery id, once. */
  async function expectOneRowEach(count: number) {
    // The demo player's past transfer still waiting in the game is left out.
    const rows = (await backend().game.rows()).filter(
      (row) => !row.deliveryId.startsWith('order:demo-'),
    )
    expect(rows).toHaveLength(count)
    expect(new Set(rows.map((row) => row.deliveryId)).size).toBe(count)
  }

  forEachBackend(() => {
    beforeAll(async () => startWorkers(3), 60_000)
    afterAll(async () => {
      for (const { queue, database } of workers.splice(0)) {
        await queue.stop()
        await database.close()
      }
    })
    beforeEach(async () => {
      before = new Set((await deliveries()).map((delivery) => delivery.deliveryId))
    })
    afterEach(() => {
      behaviour.reachable = true
      behaviour.lostAnswers = 0
    })

    it('100 concurrent transfers with 3 workers: each delivered once', async () => {
      await transfers(100, 'many')
      await vi.waitFor(async () => expect(await states()).toEqual(Array(50).fill('sent')), {
        timeout: 60_000,
        interval: 500,
      })
      await expectOneRowEach(100)
    }, 90_000)

    it("a crash between the game's commit and the portal's mark delivers once", async () => {
      behaviour.lostAnswers = 3
      await transfers(3, 'lost')
      await vi.waitFor(async () => expect(await states()).toEqual(['sent', 'sent', 'sent']), {
        timeout: 30_000,
        interval: 500,
      })
      expect(behaviour.lostAnswers).toBe(0)
      await expectOneRowEach(3)
    }, 60_000)

    it('the game down for 30 s, then back: everything delivered once', async () => {
      behaviour.reachable = false
      await transfers(10, 'down')
      await new Promise((resolve) => setTimeout(resolve, 30_000))
      expect(await states()).toEqual(Array(10).fill('pending'))
      await expectOneRowEach(0)
      behaviour.reachable = true
      await vi.waitFor(async () => expect(await states()).toEqual(Array(10).fill('sent')), {
        timeout: 60_000,
        interval: 500,
      })
      await expectOneRowEach(10)
    }, 120_000)

    it('a sent delivery whose game row is deleted is reported once, through the alert hook', async () => {
      await transfers(1, 'stuck')
      await vi.waitFor(async () => expect(await states()).toEqual(['sent']), {
        timeout: 30_000,
        interval: 500,
      })
      const [delivery] = (await deliveries()).filter((d) => !before.has(d.deliveryId))
      await backend().game.deleteDeliveryRows(JOUEUR_TARGET.characterId)
      const stuck = () =>
        logged.filter(
          (line) =>
            line.message === 'delivery stuck in the game' &&
            line.fields?.deliveryId === delivery?.deliveryId,
        )
      await workers[0]?.queue.sweep()
      await workers[1]?.queue.sweep()
      expect(stuck()).toEqual([
        expect.objectContaining({ fields: expect.objectContaining({ stalled: 'row-gone' }) }),
      ])
      expect((await deliveries()).find((d) => d.deliveryId === delivery?.deliveryId)).toMatchObject(
        { state: 'sent', stalled: 'row-gone' },
      )
    }, 60_000)
  }, [
    {
      name: 'postgres',
      start: () => serverBackend('postgres', url(), { deliveries: 'enqueue' }).start(),
    },
  ])
})
