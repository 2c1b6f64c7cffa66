/**
 * The T-SQL interpreter's catalogue (tests/game/tsql.ts): the INFORMATION_SCHEMA views COLUMNS and
 * PARAMETERS, the one stored procedure the adapter may call, usp_CreateNewAccount, and the tables
 * the portal creates.
 */
import { releaseProcedure, releaseTables, type ColumnDef, type TableDef } from './flyff-schema'
import type { TsqlEngine } from './tsql'
import {
  same,
  sqlError,
  type Batch,
  type Database,
  type EngineOptions,
  type Row,
  type Statement,
  type Table,
  type Value,
} from './tsql-ast'
import { scalar } from './tsql-expressions'
import { compare, parseType, store, yyyymmdd } from './tsql-values'

export function informationSchema(db: Database, view: string, options: EngineOptions): Row[] {
  if (same(view, 'COLUMNS')) {
    return [...db.tables.values()].flatMap((table) =>
      table.def.columns.map((column, i): Row => {
        const type = parseType(column.type)
        return {
          TABLE_CATALOG: db.name,
          TABLE_SCHEMA: 'dbo',
          TABLE_NAME: table.def.name,
          COLUMN_NAME: column.name,
          ORDINAL_POSITION: i + 1,
          COLUMN_DEFAULT: column.default === undefined ? null : `(${column.default})`,
          IS_NULLABLE: column.nullable ? 'YES' : 'NO',
          DATA_TYPE: type.base,
          CHARACTER_MAXIMUM_LENGTH: type.length ?? null,
          COLLATION_NAME: /char/i.test(type.base)
            ? `SQL_Latin1_General_CP1_${options.caseInsensitive ? 'CI' : 'CS'}_AS`
            : null,
        }
      }),
    )
  }
  return (procedureParameters(db, 'usp_CreateNewAccount', options) ?? []).map(
    (parameter, i): Row => {
      const type = parseType(parameter.type)
      return {
        SPECIFIC_CATALOG: db.name,
        SPECIFIC_SCHEMA: 'dbo',
        SPECIFIC_NAME: 'usp_CreateNewAccount',
        ORDINAL_POSITION: i + 1,
        PARAMETER_MODE: 'IN',
        PARAMETER_NAME: parameter.name,
        DATA_TYPE: type.base,
        CHARACTER_MAXIMUM_LENGTH: type.length ?? null,
      }
    },
  )
}

/** The parameters of the one procedure this server may have, or null when it has no such one. */
export function procedureParameters(
  db: Database,
  name: string,
  options: EngineOptions,
): ColumnDef[] | null {
  if (!options.procedure || db.role !== 'account' || !same(name, 'usp_CreateNewAccount')) {
    return null
  }
  const parameters = releaseProcedure(db.role, 'usp_CreateNewAccount', options.release)
  return (parameters ?? []).filter(
    (p) => !options.withoutParameters.some((name) => same(name, p.name)),
  )
}

