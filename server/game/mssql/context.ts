import { createHash } from 'node:crypto'
import type { ISqlType } from 'mssql'
import { GameUnavailableError } from '@backend/ports'
import { isUnavailable, type MssqlPool } from './driver'
import { DATABASE_NAME, type MssqlGameSettings } from './settings'

/** ACCOUNT_TBL.account is varchar(32): a longer name cannot be a game account. */
export const ACCOUNT_LENGTH = 32
/** PORTAL_DELIVERY_TBL.delivery_id is varchar(100). */
export const DELIVERY_ID_LENGTH = 100
/**
 * m_idPlayer is char(7) on the stock releases, the id zero-padded ('0000001'); the deliveries
 * use the width read from the live CHARACTER_TBL (columns.ts).
 */
export const PLAYER_ID_LENGTH = 7
/** At most this many names or ids in one IN (...) list (SQL Server allows 2,100 parameters). */
export const BATCH = 500
/** CHARACTER_TBL.isblock of a character in play ('D' deleted, 'S' sealed). */
export const LIVE = 'F'
/** m_chAuthority and m_chLoginAuthority of a player (anything else is staff). */
export const PLAYER = 'F'

/** The game's dates are the server's: computed by SQL Server, never by the portal's clock. */
export const TODAY = 'CONVERT(char(8), GETDATE(), 112)'
export const YESTERDAY = 'CONVERT(char(8), DATEADD(day, -1, GETDATE()), 112)'
export const IN_TEN_YEARS = 'CONVERT(char(8), DATEADD(year, 10, GETDATE()), 112)'

/** A value written as a typed parameter, or a T-SQL expression of the server's (its clock). */
export type Written = { type: ISqlType | (() => ISqlType); value: unknown } | { expression: string }

export const param = (type: ISqlType | (() => ISqlType), value: unknown): Written => ({
  type,
  value,
})
export const expression = (text: string): Written => ({ expression: text })

/** What every module of the adapter shares: the pool, the settings, the tables' full names. */
export interface MssqlGameContext {
  pool: MssqlPool
  settings: MssqlGameSettings
  /** `[accountDb].[dbo].[table]`. */
  accountTable(table: string): string
  ACCOUNT: string
  DETAIL: string
  PLAY: string
  CHARACTER: string
  ITEM_SEND: string
  MARKER: string
  /** `[characterDb].[dbo].[table]` and `[loggingDb].[dbo].[table]`. */
  characterTable(table: string): string
  loggingTable(table: string): string
  /** The portal's list of the ITEM_SEND_TBL rows of each delivery (PORTAL_DELIVERY_ROW_TBL). */
  ROWS: string
  /** The password's hash as the game client sends it: md5 of the salt and the password. */
  hash(password: string): string
  /** Runs `work` once the pool is open; a driver failure becomes a GameUnavailableError. */
  reach<T>(work: () => Promise<T>): Promise<T>
}

/** The context of one adapter, once its database names and server index are checked. */
export function gameContext(pool: MssqlPool, settings: MssqlGameSettings): MssqlGameContext {
  for (const name of [settings.accountDb, settings.characterDb, settings.loggingDb]) {
    if (!DATABASE_NAME.test(name)) throw new Error(`Invalid game database name: ${name}`)
  }
  if (!/^\d\d$/.test(settings.serverIndex)) {
    throw new Error(`Invalid game server index: ${settings.serverIndex} (two digits)`)
  }
  const accountTable = (table: string) => `[${settings.accountDb}].[dbo].[${table}]`
  const characterTable = (table: string) => `[${settings.characterDb}].[dbo].[${table}]`
  return {
    pool,
    settings,
    accountTable,
    ACCOUNT: accountTable('ACCOUNT_TBL'),
    DETAIL: accountTable('ACCOUNT_TBL_DETAIL'),
    PLAY: accountTable('AccountPlay'),
    CHARACTER: characterTable('CHARACTER_TBL'),
    ITEM_SEND: characterTable('ITEM_SEND_TBL'),
    MARKER: characterTable('PORTAL_DELIVERY_TBL'),
    characterTable,
    loggingTable: (table) => `[${settings.loggingDb}].[dbo].[${table}]`,
    ROWS: characterTable('PORTAL_DELIVERY_ROW_TBL'),
    hash: (password) =>
      createHash('md5')
        .update(settings.passwordSalt + password, 'utf8')
        .digest('hex'),
    async reach(work) {
      try {
        await pool.connect()
        return await work()
      } catch (error) {
        if (error instanceof GameUnavailableError || !isUnavailable(error)) throw error
        throw new GameUnavailableError('game database unavailable', { cause: error })
      }
    },
  }
}
