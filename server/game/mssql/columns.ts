import sql from 'mssql'
import type { MssqlGameContext, Written } from './context'
import type { MssqlRequest } from './driver'

/**
 * The live columns of a table, lowercase (releases differ: see server/game/flyff-schema.json),
 * with those an INSERT must give: NOT NULL, without a default, not an identity.
 */
export type Columns = ReadonlySet<string> & { required?: ReadonlySet<string> }

/** Identity columns the game's tables have (INFORMATION_SCHEMA.COLUMNS does not say it). */
const IDENTITY = new Set(['m_nno'])

/**
 * Refuses, with what to do, a table whose NOT NULL columns without a default are not all among
 * those the adapter writes: every INSERT would fail there (docs/game-database.md).
 */
export function checkWritable(where: string, live: Columns, written: readonly string[]): void {
  const given = new Set(written.map((name) => name.toLowerCase()))
  const missing = [...(live.required ?? [])].filter((name) => !given.has(name))
  if (missing.length > 0) {
    throw new Error(
      `The game database's ${where} has NOT NULL columns without a default that the portal ` +
        `does not write: ${missing.join(', ')}. Give them a default (ALTER TABLE ... ADD DEFAULT) ` +
        'or make them NULL, then start the portal again.',
    )
  }
}

/** Keeps what `read` answers once it succeeded; a failed read is tried again next time. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null
  return () =>
    (kept ??= read().catch((error: unknown) => {
      kept = null
      throw error
    }))
}

/** An INSERT of the columns the live table has, its values bound on `request`. */
export function insertInto(
  request: MssqlRequest,
  table: string,
  live: Columns,
  values: Record<string, Written>,
): string {
  const names: string[] = []
  const written: string[] = []
  for (const [column, value] of Object.entries(values)) {
    if (!live.has(column.toLowerCase())) continue
    names.push(column)
    if ('expression' in value) {
      written.push(value.expression)
    } else {
      request.input(column, value.type, value.value)
      written.push(`@${column}`)
    }
  }
  return `INSERT INTO ${table} (${names.join(', ')}) VALUES (${written.join(', ')})`
}

export interface AccountColumns {
  account: Columns
  detail: Columns
  /** None when the release has no AccountPlay table. */
  play: Columns
  /**
   * True when ACCOUNT_TBL.account compares whatever the case (a *_CI_* collation, the stock
   * install's): names are then compared as they are, so that its index is used; otherwise
   * with lower() (docs/game-database.md).
   */
  caseInsensitive: boolean
}

/** What the deliveries need of the character database. */
export interface DeliveryTables {
  itemSend: Columns
  /** CHARACTER_TBL.m_idPlayer's width (char(7) on the stock releases). */
  playerIdLength: number
  /** True when CHARACTER_TBL.account compares whatever the case (see AccountColumns). */
  caseInsensitive: boolean
}

/**
 * What the adapter learns of the live databases, each read once (a failed read is tried again):
 * the account tables' columns, usp_CreateNewAccount's parameters, ITEM_SEND_TBL's columns.
 */
export interface ColumnDiscovery {
  accountColumns(): Promise<AccountColumns>
  /** The parameters usp_CreateNewAccount has, lowercase: its third one differs between releases. */
  procedureParameters(): Promise<ReadonlySet<string>>
  /** ITEM_SEND_TBL's live columns and the player id's width, once the marker tables exist. */
  deliveryColumns(): Promise<DeliveryTables>
}