/** usp_CreateNewAccount as the reference describes it (2.5): its one-row answer. */
export function createNewAccount(
  engine: TsqlEngine,
  options: EngineOptions,
  statement: Statement,
  batch: Batch,
): Row[] {
  const module = statement.module ?? {}
  const db = engine.database(module.db)
  const parameters =
    options.procedure && db.role === 'account' && same(module.table ?? '', 'usp_CreateNewAccount')
      ? releaseProcedure(db.role, 'usp_CreateNewAccount', options.release)
      : null
  if (!parameters) throw sqlError(2812, `Could not find stored procedure '${module.table}'.`)
  const given = new Map<string, Value>()
  for (const parameter of statement.parameters ?? []) {
    const name = `@${parameter.name}`.toLowerCase()
    const declared = parameters.find((p) => same(p.name, name))
    if (!declared) {
      throw sqlError(8145, `@${parameter.name} is not a parameter for procedure ${module.table}.`)
    }
    given.set(name, store(scalar(parameter.value, [], batch), declared, declared.name))
  }
  for (const required of ['@account', '@pw']) {
    if (!given.has(required)) {
      throw sqlError(
        201,
        `Procedure or function '${module.table}' expects parameter '${required}', which was not supplied.`,
      )
    }
  }
  const account = given.get('@account') ?? null
  const accounts = db.tables.get('account_tbl')
  if (!accounts) throw sqlError(208, "Invalid object name 'ACCOUNT_TBL'.")
  if (
    accounts.rows.some(
      (row) => compare(row.account ?? null, account, options.caseInsensitive) === 0,
    )
  ) {
    return [{ '': 0 }]
  }
  const now = engine.localNow()
  const day = 86_400_000
  const tenYears = new Date(now)
  tenYears.setUTCFullYear(now.getUTCFullYear() + 10)
  const only = (table: Table, values: Row) =>
    Object.fromEntries(
      Object.entries(values).filter(([name]) => table.def.columns.some((c) => same(c.name, name))),
    )
  const before = engine.snapshot()
  try {
    engine.insertRow(
      accounts,
      only(accounts, {
        account,
        password: given.get('@pw') ?? null,
        isuse: 'T',
        member: 'A',
        id_no1: '',
        id_no2: '',
        realname: '',
        cash: given.get('@cash') ?? 0,
      }),
      db.name,
    )
    const detail = db.tables.get('account_tbl_detail')
    if (detail) {
      engine.insertRow(
        detail,
        only(detail, {
          account,
          gamecode: 'A000',
          tester: '2',
          m_chLoginAuthority: 'F',
          regdate: now,
          BlockTime: yyyymmdd(new Date(now.getTime() - day)),
          EndTime: yyyymmdd(tenYears),
          WebTime: yyyymmdd(new Date(now.getTime() - day)),
          isuse: 'T',
          email: given.get('@email') ?? '',
        }),
        db.name,
      )
    }
    const play = db.tables.get('accountplay')
    if (play) engine.insertRow(play, { Account: account, PlayDate: Number(yyyymmdd(now)) }, db.name)
  } catch {
    // The stock procedure rolls its own transaction back and answers -1.
    engine.restore(before)
    return [{ '': -1 }]
  }
  return [{ '': 1 }]
}

/**
 * The table a portal's CREATE TABLE makes, as flyff-schema.json describes it: refused when the
 * database has it already (2714), or when the statement does not write it column for column.
 */
export function portalTable(db: Database, statement: Statement, options: EngineOptions): TableDef {
  const item = statement.table?.[0] ?? {}
  const def = releaseTables(db.role, options.release).find(
    (t) => same(t.name, item.table ?? '') && t.createdBy === 'portal',
  )
  if (!def) throw new Error(`fake: CREATE TABLE ${item.table}, not a table the portal creates`)
  if (db.tables.has(def.name.toLowerCase())) {
    throw sqlError(2714, `There is already an object named '${def.name}' in the database.`)
  }
  const written = (statement.create_definitions ?? []).map((d) => ({
    name: d.column.column,
    type: `${d.definition.dataType.toLowerCase()}${d.definition.length ? `(${d.definition.length})` : ''}`,
    nullable: d.nullable?.type.toLowerCase() !== 'not null',
    primary: Boolean(d.primary_key),
  }))
  const primary = def.keys.find((k) => k.kind === 'primary')?.columns ?? []
  const expected = def.columns.map((c) => ({
    name: c.name,
    type: c.type,
    nullable: c.nullable,
    primary: primary.includes(c.name),
  }))
  if (JSON.stringify(written) !== JSON.stringify(expected)) {
    throw new Error(
      `fake: CREATE TABLE ${def.name} differs from flyff-schema.json:\n${JSON.stringify(written)}\n${JSON.stringify(expected)}`,
    )
  }
  return def
}
