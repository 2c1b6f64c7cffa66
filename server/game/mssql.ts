import sql from 'mssql'
import { GameUnavailableError, type GamePort } from '@backend/ports'
import { accountCalls } from './mssql/accounts'
import { banCalls } from './mssql/bans'
import { characterCalls } from './mssql/characters'
import { checkWritable, columnDiscovery } from './mssql/columns'
import { gameContext } from './mssql/context'
import { ITEM_SEND_WRITTEN, deliveryCalls } from './mssql/deliveries'
import type { MssqlPool } from './mssql/driver'
import { mssqlSettingsWarnings, type MssqlGameSettings } from './mssql/settings'
import { worldCalls } from './mssql/world'
import { statusCalls } from './mssql/status'

export type { MssqlPool, MssqlRequest, MssqlResult, MssqlTransaction } from './mssql/driver'
export {
  mssqlGameSettingsFromEnv,
  mssqlSettingsWarnings,
  type MssqlGameSettings,
} from './mssql/settings'

/** The game port on SQL Server, with the check its start runs. */
export type MssqlGamePort = GamePort & {
  /**
   * Reads the live tables once and throws, saying what to change, when the portal could not
   * write them (a NOT NULL column without a default it does not write, no m_idPlayer it knows);
   * GameUnavailableError when the database cannot be reached.
   */
  checkSchema(): Promise<void>
}

/**
 * The game port on a stock Flyff server's own SQL Server databases, as the reference on the game's
 * database describes them (server/game/flyff-schema.json lists the tables and columns):
 * ACCOUNT_TBL / ACCOUNT_TBL_DETAIL / AccountPlay for accounts (mssql/accounts.ts), CHARACTER_TBL
 * for characters and the ranking (mssql/characters.ts), the online flag and the count log for the
 * server's status (mssql/status.ts), ITEM_SEND_TBL for deliveries (the game
 * hands a row over when the character enters the world, and marks it ItemFlag = 1). A marker
 * table beside it, PORTAL_DELIVERY_TBL, keyed by deliveryId and written in the same transaction
 * as the row, makes a delivery exactly-once (mssql/deliveries.ts). The live columns of each
 * release are read once (mssql/columns.ts).
 *
 * Every value is a typed parameter; only the database names (checked identifiers) are in the text.
 * A failure to reach the database, or a transient one, is a GameUnavailableError.
 */
export function mssqlGame(pool: MssqlPool, settings: MssqlGameSettings): MssqlGamePort {
  const game = gameContext(pool, settings)
  const discovery = columnDiscovery(game)
  const { checkTables, ...accounts } = accountCalls(game, discovery)
  return {
    ...accounts,
    ...characterCalls(game),
    ...deliveryCalls(game, discovery),
    ...worldCalls(game),
    ...banCalls(game),
    ...statusCalls(game),
    checkSchema: () =>
      game.reach(async () => {
        await checkTables()
        const { itemSend } = await discovery.deliveryColumns()
        checkWritable('ITEM_SEND_TBL', itemSend, ITEM_SEND_WRITTEN)
      }),
  }
}

/**
 * Opens a connection pool on the game's SQL Server and the game port over it. It does not wait
 * for the server: every call connects first, so the portal starts (and serves what does not need
 * the game) while the game's database is down, and game calls answer GameUnavailableError.
 */
export async function openMssqlGame(
  settings: MssqlGameSettings,
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<{ game: GamePort; close: () => Promise<void> }> {
  const pool = new sql.ConnectionPool(settings.connectionString)
  // A broken idle connection is reported as an 'error' event: without a listener Node would exit.
  pool.on('error', (error: unknown) => console.error('[game] SQL Server connection error', error))
  const game = mssqlGame(pool, settings)
  for (const warning of mssqlSettingsWarnings(settings)) warn(`[game] ${warning}`)
  // A game database the portal cannot write stops the start; one that is down does not (every
  // call checks again, docs/game-database.md).
  try {
    await game.checkSchema()
  } catch (error) {
    if (!(error instanceof GameUnavailableError)) {
      await pool.close().catch(() => undefined)
      throw error
    }
    warn('[game] the game database is unreachable at start: its tables are checked later')
  }
  return {
    game,
    close: () => pool.close(),
  }
}
