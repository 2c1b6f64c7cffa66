import PgBoss from 'pg-boss'
import {
  DEFAULT_REFUND_RETRY,
  retryPendingRefunds,
  type RefundRetrySettings,
} from '@backend/domain/refund-retry'
import type { Ports } from '@backend/ports'
import type { Database } from '../db/client'

/**
 * The retries of withdrawals' refunds left pending (docs/decisions/064): on one instance whatever
 * their number (pg-boss's schedule), each minute by default, every pending refund due is asked of
 * Stripe again with the same idempotency key, backing off; the operators are alerted when it gives up.
 */
export const REFUND_RETRY = 'refund-retry'

export interface RefundRetry {
  /** One run, now (tests). */
  run(): Promise<{ refunded: number; failed: number; gaveUp: number }>
  stop(): Promise<void>
}

export async function startRefundRetry(options: {
  database: Database
  ports: Pick<Ports, 'store' | 'payments' | 'clock'>
  settings?: RefundRetrySettings
  cron?: string
  log?: (message: string, fields?: Record<string, unknown>) => void
}): Promise<RefundRetry> {
  const { database, ports, log = () => undefined } = options
  const boss = new PgBoss({ db: { executeSql: database.executeSql } })
  boss.on('error', (error) => log('refund retry job error', { error: String(error) }))
  await database.oneAtATime(async () => {
    await boss.start()
    await boss.createQueue(REFUND_RETRY, { name: REFUND_RETRY, policy: 'singleton' })
  })
  const run = async () => {
    const outcome = await retryPendingRefunds(
      ports,
      ports.clock.now(),
      options.settings ?? DEFAULT_REFUND_RETRY,
    )
    if (outcome.refunded + outcome.failed + outcome.gaveUp > 0) {
      log('pending withdrawal refunds retried', outcome)
    }
    return outcome
  }
  await boss.schedule(REFUND_RETRY, options.cron ?? '* * * * *')
  await boss.work(REFUND_RETRY, async () => {
    await run()
  })
  return { run, stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }) }
}
