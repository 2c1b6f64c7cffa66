import PgBoss from 'pg-boss'
import {
  checkReceipts,
  DEFAULT_STALLED_AFTER_MS,
  sendDelivery,
  type StalledDelivery,
} from '@backend/routes/deliveries'
import { GameUnavailableError, type GamePort, type StorePort } from '@backend/ports'
import type { Database } from '../db/client'

/**
 * The delivery queue: pg-boss on the portal's PostgreSQL (or its PGlite) sends each pending
 * delivery of the outbox to the game, with retries, on any number of instances. The outbox row is
 * what must be delivered; a job only wakes a worker for it, and a sweep every minute queues any
 * pending delivery again and reads the receipts back. Sending twice is harmless. Why:
 * docs/decisions/024-game-database-and-deliveries-outbox.md.
 */
export const DELIVERY_QUEUE = 'deliveries'
const SWEEP = 'deliveries-sweep'
/** Wake-ups within this many milliseconds are queued together, as one statement. */
export const WAKE_BATCH_MS = 10

export interface DeliveryQueueSettings {
  /** Workers of this process (each fetches one delivery at a time). */
  workers: number
  /** Retries of one job while the game cannot be reached, and the first delay in seconds (doubled each time). */
  retryLimit: number
  retryDelaySeconds: number
  /** How often an idle worker looks for jobs, in seconds (a wake-up from this process is at once). */
  pollingIntervalSeconds: number
  /** The sweep's cron (every minute by default). */
  sweepCron: string
  /** A sent delivery not handed over after this many hours is reported stuck (DELIVERY_STALLED_AFTER_HOURS). */
  stalledAfterHours: number
}

export const DEFAULT_DELIVERY_QUEUE: DeliveryQueueSettings = {
  workers: 2,
  retryLimit: 12,
  retryDelaySeconds: 2,
  pollingIntervalSeconds: 2,
  sweepCron: '* * * * *',
  stalledAfterHours: DEFAULT_STALLED_AFTER_MS / 3600_000,
}

type Log = (message: string, fields?: Record<string, unknown>) => void

/**
 * Told once of each delivery the receipt check newly found stuck in the game (its row or marker
 * gone, or waiting too long): it logs them. Their alert was queued with the flag (decision 060);
 * the console lists them (docs/decisions/051-stalled-deliveries.md).
 */
export async function reportStalledDeliveries(stalled: StalledDelivery[], log: Log): Promise<void> {
  for (const { delivery, stalled: why } of stalled) {
    log('delivery stuck in the game', {
      deliveryId: delivery.deliveryId,
      uid: delivery.uid,
      characterId: delivery.characterId,
      stalled: why,
    })
  }
}

export interface DeliveryQueue {
  /**
   * Queues these deliveries (after the commit that added them to the outbox): within
   * WAKE_BATCH_MS, with the others woken meanwhile, in one statement.
   */
  wake(deliveryIds: readonly string[]): void
  /** Queues every pending delivery and reads back receipts: what the sweep does each minute. */
  sweep(): Promise<void>
  /** Stops, letting the jobs in flight finish within `graceMs` (default 10 s). */
  stop(graceMs?: number): Promise<void>
}

export interface DeliveryQueueOptions {
  database: Database
  store: StorePort
  game: GamePort
  settings?: Partial<DeliveryQueueSettings>
  /** Run workers and the sweep here (npm run server, npm run worker); false: only queue jobs. */
  work?: boolean
  log?: Log
}

export async function startDeliveryQueue(options: DeliveryQueueOptions): Promise<DeliveryQueue> {
  const { database, store, game, work = true, log = () => undefined } = options
  const settings = { ...DEFAULT_DELIVERY_QUEUE, ...options.settings }
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schedule: work,
    supervise: work,
  })
  boss.on('error', (error) => log('delivery queue error', { error: String(error) }))
  // pg-boss migrates its schema under a lock of its own, but two instances creating the same
  // queue at once deadlock (insert into its queue table, then a partition attached): one at a time.
  await database.oneAtATime(async () => {
    await boss.start()
    // 'stately': at most one queued and one running job per delivery.
    await boss.createQueue(DELIVERY_QUEUE, {
      name: DELIVERY_QUEUE,
      policy: 'stately',
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
    })
    await boss.createQueue(SWEEP, { name: SWEEP, policy: 'singleton' })
  })

  /** One job per delivery, in one statement ('stately': one already queued is left as it is). */
  const queue = async (deliveryIds: readonly string[]) => {
    if (deliveryIds.length === 0) return
    await boss.insert(
      deliveryIds.map((deliveryId) => ({
        name: DELIVERY_QUEUE,
        data: { deliveryId },
        singletonKey: deliveryId,
      })),
    )
  }

  // The deliveries woken and not queued yet, and the batch being queued.
  let waking: string[] = []
  let wakeTimer: ReturnType<typeof setTimeout> | null = null
  let queuing: Promise<void> = Promise.resolve()
  function queueWoken() {
    wakeTimer = null
    const deliveryIds = waking
    waking = []
    queuing = queue(deliveryIds).catch((error: unknown) =>
      log('deliveries not queued (the sweep will)', { deliveryIds, error: String(error) }),
    )
  }

  async function sweep() {
    const pending = await store.transaction((tx) => tx.outbox.inState('pending', 1_000))
    await queue(pending.map(({ deliveryId }) => deliveryId))
    try {
      const received = await checkReceipts(
        { store, game },
        {
          stalledAfterMs: settings.stalledAfterHours * 3600_000,
          onStalled: (stalled) => reportStalledDeliveries(stalled, log),
        },
      )
      if (received > 0) log('deliveries received in game', { received })
    } catch (error) {
      if (!(error instanceof GameUnavailableError)) throw error
    }
  }

  if (work) {
    for (let i = 0; i < settings.workers; i += 1) {
      await boss.work<{ deliveryId: string }>(
        DELIVERY_QUEUE,
        { pollingIntervalSeconds: settings.pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return
          // A game that cannot be reached throws: pg-boss retries the job later.
          const result = await sendDelivery({ store, game }, job.data.deliveryId)
          if (result === 'failed') log('delivery refused by the game', { id: job.data.deliveryId })
        },
      )
    }
    await boss.schedule(SWEEP, settings.sweepCron)
    await boss.work(SWEEP, async () => sweep())
  }

  return {
    wake(deliveryIds) {
      waking.push(...deliveryIds)
      wakeTimer ??= setTimeout(queueWoken, WAKE_BATCH_MS)
    },
    sweep,
    async stop(graceMs = 10_000) {
      // What was woken is queued before the queue stops.
      if (wakeTimer) {
        clearTimeout(wakeTimer)
        queueWoken()
      }
      await queuing
      await boss.stop({ graceful: true, wait: true, timeout: graceMs })
    },
  }
}
