import PgBoss from 'pg-boss'
import { takeSample } from '@backend/domain/server-status'
import { GameUnavailableError, type ClockPort, type GamePort, type StorePort } from '@backend/ports'
import type { Database } from '../db/client'
import { gameCharacterTbl, gameUserCntTbl } from '../db/schema'
import { sql } from 'drizzle-orm'

/**
 * The status job (docs/decisions/054-server-status.md): once a minute, on one instance whatever
 * their number (pg-boss's schedule), the players online are sampled into the portal's database
 * when the game keeps no count log. With the standalone game, it also writes that game's count
 * log, as a Flyff AccountServer does every minute.
 */
export const STATUS_SAMPLE = 'status-sample'

export interface StatusSampling {
  /** One run of the job, now (tests). */
  run(): Promise<void>
  stop(): Promise<void>
}

export interface StatusSamplingOptions {
  database: Database
  store: StorePort
  game: GamePort
  clock: ClockPort
  /** The standalone game runs in this database: write its count log too. */
  standaloneGame: boolean
  cron?: string
  log?: (message: string, fields?: Record<string, unknown>) => void
}

export async function startStatusSampling(options: StatusSamplingOptions): Promise<StatusSampling> {
  const { database, store, game, clock, log = () => undefined } = options
  const boss = new PgBoss({ db: { executeSql: database.executeSql } })
  boss.on('error', (error) => log('status job error', { error: String(error) }))
  await database.oneAtATime(async () => {
    await boss.start()
    await boss.createQueue(STATUS_SAMPLE, { name: STATUS_SAMPLE, policy: 'singleton' })
  })

  async function run() {
    try {
      if (options.standaloneGame) {
        // The standalone game's AccountServer: the players in the world, all channels together.
        await database.db.insert(gameUserCntTbl).select(
          database.db
            .select({
              sDate: sql<Date>`date_trunc('minute', now())`.as('s_date'),
              number: sql<number>`count(*)::int`.as('number'),
            })
            .from(gameCharacterTbl)
            .where(sql`${gameCharacterTbl.multiServer} > 0 and ${gameCharacterTbl.isblock} <> 'D'`),
        )
      }
      await takeSample({ game, store, clock })
    } catch (error) {
      if (!(error instanceof GameUnavailableError)) throw error
    }
  }

  await boss.schedule(STATUS_SAMPLE, options.cron ?? '* * * * *')
  await boss.work(STATUS_SAMPLE, async () => run())
  return {
    run,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  }
}
