import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncGameBlock } from '@backend/domain/bans'
import type { Ports, StorePort } from '@backend/ports'
import { openDatabase, type Database } from '@server/db/client'
import { seedDemoGame } from '@server/db/demo-seed'
import { sqlStore } from '@server/db/store'
import { postgresGame, STANDALONE_GAME } from '@server/game/postgres-game'
import { startBanEnds, type BanEnds } from '@server/jobs/ban-ends'
import { unreachableWhen } from '../helpers/game'

/**
 * The bans' job (docs/decisions/060-alerts.md) on PGlite with the standalone game: a ban whose end
 * has come is lifted and its accounts unblocked in the game; a block the game could not take is
 * taken once it answers; running the job again changes nothing more.
 */
describe("the bans' job", () => {
  let database: Database
  let store: StorePort
  let job: BanEnds
  let ports: Ports
  let gameDown = false
  let now = Date.now()
  const ACCOUNTS = ['heros01', 'heros02']

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory' })
    await seedDemoGame(database.db, STANDALONE_GAME)
    store = sqlStore(database.db)
    const game = unreachableWhen(postgresGame(database.db), () => gameDown)
    ports = { store, game, clock: { now: () => new Date(now) } } as unknown as Ports
    job = await startBanEnds({ database, ports, cron: '0 0 1 1 *' })
  }, 60_000)

  afterAll(async () => {
    await job.stop()
    await database.close()
  })

  const ban = (uid: string, until: string | null) =>
    store.transaction((tx) =>
      tx.bans.insert({ uid, reason: 'Triche', until, by: 'op', byEmail: null, accounts: ACCOUNTS }),
    )
  const blocked = () => ports.game.blockedAccounts(ACCOUNTS)
  const actions = async () =>
    (await store.read((r) => r.audit.list({ before: null, limit: 50, target: 'joueur' })))
      .map((row) => `${row.action} ${row.operatorUid}`)
      .reverse()

  it('takes a block the game missed, ends the ban at its date, and is idempotent', async () => {
    const until = new Date(now + 3 * 24 * 3600_000).toISOString()
    gameDown = true
    const row = await ban('joueur', until)
    expect(await syncGameBlock(ports, row!, null)).toBe(false)
    expect(await job.run()).toEqual({ ended: 0, taken: 0 }) // the game still down
    gameDown = false
    expect(await blocked()).toEqual(new Map())
    expect(await job.run()).toEqual({ ended: 0, taken: 1 })
    expect(await blocked()).toEqual(new Map(ACCOUNTS.map((a) => [a, until.slice(0, 10)])))
    expect(await job.run()).toEqual({ ended: 0, taken: 0 })

    now += 3 * 24 * 3600_000 + 1_000 // its end has come: the game would block the rest of the day
    expect(await job.run()).toEqual({ ended: 1, taken: 1 })
    expect(await blocked()).toEqual(new Map())
    expect(await store.read((r) => r.bans.latest('joueur'))).toMatchObject({
      gameSynced: true,
      liftedAt: new Date(now).toISOString(),
    })
    expect(await job.run()).toEqual({ ended: 0, taken: 0 })
    expect(await actions()).toEqual([
      'player.ban.game system',
      'player.ban.end system',
      'player.unban.game system',
    ])
  })

  it('never ends a ban without end, nor one not due', async () => {
    await ban('sans-fin', null)
    await ban('plus-tard', new Date(now + 3600_000).toISOString())
    const { ended } = await job.run()
    expect(ended).toBe(0)
    expect(await store.read((r) => r.bans.latest('sans-fin'))).toMatchObject({ liftedAt: null })
    expect(await store.read((r) => r.bans.latest('plus-tard'))).toMatchObject({ liftedAt: null })
  })
})