export function columnDiscovery({ pool, settings }: MssqlGameContext): ColumnDiscovery {
  async function liveColumns(db: string, tables: readonly string[]) {
    const request = pool.request().input('schema', sql.NVarChar(128), 'dbo')
    tables.forEach((table, i) => request.input(`t${i}`, sql.NVarChar(128), table))
    const { recordset = [] } = await request.query(
      'SELECT TABLE_NAME, COLUMN_NAME, IS_NULLABLE, COLUMN_DEFAULT, CHARACTER_MAXIMUM_LENGTH, ' +
        `COLLATION_NAME FROM [${db}].INFORMATION_SCHEMA.COLUMNS ` +
        `WHERE TABLE_SCHEMA = @schema AND TABLE_NAME IN (${tables.map((_, i) => `@t${i}`).join(', ')})`,
    )
    const columns = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]))
    const required = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]))
    const details = new Map<string, Record<string, unknown>>()
    for (const row of recordset) {
      const table = tables.find((t) => t.toLowerCase() === String(row.TABLE_NAME).toLowerCase())
      if (!table) continue
      const name = String(row.COLUMN_NAME).toLowerCase()
      columns.get(table)?.add(name)
      details.set(`${table.toLowerCase()}.${name}`, row)
      if (row.IS_NULLABLE === 'NO' && row.COLUMN_DEFAULT == null && !IDENTITY.has(name)) {
        required.get(table)?.add(name)
      }
    }
    const read = (table: string, isRequired: boolean): Columns => {
      const found = columns.get(table) ?? new Set()
      if (isRequired && found.size === 0) {
        throw new Error(`The game database has no [${db}].[dbo].[${table}]`)
      }
      return Object.assign(found, { required: required.get(table) ?? new Set<string>() })
    }
    /** A column's row of INFORMATION_SCHEMA.COLUMNS, or undefined. */
    const column = (table: string, name: string) =>
      details.get(`${table.toLowerCase()}.${name.toLowerCase()}`)
    return Object.assign(read, { column })
  }

  const accountColumns = once(async () => {
    const columns = await liveColumns(settings.accountDb, [
      'ACCOUNT_TBL',
      'ACCOUNT_TBL_DETAIL',
      'AccountPlay',
    ])
    const collation = String(columns.column('ACCOUNT_TBL', 'account')?.COLLATION_NAME ?? '')
    return {
      account: columns('ACCOUNT_TBL', true),
      detail: columns('ACCOUNT_TBL_DETAIL', true),
      play: columns('AccountPlay', false),
      caseInsensitive: /_CI(_|$)/i.test(collation),
    }
  })

  const procedureParameters = once(async () => {
    const { recordset = [] } = await pool
      .request()
      .input('schema', sql.NVarChar(128), 'dbo')
      .input('procedure', sql.NVarChar(128), 'usp_CreateNewAccount')
      .query(
        `SELECT PARAMETER_NAME FROM [${settings.accountDb}].INFORMATION_SCHEMA.PARAMETERS ` +
          'WHERE SPECIFIC_SCHEMA = @schema AND SPECIFIC_NAME = @procedure',
      )
    const names = new Set(recordset.map((row) => String(row.PARAMETER_NAME).toLowerCase()))
    if (!names.has('@account') || !names.has('@pw')) {
      throw new Error(
        `GAME_ACCOUNT_CREATION=procedure needs [${settings.accountDb}].[dbo].[usp_CreateNewAccount] (@account, @pw)`,
      )
    }
    return names
  })

  /** Creates a table of the portal's beside the game's when it is missing. */
  async function createMissing(table: string, definition: string) {
    try {
      await pool
        .request()
        .query(
          `IF OBJECT_ID(N'${settings.characterDb}.dbo.${table}', N'U') IS NULL ` +
            `CREATE TABLE [${settings.characterDb}].[dbo].[${table}] (${definition})`,
        )
    } catch (error) {
      // 2714: another portal instance created it at the same moment.
      if ((error as { number?: unknown }).number !== 2714) throw error
    }
  }

  const deliveryColumns = once(async () => {
    await createMissing(
      'PORTAL_DELIVERY_TBL',
      'delivery_id varchar(100) NOT NULL PRIMARY KEY, serverindex char(2) NOT NULL, ' +
        'm_nNo int NOT NULL, created datetime NOT NULL DEFAULT GETDATE()',
    )
    // One line per ITEM_SEND_TBL row of a delivery (a delivery above one stack has several).
    await createMissing(
      'PORTAL_DELIVERY_ROW_TBL',
      'm_nNo int NOT NULL PRIMARY KEY, delivery_id varchar(100) NOT NULL, ' +
        'serverindex char(2) NOT NULL, m_idPlayer varchar(16) NOT NULL',
    )
    const columns = await liveColumns(settings.characterDb, ['ITEM_SEND_TBL', 'CHARACTER_TBL'])
    const itemSend = columns('ITEM_SEND_TBL', true)
    const width = Number(columns.column('CHARACTER_TBL', 'm_idPlayer')?.CHARACTER_MAXIMUM_LENGTH)
    if (!Number.isInteger(width) || width < 1 || width > 16) {
      throw new Error(
        `The game database's CHARACTER_TBL.m_idPlayer is not a char column of 1 to 16 ` +
          `characters (read ${String(width)}): not a Flyff character table the portal knows`,
      )
    }
    const collation = String(columns.column('CHARACTER_TBL', 'account')?.COLLATION_NAME ?? '')
    return { itemSend, playerIdLength: width, caseInsensitive: /_CI(_|$)/i.test(collation) }
  })

  return { accountColumns, procedureParameters, deliveryColumns }
}
