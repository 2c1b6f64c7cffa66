/** The status job (server/jobs/status-samples.ts) on PGlite: samples when the game keeps no log. */
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_STATUS, statusOf, stateOf, type GameRead } from '@backend/domain/server-status'
import type { GamePort } from '@backend/ports'
import { openDatabase, type Database } from '@server/db/client'
import { sqlStore } from '@server/db/store'
import { gameCharacterTbl, gameUserCntTbl } from '@server/db/schema'
import { setStandaloneOnline } from '@server/game/postgres-game-status'
import { startStatusSampling, type StatusSampling } from '@server/jobs/status-samples'

let database: Database | null = null
let sampling: StatusSampling | null = null
afterEach(async () => {
  await sampling?.stop()
  await database?.close()
  sampling = null
  database = null
})

/** A game without a count log, with `online()` players in the world. */
const gameWithoutLog = (online: () => number) =>
  ({
    playersOnline: async () => online(),
    countLog: async () => null,
    hasCountLog: async () => false,
  }) as unknown as GamePort

describe('the status job', { timeout: 60_000 }, () => {
  it('samples the players once per minute into the portal, read back as the day', async () => {
    database = await openDatabase({ pgliteDir: 'memory' })
    const store = sqlStore(database.db)
    let players = 7
    let now = new Date('2031-05-01T18:00:20Z')
    const clock = { now: () => now }
    const game = gameWithoutLog(() => players)
    sampling = await startStatusSampling({
      database,
      store,
      game,
      clock,
      standaloneGame: false,
      cron: '0 0 1 1 *',
    })
    await sampling.run()
    players = 9
    // Another instance in the same minute: its sample is not a second row.
    await sampling.run()
    now = new Date('2031-05-01T18:01:05Z')
    players = 4
    await sampling.run()
    const read: GameRead = { at: now.getTime(), reachable: true, online: 4, log: null, servers: [] }
    const status = await statusOf(read, store, DEFAULT_STATUS)
    expect(status.historySource).toBe('samples')
    expect(status.history).toEqual([{ at: '2031-05-01T18:00:00.000Z', players: 7 }])
    expect(status.record).toEqual({ at: '2031-05-01T18:00:00.000Z', players: 7 })
    expect(status.state).toBe('up')
  })

  it('writes the standalone game’s own count log, as its AccountServer would', async () => {
    database = await openDatabase({ pgliteDir: 'memory' })
    const store = sqlStore(database.db)
    await database.db.insert(gameCharacterTbl).values(
      [1, 2, 3].map((idPlayer) => ({
        idPlayer,
        account: `compte${idPlayer}`,
        name: `Perso${idPlayer}`,
        playerslot: 0,
        job: 1,
        level: 10,
        totalPlayTime: 60,
      })),
    )
    await setStandaloneOnline(database.db, 1, 1)
    await setStandaloneOnline(database.db, 2, 3)
    await setStandaloneOnline(database.db, 3, 0)
    const game = { ...gameWithoutLog(() => 2), hasCountLog: async () => true } as GamePort
    sampling = await startStatusSampling({
      database,
      store,
      game,
      clock: { now: () => new Date() },
      standaloneGame: true,
      cron: '0 0 1 1 *',
    })
    await sampling.run()
    const rows = await database.db.select().from(gameUserCntTbl)
    expect(rows.map((row) => row.number)).toEqual([2])
  })
})

describe('up, down or unknown', () => {
  const read = (over: Partial<GameRead>): GameRead => ({
    at: Date.parse('2031-05-01T18:00:00Z'),
    reachable: true,
    online: 3,
    log: { rows: [], newest: '2031-05-01T17:59:00.000Z', record: null },
    servers: [],
    ...over,
  })
  const port = (open: boolean) => ({ name: 'Connexion', host: 'jeu', port: 23000, open })
  const stale = (minutes: number) => ({
    rows: [],
    newest: new Date(Date.parse('2031-05-01T18:00:00Z') - minutes * 60_000).toISOString(),
    record: null,
  })

  it('is down when a port is closed or the count log went stale, else up', () => {
    const staleAfter = DEFAULT_STATUS.staleAfterMs
    expect(stateOf(read({}), staleAfter)).toBe('up')
    expect(stateOf(read({ servers: [port(true), port(false)] }), staleAfter)).toBe('down')
    expect(stateOf(read({ log: stale(2) }), staleAfter)).toBe('up')
    expect(stateOf(read({ log: stale(4) }), staleAfter)).toBe('down')
    expect(stateOf(read({ log: null }), staleAfter)).toBe('up')
  })

  it('an unreachable database is unknown, unless the ports say up or down', () => {
    const staleAfter = DEFAULT_STATUS.staleAfterMs
    const gone = { reachable: false, online: null, log: null }
    expect(stateOf(read(gone), staleAfter)).toBe('unknown')
    expect(stateOf(read({ ...gone, servers: [port(true)] }), staleAfter)).toBe('up')
    expect(stateOf(read({ ...gone, servers: [port(false)] }), staleAfter)).toBe('down')
  })
})
