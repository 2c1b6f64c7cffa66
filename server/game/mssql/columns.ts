import sql from 'mssql'
import type { MssqlGameContext, Written } from './context'
import type { MssqlRequest } from './driver'

/** The live columns of a table, lowercase (releases differ: see server/game/flyff-schema.json). */
export type Columns = ReadonlySet<string>

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
}

/**
 * What the adapter learns of the live databases, each read once (a failed read is tried again):
 * the account tables' columns, usp_CreateNewAccount's parameters, ITEM_SEND_TBL's columns.
 */
export interface ColumnDiscovery {
  accountColumns(): Promise<AccountColumns>
  /** The parameters usp_CreateNewAccount has, lowercase: its third one differs between releases. */
  procedureParameters(): Promise<ReadonlySet<string>>
  /** ITEM_SEND_TBL's live columns, once the marker table exists beside it. */
  deliveryColumns(): Promise<Columns>
}

export function columnDiscovery({ pool, settings, MARKER }: MssqlGameContext): ColumnDiscovery {
  async function liveColumns(db: string, tables: readonly string[]) {
    const request = pool.request().input('schema', sql.NVarChar(128), 'dbo')
    tables.forEach((table, i) => request.input(`t${i}`, sql.NVarChar(128), table))
    const { recordset = [] } = await request.query(
      `SELECT TABLE_NAME, COLUMN_NAME FROM [${db}].INFORMATION_SCHEMA.COLUMNS ` +
        `WHERE TABLE_SCHEMA = @schema AND TABLE_NAME IN (${tables.map((_, i) => `@t${i}`).join(', ')})`,
    )
    const columns = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]))
    for (const row of recordset) {
      const table = tables.find((t) => t.toLowerCase() === String(row.TABLE_NAME).toLowerCase())
      if (table) columns.get(table)?.add(String(row.COLUMN_NAME).toLowerCase())
    }
    return (table: string, required: boolean): Columns => {
      const found = columns.get(table) ?? new Set()
      if (required && found.size === 0) {
        throw new Error(`The game database has no [${db}].[dbo].[${table}]`)
      }
      return found
    }
  }

  const accountColumns = once(async () => {
    const columns = await liveColumns(settings.accountDb, [
      'ACCOUNT_TBL',
      'ACCOUNT_TBL_DETAIL',
      'AccountPlay',
    ])
    return {
      account: columns('ACCOUNT_TBL', true),
      detail: columns('ACCOUNT_TBL_DETAIL', true),
      play: columns('AccountPlay', false),
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

  const deliveryColumns = once(async () => {
    try {
      await pool
        .request()
        .query(
          `IF OBJECT_ID(N'${settings.characterDb}.dbo.PORTAL_DELIVERY_TBL', N'U') IS NULL ` +
            `CREATE TABLE ${MARKER} (delivery_id varchar(100) NOT NULL PRIMARY KEY, ` +
            'serverindex char(2) NOT NULL, m_nNo int NOT NULL, ' +
            'created datetime NOT NULL DEFAULT GETDATE())',
        )
    } catch (error) {
      // 2714: another portal instance created it at the same moment.
      if ((error as { number?: unknown }).number !== 2714) throw error
    }
    const columns = await liveColumns(settings.characterDb, ['ITEM_SEND_TBL'])
    return columns('ITEM_SEND_TBL', true)
  })

  return { accountColumns, procedureParameters, deliveryColumns }
}
