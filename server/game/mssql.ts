import sql from 'mssql'
import type { GamePort } from '@backend/ports'
import { accountCalls } from './mssql/accounts'
import { banCalls } from './mssql/bans'
import { characterCalls } from './mssql/characters'
import { columnDiscovery } from './mssql/columns'
import { gameContext } from './mssql/context'
import { deliveryCalls } from './mssql/deliveries'
import type { MssqlPool } from './mssql/driver'
import type { MssqlGameSettings } from './mssql/settings'
import { worldCalls } from './mssql/world'
import { statusCalls } from './mssql/status'

export type { MssqlPool, MssqlRequest, MssqlResult, MssqlTransaction } from './mssql/driver'
export { mssqlGameSettingsFromEnv, type MssqlGameSettings } from './mssql/settings'

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
export function mssqlGame(pool: MssqlPool, settings: MssqlGameSettings): GamePort {
  const game = gameContext(pool, settings)
  const discovery = columnDiscovery(game)
  return {
    ...accountCalls(game, discovery),
    ...characterCalls(game),
    ...deliveryCalls(game, discovery),
    ...worldCalls(game),
    ...banCalls(game),
    ...statusCalls(game),
  }
}

/**
 * Opens a connection pool on the game's SQL Server and the game port over it. It does not wait
 * for the server: every call connects first, so the portal starts (and serves what does not need
 * the game) while the game's database is down, and game calls answer GameUnavailableError.
 */
export async function openMssqlGame(
  settings: MssqlGameSettings,
): Promise<{ game: GamePort; close: () => Promise<void> }> {
  const pool = new sql.ConnectionPool(settings.connectionString)
  // A broken idle connection is reported as an 'error' event: without a listener Node would exit.
  pool.on('error', (error: unknown) => console.error('[game] SQL Server connection error', error))
  const game = mssqlGame(pool, settings)
  return {
    game,
    close: () => pool.close(),
  }
}
