/**
 * The games the GamePort conformance suite (tests/game/conformance.ts) runs against, each with a
 * fixture that reaches into the game's own storage as the game (or its tools) would.
 */
import { startEmbeddedGame, startStandaloneGame } from './games-local'
import { startFakeMssqlGame } from './games-mssql-fake'
import { GAME_DB_TEST_URL, REAL_SQL_SERVER_HOWTO, startRealSqlServer } from './games-mssql-real'
import type { GameUnderTest } from './game-fixture'

export * from './game-fixture'
export * from './games-mssql-fake'
export { GAME_DB_TEST_URL, REAL_SQL_SERVER_HOWTO } from './games-mssql-real'

export const GAMES: GameUnderTest[] = [
  { name: 'embedded (the mock backend’s game)', start: startEmbeddedGame },
  { name: 'standalone (PostgreSQL tables, on PGlite)', start: startStandaloneGame },
  {
    name: 'mssql (over a recording fake of the mssql pool, not a real SQL Server)',
    start: (rows) => startFakeMssqlGame({ settings: rows ? { rows } : {} }),
  },
  {
    name: 'mssql, procedure mode (over a recording fake of the mssql pool, not a real SQL Server)',
    start: (rows) =>
      startFakeMssqlGame({ settings: { accountCreation: 'procedure', ...(rows ? { rows } : {}) } }),
  },
  {
    name: 'mssql (real SQL Server at GAME_DB_TEST_URL)',
    skip: GAME_DB_TEST_URL ? undefined : `GAME_DB_TEST_URL is unset: ${REAL_SQL_SERVER_HOWTO}`,
    start: (rows) => startRealSqlServer(GAME_DB_TEST_URL ?? '', rows),
  },
]
