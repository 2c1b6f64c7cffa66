import PgBoss from 'pg-boss'
import { endBansAndRetry } from '@backend/domain/bans'
import type { Ports } from '@backend/ports'
import type { Database } from '../db/client'

/**
 * The bans' job (docs/decisions/060-alerts.md): on one instance whatever their number (pg-boss's
 * schedule), every BAN_JOB_CRON (each minute by default) the bans whose end has come are lifted
 * and their game accounts unblocked, and the game blocks the game could not take are retried
 * (docs/decisions/057). Each run is idempotent: running it twice changes nothing more.
 */
export const BAN_ENDS = 'ban-ends'

export interface BanEnds {
  /** One run, now (tests). */
  run(): Promise<{ ended: number; taken: number }>
  stop(): Promise<void>
}

export async function startBanEnds(options: {
  database: Database
  ports: Ports
  cron?: string
  log?: (message: string, fields?: Record<string, unknown>) => void
}): Promise<BanEnds> {
  const { database, ports, log = () => undefined } = options
  const boss = new PgBoss({ db: { executeSql: database.executeSql } })
  boss.on('error', (error) => log('ban job error', { error: String(error) }))
  await database.oneAtATime(async () => {
    await boss.start()
    await boss.createQueue(BAN_ENDS, { name: BAN_ENDS, policy: 'singleton' })
  })
  const run = async () => {
    const outcome = await endBansAndRetry(ports)
    if (outcome.ended > 0 || outcome.taken > 0) log('bans ended or taken by the game', outcome)
    return outcome
  }
  await boss.schedule(BAN_ENDS, options.cron ?? '* * * * *')
  await boss.work(BAN_ENDS, async () => {
    await run()
  })
  return { run, stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }) }
}
