/**
 * The games the status reads' suite (status.test.ts) runs against, each with a fixture that sets
 * the online flag and writes count-log rows as the game's servers would.
 */
import type { GamePort } from '@backend/ports'
import { embeddedGame } from '@mocks/adapters/game'
import { embeddedCountLogWriter, setOnline } from '@mocks/adapters/game-status'
import { db as mockDb, nextId } from '@mocks/db/collections'
import { mockBackend } from '@mocks/node'
import { openDatabase } from '@server/db/client'
import { gameCharacterTbl, gameUserCntTbl } from '@server/db/schema'
import { characterRow, postgresGame } from '@server/game/postgres-game'
import { setStandaloneOnline } from '@server/game/postgres-game-status'
import { unreachableWhen } from '../helpers/game'
import { startFakeMssqlGame } from './games'
import type { FakeOptions } from './mssql-fake'

export interface StatusFixture {
  game: GamePort
  /** Whether this release keeps a count log (else countLog answers null). */
  hasCountLog: boolean
  /** A character of the game; answers its id. */
  addCharacter(name: string, deleted?: boolean): Promise<number>
  /** The character is in the world on `channel` (0: not in the world). */
  setOnline(characterId: number, channel: number): Promise<void>
  /** A row of the count log, as the game writes it (all accounts, one server). */
  addCount(at: Date, players: number): Promise<void>
  setReachable(reachable: boolean): void
  stop(): Promise<void>
}

export interface StatusGameUnderTest {
  name: string
  start(): Promise<StatusFixture>
}

const row = (name: string) => ({ name, level: 10, job: 1, playingTime: 60, slot: 0 })

async function startEmbedded(): Promise<StatusFixture> {
  const names = ['gameCharacters', 'gameUserCount'] as const
  const clear = () => names.forEach((name) => mockDb[name].clear())
  clear()
  embeddedCountLogWriter.on = false
  mockBackend.faults.setGameUnreachable(false)
  return {
    game: embeddedGame,
    hasCountLog: true,
    async addCharacter(name, deleted = false) {
      const characterId = nextId(mockDb.gameCharacters.all().map((c) => c.characterId))
      const account = `acc${characterId}`
      await mockDb.gameCharacters.create({
        ...row(name),
        characterId,
        account,
        staff: false,
        deleted,
      })
      return characterId
    },
    setOnline: (characterId, channel) => setOnline(characterId, channel),
    async addCount(at, players) {
      await mockDb.gameUserCount.create({ at: at.toISOString(), players })
    },
    setReachable: (reachable) => mockBackend.faults.setGameUnreachable(!reachable),
    async stop() {
      mockBackend.faults.setGameUnreachable(false)
      embeddedCountLogWriter.on = true
      clear()
    },
  }
}

async function startStandalone(): Promise<StatusFixture> {
  const database = await openDatabase({ pgliteDir: 'memory' })
  const { db } = database
  let reachable = true
  return {
    game: unreachableWhen(postgresGame(db), () => !reachable),
    hasCountLog: true,
    async addCharacter(name, deleted = false) {
      const [created] = await db
        .insert(gameCharacterTbl)
        .values(characterRow({ ...row(name), account: `acc-${name}`, deleted }))
        .returning({ id: gameCharacterTbl.idPlayer })
      if (!created) throw new Error('no character inserted')
      return created.id
    },
    setOnline: (characterId, channel) => setStandaloneOnline(db, characterId, channel),
    async addCount(at, players) {
      await db.insert(gameUserCntTbl).values({ sDate: at, number: players })
    },
    setReachable: (next) => void (reachable = next),
    stop: () => database.close(),
  }
}

/** 'yyyymmddhhmmss' in the fake server's local time. */
const localSDate = (at: Date, offsetMinutes: number) =>
  new Date(at.getTime() + offsetMinutes * 60_000).toISOString().replace(/\D/g, '').slice(0, 14)

async function startMssql(options: Partial<FakeOptions> = {}): Promise<StatusFixture> {
  const fixture = await startFakeMssqlGame(options)
  const { pool, settings } = fixture
  const s2 = pool.options.release === 'S2'
  const hasCountLog =
    !s2 && !pool.options.without.some((name) => name.toLowerCase() === 'log_user_cnt_tbl')
  const idOf = (id: number) => String(id).padStart(7, '0')
  return {
    game: fixture.game,
    hasCountLog,
    async addCharacter(name, deleted = false) {
      const account = `acc${name}`.slice(0, 16)
      await fixture.addAccount(account, 'secret1')
      return fixture.addCharacter({ ...row(name), account, deleted })
    },
    async setOnline(characterId, channel) {
      if (!s2) {
        pool.update('character', 'CHARACTER_TBL', (r) => r.m_idPlayer === idOf(characterId), {
          MultiServer: channel,
        })
        return
      }
      const matched = pool.update(
        'character',
        'tblMultiServerInfo',
        (r) => r.m_idPlayer === idOf(characterId),
        { MultiServer: channel },
      )
      if (matched === 0) {
        pool.insert('character', 'tblMultiServerInfo', {
          serverindex: settings.serverIndex,
          m_idPlayer: idOf(characterId),
          MultiServer: channel,
        })
      }
    },
    async addCount(at, players) {
      // One row as LOG_USER_CNT_STR writes it: the channels' counts and their sum.
      pool.insert('logging', 'LOG_USER_CNT_TBL', {
        serverindex: settings.serverIndex,
        s_date: localSDate(at, pool.options.utcOffsetMinutes),
        number: players,
        m_01: players,
        m_channel: 0,
      })
      // A publisher channel's row (m_channel 1) is not everyone: it must not count.
      pool.insert('logging', 'LOG_USER_CNT_TBL', {
        serverindex: settings.serverIndex,
        s_date: localSDate(at, pool.options.utcOffsetMinutes),
        number: 9999,
        m_channel: 1,
      })
    },
    setReachable: fixture.setReachable,
    stop: fixture.stop,
  }
}

export const STATUS_GAMES: StatusGameUnderTest[] = [
  { name: 'embedded', start: startEmbedded },
  { name: 'standalone (PGlite)', start: startStandalone },
  { name: 'mssql S1 (fake pool)', start: () => startMssql() },
  {
    name: 'mssql S2: tblMultiServerInfo, no count log (fake pool)',
    start: () => startMssql({ release: 'S2' }),
  },
  {
    name: 'mssql S1 without LOG_USER_CNT_TBL (fake pool)',
    start: () => startMssql({ without: ['LOG_USER_CNT_TBL'] }),
  },
]
