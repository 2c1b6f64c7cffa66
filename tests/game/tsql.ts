/**
 * A small T-SQL interpreter over node-sql-parser's TransactSQL AST, for the statement shapes the
 * SQL Server game adapter sends (server/game/mssql.ts): SELECT with WHERE (=, <>, <, <=, >, >=,
 * IN, IS NULL, AND, OR), lower(), ISNULL(), a LEFT JOIN, a derived table with ROW_NUMBER() OVER
 * (ORDER BY), ORDER BY, TOP n; INSERT ... VALUES; UPDATE; IF OBJECT_ID(...) IS NULL CREATE TABLE;
 * EXEC usp_CreateNewAccount; the INFORMATION_SCHEMA views COLUMNS and PARAMETERS. Tables come from
 * server/game/flyff-schema.json as a release has them; every name a statement uses is checked
 * against that file before it runs (checkNames). It is not SQL Server: it is the part of it the
 * adapter's behaviour depends on, with SQL Server's error numbers where the adapter reads them.
 */
import sql from 'mssql'
import { Parser } from 'node-sql-parser'
import {
  knownColumns,
  knownParameters,
  releaseProcedure,
  releaseTables,
  viewColumns,
  type ColumnDef,
  type Release,
  type Role,
  type TableDef,
} from './flyff-schema'

export type Value = string | number | Date | null
export type Row = Record<string, Value>

// ------------------------------------------------------------------ the AST, as far as it is read

export interface Expr {
  type: string
  value?: unknown
  column?: string | { expr: { value: string } }
  table?: string | null
  operator?: string
  left?: Expr
  right?: Expr
  name?: { name: { value: string }[] }
  args?: { value: Expr[] }
  expr?: Expr
  target?: { dataType: string; length?: number }[]
  over?: { as_window_specification?: { window_specification?: { orderby?: OrderBy[] } } }
}
interface OrderBy {
  expr: Expr
  type?: string | null
}
interface FromItem {
  db?: string | null
  schema?: string | null
  table?: string
  as?: string | null
  join?: string
  on?: Expr
  expr?: { ast: Statement }
  table_hint?: { expr?: { expr?: { value?: string } }[] } | null
}
export interface Statement {
  type: string
  columns?: ({ expr: Expr; as?: string | null } | string)[] | null
  from?: FromItem[] | null
  where?: Expr | null
  orderby?: OrderBy[] | null
  top?: { value: number } | null
  table?: FromItem[]
  values?: { values: { value: Expr[] }[] }
  set?: { column: string; value: Expr }[]
  boolean_expr?: Expr
  if_expr?: { ast: Statement }
  else_expr?: unknown
  module?: FromItem
  parameters?: { name: string; value: Expr }[]
  create_definitions?: {
    column: { column: string }
    definition: { dataType: string; length?: number }
    nullable?: { type: string } | null
    primary_key?: string | null
  }[]
}

const parser = new Parser()

/** The statements of a batch, as node-sql-parser reads them in its TransactSQL dialect. */
export function parseBatch(text: string): Statement[] {
  const ast = parser.astify(text, { database: 'TransactSQL' }) as unknown
  return (Array.isArray(ast) ? ast : [ast]) as Statement[]
}

/** An error as the mssql driver reports a SQL Server error: a RequestError with its number. */
export function sqlError(number: number, message: string): Error {
  const error = new sql.RequestError(message, 'EREQUEST')
  error.number = number
  return error
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const columnName = (expr: Expr) =>
  typeof expr.column === 'string' ? expr.column : (expr.column?.expr.value ?? '')
const functionName = (expr: Expr) =>
  (expr.name?.name.map((part) => part.value).join('.') ?? '').toUpperCase()
/** COUNT(*), the one aggregate the fake runs (its name is plain text in node-sql-parser's AST). */
const isCountStar = (expr: Expr) =>
  expr.type === 'aggr_func' &&
  String(expr.name).toUpperCase() === 'COUNT' &&
  (expr.args as unknown as { expr?: Expr } | undefined)?.expr?.type === 'star'
const isParameter = (expr: Expr) => expr.type === 'column_ref' && columnName(expr).startsWith('@')
const LOCKING_HINTS = new Set(['UPDLOCK', 'HOLDLOCK', 'XLOCK', 'TABLOCKX', 'SERIALIZABLE'])
const FUNCTIONS = new Set([
  'LOWER',
  'ISNULL',
  'GETDATE',
  'GETUTCDATE',
  'DATEADD',
  'DATEDIFF',
  'CONVERT',
  'SCOPE_IDENTITY',
  'ROW_NUMBER',
  'OBJECT_ID',
])

// ------------------------------------------------------------------ name checks (static)

interface NameScope {
  alias: string
  table: string
  columns: ReadonlySet<string>
}

/**
 * Throws unless every table, view, procedure, column and parameter `statement` names is in
 * server/game/flyff-schema.json, and every table is named with its database. `roleOf` maps a
 * database name to the role it plays (the fake's configured names).
 */
export function checkNames(statement: Statement, roleOf: (db: string) => Role | undefined) {
  const fail = (message: string): never => {
    throw new Error(`flyff-schema.json check: ${message}`)
  }

  function relation(item: FromItem): NameScope {
    if (item.expr) {
      return {
        alias: item.as ?? '',
        table: '(derived)',
        columns: new Set(checkSelect(item.expr.ast).map((c) => c.toLowerCase())),
      }
    }
    const name = item.table ?? ''
    if (!item.db) fail(`${name} is not named with its database`)
    const role = roleOf(item.db ?? '') ?? fail(`unknown database ${item.db}`)
    const schema = item.schema ?? ''
    const columns =
      schema.toUpperCase() === 'INFORMATION_SCHEMA'
        ? new Set(viewColumns(`INFORMATION_SCHEMA.${name}`)?.map((c) => c.name.toLowerCase()))
        : same(schema, 'dbo')
          ? knownColumns(role, name)
          : null
    if (!columns || columns.size === 0) fail(`unknown table ${item.db}.${schema}.${name}`)
    return { alias: item.as ?? name, table: name, columns: columns ?? new Set() }
  }

  function checkExpr(expr: Expr | null | undefined, scope: NameScope[], outputs: string[] = []) {
    if (!expr) return
    switch (expr.type) {
      case 'column_ref': {
        if (isParameter(expr)) return
        const column = columnName(expr).toLowerCase()
        if (expr.table) {
          const source =
            scope.find((s) => same(s.alias, expr.table ?? '')) ??
            fail(`unknown alias ${expr.table}`)
          if (!source.columns.has(column)) fail(`unknown column ${expr.table}.${column}`)
        } else if (
          !scope.some((s) => s.columns.has(column)) &&
          !outputs.some((o) => same(o, column))
        ) {
          fail(`unknown column ${column} (in ${scope.map((s) => s.table).join(', ')})`)
        }
        return
      }
      case 'function': {
        const name = functionName(expr)
        if (!FUNCTIONS.has(name)) fail(`function ${name} is not one the fake runs`)
        let args = expr.args?.value ?? []
        // DATEADD(day, ...), DATEDIFF(second, ...), CONVERT(char(8), ...): a keyword, not a column.
        if (name === 'DATEADD' || name === 'DATEDIFF' || name === 'CONVERT') args = args.slice(1)
        args.forEach((arg) => checkExpr(arg, scope, outputs))
        expr.over?.as_window_specification?.window_specification?.orderby?.forEach((o) =>
          checkExpr(o.expr, scope, outputs),
        )
        return
      }
      case 'aggr_func':
        if (!isCountStar(expr)) fail('an aggregate other than COUNT(*) is not one the fake runs')
        return
      case 'cast':
        return checkExpr(expr.expr, scope, outputs)
      case 'binary_expr':
        checkExpr(expr.left, scope, outputs)
        return checkExpr(expr.right, scope, outputs)
      case 'expr_list':
        return (expr.value as Expr[]).forEach((e) => checkExpr(e, scope, outputs))
      case 'number':
      case 'single_quote_string':
      case 'var_string':
      case 'string':
      case 'null':
        return
      default:
        fail(`expression ${expr.type} is not one the fake runs`)
    }
  }

  function checkSelect(select: Statement): string[] {
    const scope: NameScope[] = []
    for (const item of select.from ?? []) {
      scope.push(relation(item))
      checkExpr(item.on, scope)
    }
    const outputs: string[] = []
    for (const column of select.columns ?? []) {
      if (typeof column === 'string') fail('SELECT * is not checked: name the columns')
      else {
        checkExpr(column.expr, scope)
        outputs.push(
          column.as ?? (column.expr.type === 'column_ref' ? columnName(column.expr) : ''),
        )
      }
    }
    checkExpr(select.where, scope)
    select.orderby?.forEach((o) => checkExpr(o.expr, scope, outputs))
    return outputs
  }

  switch (statement.type) {
    case 'select':
      checkSelect(statement)
      return
    case 'insert': {
      const target = relation(statement.table?.[0] ?? {})
      for (const column of statement.columns ?? []) {
        const name = typeof column === 'string' ? column : ''
        if (!target.columns.has(name.toLowerCase())) fail(`unknown column ${target.table}.${name}`)
      }
      statement.values?.values.forEach((row) => row.value.forEach((e) => checkExpr(e, [])))
      return
    }
    case 'update': {
      const target = relation(statement.table?.[0] ?? {})
      for (const set of statement.set ?? []) {
        if (!target.columns.has(set.column.toLowerCase())) {
          fail(`unknown column ${target.table}.${set.column}`)
        }
        checkExpr(set.value, [target])
      }
      checkExpr(statement.where, [target])
      return
    }
    case 'if':
      checkExpr(statement.boolean_expr, [])
      if (statement.else_expr) fail('IF ... ELSE is not one the fake runs')
      if (statement.if_expr) checkNames(statement.if_expr.ast, roleOf)
      return
    case 'create': {
      const target = relation(statement.table?.[0] ?? {})
      for (const definition of statement.create_definitions ?? []) {
        const name = definition.column.column
        if (!target.columns.has(name.toLowerCase())) fail(`unknown column ${target.table}.${name}`)
      }
      return
    }
    case 'exec': {
      const module = statement.module ?? {}
      const role =
        roleOf(module.db ?? '') ?? fail(`EXEC of ${module.table} not named with its database`)
      const known =
        knownParameters(role, module.table ?? '') ?? fail(`unknown procedure ${module.table}`)
      for (const parameter of statement.parameters ?? []) {
        if (!known.has(`@${parameter.name}`.toLowerCase())) {
          fail(`unknown parameter @${parameter.name} of ${module.table}`)
        }
        checkExpr(parameter.value, [])
      }
      return
    }
    default:
      fail(`statement ${statement.type} is not one the fake runs`)
  }
}

/** What a statement does to the fake's lock: takes it, waits for it to be free, or neither. */
export function lockNeed(statement: Statement): 'take' | 'wait' | 'none' {
  if (statement.type !== 'select') return 'take'
  let need: 'take' | 'wait' | 'none' = 'none'
  for (const item of statement.from ?? []) {
    const inner = item.expr ? lockNeed(item.expr.ast) : 'none'
    const hinted = item.table_hint?.expr?.some((h) =>
      LOCKING_HINTS.has(String(h.expr?.value).toUpperCase()),
    )
    if (hinted || inner === 'take') return 'take'
    if (inner === 'wait' || (item.schema && same(item.schema, 'dbo'))) need = 'wait'
  }
  return need
}

// ------------------------------------------------------------------ the engine

interface SqlType {
  base: string
  length?: number
}

function parseType(text: string): SqlType {
  const match = /^(\w+)(?:\((\d+)\))?$/.exec(text.trim().toLowerCase())
  if (!match) throw new Error(`fake: type ${text}`)
  return { base: match[1] ?? '', length: match[2] ? Number(match[2]) : undefined }
}

export interface Table {
  def: TableDef
  rows: Row[]
  nextIdentity: number
}

interface Database {
  name: string
  role: Role
  tables: Map<string, Table>
}

export interface EngineOptions {
  release: Release
  /** The names of the account, character and log databases. */
  names: Record<Role, string>
  /** Tables this server lacks (e.g. 'AccountPlay'). */
  without: readonly string[]
  /** Whether usp_CreateNewAccount exists, and the parameters it lacks (e.g. '@email'). */
  procedure: boolean
  withoutParameters: readonly string[]
  /** Case-insensitive comparisons of text (a *_CI_* collation) or case-sensitive. */
  caseInsensitive: boolean
  /** The server's clock: GETUTCDATE(); GETDATE() is it plus the offset. */
  now: () => Date
  utcOffsetMinutes: number
}

interface Source {
  alias: string
  name: string
  columns: string[]
  row: Row | null
}
type Scope = Source[]
interface Batch {
  params: ReadonlyMap<string, Value>
  scopeIdentity: number | null
}

/** A snapshot of every table's rows (identity counters are not rolled back, as on SQL Server). */
export type Snapshot = Map<Database, Map<string, Row[]>>

export class TsqlEngine {
  private readonly databases = new Map<string, Database>()

  constructor(private readonly options: EngineOptions) {
    for (const role of ['account', 'character', 'logging'] as const) {
      const tables = new Map<string, Table>()
      for (const def of releaseTables(role, options.release)) {
        if (def.createdBy || options.without.some((name) => same(name, def.name))) continue
        tables.set(def.name.toLowerCase(), { def, rows: [], nextIdentity: 1 })
      }
      const name = options.names[role]
      this.databases.set(name.toLowerCase(), { name, role, tables })
    }
  }

  roleOf = (db: string): Role | undefined => this.databases.get(db.toLowerCase())?.role

  /** GETDATE(): the server's local wall clock, read back by the driver as if it were UTC. */
  localNow(): Date {
    return new Date(this.options.now().getTime() + this.options.utcOffsetMinutes * 60_000)
  }

  table(role: Role, name: string): Table | undefined {
    const db = [...this.databases.values()].find((d) => d.role === role)
    return db?.tables.get(name.toLowerCase())
  }

  snapshot(): Snapshot {
    const copy: Snapshot = new Map()
    for (const db of this.databases.values()) {
      const tables = new Map<string, Row[]>()
      for (const [name, table] of db.tables)
        tables.set(
          name,
          table.rows.map((row) => ({ ...row })),
        )
      copy.set(db, tables)
    }
    return copy
  }

  restore(snapshot: Snapshot) {
    for (const [db, tables] of snapshot) {
      for (const name of [...db.tables.keys()]) if (!tables.has(name)) db.tables.delete(name)
      for (const [name, rows] of tables) {
        const table = db.tables.get(name)
        if (table) table.rows = rows.map((row) => ({ ...row }))
      }
    }
  }

  /** Runs a parsed batch: its result sets and the rows each statement affected. */
  run(statements: Statement[], params: ReadonlyMap<string, Value>) {
    const batch: Batch = { params, scopeIdentity: null }
    const recordsets: Row[][] = []
    const rowsAffected: number[] = []
    for (const statement of statements) {
      const result = this.execute(statement, batch)
      if (result.rows) recordsets.push(result.rows)
      rowsAffected.push(result.affected)
    }
    return { recordsets, rowsAffected }
  }

  private execute(statement: Statement, batch: Batch): { rows?: Row[]; affected: number } {
    switch (statement.type) {
      case 'select': {
        const rows = this.select(statement, batch, [])
        return { rows, affected: rows.length }
      }
      case 'insert':
        return { affected: this.insert(statement, batch) }
      case 'update':
        return { affected: this.update(statement, batch) }
      case 'if': {
        if (this.evaluate(statement.boolean_expr, [], batch) !== true) return { affected: 0 }
        if (!statement.if_expr) return { affected: 0 }
        return this.execute(statement.if_expr.ast, batch)
      }
      case 'create':
        this.create(statement)
        return { affected: 0 }
      case 'exec':
        return { rows: this.exec(statement, batch), affected: 1 }
      default:
        throw new Error(`fake: statement ${statement.type}`)
    }
  }

  // -------------------------------------------------------------- values

  private compare(a: Value, b: Value): number | null {
    if (a === null || b === null) return null
    if (a instanceof Date || b instanceof Date) {
      return Math.sign(this.toDate(a).getTime() - this.toDate(b).getTime())
    }
    if (typeof a === 'number' || typeof b === 'number') {
      return Math.sign(this.toNumber(a) - this.toNumber(b))
    }
    // SQL Server ignores trailing spaces when it compares text.
    let x = a.trimEnd()
    let y = b.trimEnd()
    if (this.options.caseInsensitive) {
      x = x.toLowerCase()
      y = y.toLowerCase()
    }
    return x < y ? -1 : x > y ? 1 : 0
  }

  private toNumber(value: Value): number {
    if (typeof value === 'number') return value
    const n = Number(String(value).trim())
    if (!Number.isFinite(n)) {
      throw sqlError(245, `Conversion failed when converting the varchar value '${value}' to int.`)
    }
    return n
  }

  private toDate(value: Value): Date {
    if (value instanceof Date) return value
    const text = String(value).trim()
    const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text)
    if (!match) throw sqlError(241, `Conversion failed when converting '${text}' to datetime.`)
    return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  }

  /** A value as a column stores it, with SQL Server's checks (length, type, NULL). */
  private store(value: Value, column: ColumnDef, table: string): Value {
    if (value === null) return null
    const type = parseType(column.type)
    switch (type.base) {
      case 'char':
      case 'varchar':
      case 'nvarchar': {
        const text = value instanceof Date ? value.toISOString() : String(value)
        const length = type.length ?? 1
        if (text.trimEnd().length > length) {
          throw sqlError(
            2628,
            `String or binary data would be truncated in table '${table}', column '${column.name}'. Truncated value: '${text.slice(0, length)}'.`,
          )
        }
        return type.base === 'char' ? text.padEnd(length) : text
      }
      case 'int':
      case 'bigint': {
        const n = this.toNumber(value)
        if (!Number.isInteger(n)) throw sqlError(245, `Conversion failed for '${value}' to int.`)
        if (type.base === 'int' && Math.abs(n) > 2 ** 31 - 1) {
          throw sqlError(8115, 'Arithmetic overflow error converting expression to data type int.')
        }
        return n
      }
      case 'real':
      case 'float':
        return this.toNumber(value)
      case 'datetime':
      case 'smalldatetime':
        return this.toDate(value)
      default:
        throw new Error(`fake: column type ${column.type}`)
    }
  }

  private defaultOf(column: ColumnDef): Value {
    const text = column.default?.trim()
    if (text === undefined) return null
    if (/^getdate\(\)$/i.test(text)) return this.localNow()
    const quoted = /^'(.*)'$/.exec(text)
    if (quoted) return quoted[1] ?? ''
    return Number(text)
  }

  private yyyymmdd(date: Date): string {
    return date.toISOString().slice(0, 10).replaceAll('-', '')
  }

  // -------------------------------------------------------------- tables

  private database(name: string | null | undefined): Database {
    if (!name) throw new Error('fake: a table named without its database')
    const db = this.databases.get(name.toLowerCase())
    if (!db) throw sqlError(911, `Database '${name}' does not exist.`)
    return db
  }

  private tableOf(item: FromItem): { db: Database; table: Table } {
    const db = this.database(item.db)
    const table = same(item.schema ?? '', 'dbo')
      ? db.tables.get((item.table ?? '').toLowerCase())
      : null
    if (!table)
      throw sqlError(208, `Invalid object name '${db.name}.${item.schema}.${item.table}'.`)
    return { db, table }
  }

  /** The rows of a table or an INFORMATION_SCHEMA view, with its column names. */
  private relation(item: FromItem, batch: Batch): { columns: string[]; rows: Row[] } {
    if (item.expr) {
      const rows = this.select(item.expr.ast, batch, [])
      const columns = (item.expr.ast.columns ?? []).map((c) =>
        typeof c === 'string' ? c : (c.as ?? columnName(c.expr)),
      )
      return { columns, rows }
    }
    if ((item.schema ?? '').toUpperCase() === 'INFORMATION_SCHEMA') {
      const db = this.database(item.db)
      const view = viewColumns(`INFORMATION_SCHEMA.${item.table}`)
      if (!view) throw sqlError(208, `Invalid object name 'INFORMATION_SCHEMA.${item.table}'.`)
      return {
        columns: view.map((c) => c.name),
        rows: this.informationSchema(db, item.table ?? ''),
      }
    }
    const { table } = this.tableOf(item)
    return { columns: table.def.columns.map((c) => c.name), rows: table.rows }
  }

  private informationSchema(db: Database, view: string): Row[] {
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
              ? `SQL_Latin1_General_CP1_${this.options.caseInsensitive ? 'CI' : 'CS'}_AS`
              : null,
          }
        }),
      )
    }
    return (this.procedureParameters(db, 'usp_CreateNewAccount') ?? []).map((parameter, i): Row => {
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
    })
  }

  /** The parameters of the one procedure this server may have, or null when it has no such one. */
  private procedureParameters(db: Database, name: string): ColumnDef[] | null {
    if (!this.options.procedure || db.role !== 'account' || !same(name, 'usp_CreateNewAccount')) {
      return null
    }
    const parameters = releaseProcedure(db.role, 'usp_CreateNewAccount', this.options.release)
    return (parameters ?? []).filter(
      (p) => !this.options.withoutParameters.some((name) => same(name, p.name)),
    )
  }

  /** Adds a row as SQL Server would: stored types, defaults, identity, NOT NULL, keys. */
  insertRow(table: Table, given: Record<string, Value>, dbName = ''): Row {
    const where = `${dbName}.dbo.${table.def.name}`
    const row: Row = {}
    const byName = new Map(Object.entries(given).map(([k, v]) => [k.toLowerCase(), v]))
    for (const name of byName.keys()) {
      const column = table.def.columns.find((c) => same(c.name, name))
      if (!column) throw sqlError(207, `Invalid column name '${name}'.`)
      if (column.identity) {
        throw sqlError(544, `Cannot insert explicit value for identity column in table '${where}'.`)
      }
    }
    for (const column of table.def.columns) {
      const key = column.name.toLowerCase()
      row[column.name] = column.identity
        ? table.nextIdentity++
        : this.store(
            byName.has(key) ? (byName.get(key) ?? null) : this.defaultOf(column),
            column,
            where,
          )
      if (row[column.name] === null && !column.nullable) {
        throw sqlError(
          515,
          `Cannot insert the value NULL into column '${column.name}', table '${where}'; column does not allow nulls. INSERT fails.`,
        )
      }
    }
    this.checkKeys(table, row, null, where)
    table.rows.push(row)
    return row
  }

  private checkKeys(table: Table, row: Row, replacing: Row | null, where: string) {
    for (const key of table.def.keys) {
      const clash = table.rows.find(
        (other) =>
          other !== replacing &&
          key.columns.every((c) => {
            const a = row[c] ?? null
            const b = other[c] ?? null
            return a === null ? b === null : this.compare(a, b) === 0
          }),
      )
      if (!clash) continue
      const value = key.columns.map((c) => String(row[c])).join(', ')
      throw key.kind === 'primary'
        ? sqlError(
            2627,
            `Violation of PRIMARY KEY constraint '${key.name}'. Cannot insert duplicate key in object '${where}'. The duplicate key value is (${value}).`,
          )
        : sqlError(
            2601,
            `Cannot insert duplicate key row in object '${where}' with unique index '${key.name}'. The duplicate key value is (${value}).`,
          )
    }
  }

  // -------------------------------------------------------------- statements

  private select(statement: Statement, batch: Batch, outer: Scope): Row[] {
    let scopes: Scope[] = [outer]
    for (const item of statement.from ?? []) {
      const { columns, rows } = this.relation(item, batch)
      const alias = item.as ?? item.table ?? ''
      const source = (row: Row | null): Source => ({
        alias,
        name: item.table ?? alias,
        columns,
        row,
      })
      const join = (item.join ?? '').toUpperCase()
      if (join && join !== 'LEFT JOIN' && join !== 'INNER JOIN' && join !== 'JOIN') {
        throw new Error(`fake: ${join}`)
      }
      scopes = scopes.flatMap((scope) => {
        const matched = rows
          .map((row) => [...scope, source(row)])
          .filter((next) => !item.on || this.evaluate(item.on, next, batch) === true)
        return matched.length === 0 && join === 'LEFT JOIN' ? [[...scope, source(null)]] : matched
      })
    }
    scopes = scopes.filter(
      (scope) => !statement.where || this.evaluate(statement.where, scope, batch) === true,
    )
    const columns = (statement.columns ?? []).map((column) => {
      if (typeof column === 'string') throw new Error('fake: SELECT *')
      return column
    })
    if (columns.some(({ expr }) => expr.type === 'aggr_func')) {
      // COUNT(*) without GROUP BY: one row, however many rows matched.
      const row: Row = {}
      for (const { expr, as } of columns) {
        if (!isCountStar(expr)) throw new Error('fake: a column beside COUNT(*)')
        row[as ?? ''] = scopes.length
      }
      return [row]
    }
    const windows = new Map<Expr, Map<Scope, number>>()
    for (const { expr } of columns) {
      if (!expr.over) continue
      if (functionName(expr) !== 'ROW_NUMBER') throw new Error('fake: window function')
      const order = expr.over.as_window_specification?.window_specification?.orderby ?? []
      const numbers = new Map<Scope, number>()
      this.sorted(scopes, order, batch).forEach((scope, i) => numbers.set(scope, i + 1))
      windows.set(expr, numbers)
    }
    const projected = scopes.map((scope) => {
      const row: Row = {}
      for (const { expr, as } of columns) {
        const name = as ?? (expr.type === 'column_ref' ? columnName(expr) : '')
        row[name] = windows.get(expr)?.get(scope) ?? this.scalar(expr, scope, batch)
      }
      return { scope, row }
    })
    const ordered = this.sorted(projected, statement.orderby ?? [], batch)
    const rows = ordered.map(({ row }) => row)
    return statement.top ? rows.slice(0, statement.top.value) : rows
  }

  /** `items` (scopes, or projected rows with their scope) in ORDER BY order. */
  private sorted<T extends Scope | { scope: Scope; row: Row }>(
    items: T[],
    order: OrderBy[],
    batch: Batch,
  ): T[] {
    const keyOf = (item: T, by: OrderBy): Value => {
      const scope = Array.isArray(item) ? item : item.scope
      if (!Array.isArray(item) && by.expr.type === 'column_ref' && !by.expr.table) {
        const output = Object.keys(item.row).find((name) => same(name, columnName(by.expr)))
        if (output !== undefined) return item.row[output] ?? null
      }
      return this.scalar(by.expr, scope, batch)
    }
    const keyed = items.map((item) => ({ item, keys: order.map((by) => keyOf(item, by)) }))
    keyed.sort((a, b) => {
      for (const [i, by] of order.entries()) {
        const x = a.keys[i] ?? null
        const y = b.keys[i] ?? null
        // NULL sorts first, as on SQL Server.
        const c = x === null ? (y === null ? 0 : -1) : y === null ? 1 : (this.compare(x, y) ?? 0)
        if (c !== 0) return (by.type ?? '').toUpperCase() === 'DESC' ? -c : c
      }
      return 0
    })
    return keyed.map(({ item }) => item)
  }

  private insert(statement: Statement, batch: Batch): number {
    const { db, table } = this.tableOf(statement.table?.[0] ?? {})
    const names = (statement.columns ?? []).map((c) => (typeof c === 'string' ? c : ''))
    const rows = statement.values?.values ?? []
    for (const values of rows) {
      const given: Record<string, Value> = {}
      names.forEach((name, i) => {
        given[name] = this.scalar(values.value[i] ?? { type: 'null' }, [], batch)
      })
      const row = this.insertRow(table, given, db.name)
      const identity = table.def.columns.find((c) => c.identity)
      if (identity) batch.scopeIdentity = row[identity.name] as number
    }
    return rows.length
  }

  private update(statement: Statement, batch: Batch): number {
    const { db, table } = this.tableOf(statement.table?.[0] ?? {})
    const where = `${db.name}.dbo.${table.def.name}`
    const columns = table.def.columns.map((c) => c.name)
    const scopeOf = (row: Row): Scope => [
      { alias: table.def.name, name: table.def.name, columns, row },
    ]
    const changes = table.rows
      .filter(
        (row) => !statement.where || this.evaluate(statement.where, scopeOf(row), batch) === true,
      )
      .map((row) => {
        const next = { ...row }
        for (const set of statement.set ?? []) {
          const column = table.def.columns.find((c) => same(c.name, set.column))
          if (!column) throw sqlError(207, `Invalid column name '${set.column}'.`)
          next[column.name] = this.store(this.scalar(set.value, scopeOf(row), batch), column, where)
          if (next[column.name] === null && !column.nullable) {
            throw sqlError(515, `Cannot insert the value NULL into column '${column.name}'.`)
          }
        }
        return { row, next }
      })
    for (const { row, next } of changes) this.checkKeys(table, next, row, where)
    for (const { row, next } of changes) Object.assign(row, next)
    return changes.length
  }

  private create(statement: Statement) {
    const item = statement.table?.[0] ?? {}
    const db = this.database(item.db)
    const def = releaseTables(db.role, this.options.release).find(
      (t) => same(t.name, item.table ?? '') && t.createdBy === 'portal',
    )
    if (!def) throw new Error(`fake: CREATE TABLE ${item.table}, not a table the portal creates`)
    if (db.tables.has(def.name.toLowerCase())) {
      throw sqlError(2714, `There is already an object named '${def.name}' in the database.`)
    }
    // The statement must create the table flyff-schema.json describes, column for column.
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
    db.tables.set(def.name.toLowerCase(), { def, rows: [], nextIdentity: 1 })
  }

  /** usp_CreateNewAccount as the reference describes it (2.5): its one-row answer. */
  private exec(statement: Statement, batch: Batch): Row[] {
    const module = statement.module ?? {}
    const db = this.database(module.db)
    const parameters =
      this.options.procedure &&
      db.role === 'account' &&
      same(module.table ?? '', 'usp_CreateNewAccount')
        ? releaseProcedure(db.role, 'usp_CreateNewAccount', this.options.release)
        : null
    if (!parameters) throw sqlError(2812, `Could not find stored procedure '${module.table}'.`)
    const given = new Map<string, Value>()
    for (const parameter of statement.parameters ?? []) {
      const name = `@${parameter.name}`.toLowerCase()
      const declared = parameters.find((p) => same(p.name, name))
      if (!declared) {
        throw sqlError(8145, `@${parameter.name} is not a parameter for procedure ${module.table}.`)
      }
      given.set(name, this.store(this.scalar(parameter.value, [], batch), declared, declared.name))
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
    if (accounts.rows.some((row) => this.compare(row.account ?? null, account) === 0)) {
      return [{ '': 0 }]
    }
    const now = this.localNow()
    const day = 86_400_000
    const tenYears = new Date(now)
    tenYears.setUTCFullYear(now.getUTCFullYear() + 10)
    const only = (table: Table, values: Row) =>
      Object.fromEntries(
        Object.entries(values).filter(([name]) =>
          table.def.columns.some((c) => same(c.name, name)),
        ),
      )
    const before = this.snapshot()
    try {
      this.insertRow(
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
        this.insertRow(
          detail,
          only(detail, {
            account,
            gamecode: 'A000',
            tester: '2',
            m_chLoginAuthority: 'F',
            regdate: now,
            BlockTime: this.yyyymmdd(new Date(now.getTime() - day)),
            EndTime: this.yyyymmdd(tenYears),
            WebTime: this.yyyymmdd(new Date(now.getTime() - day)),
            isuse: 'T',
            email: given.get('@email') ?? '',
          }),
          db.name,
        )
      }
      const play = db.tables.get('accountplay')
      if (play)
        this.insertRow(play, { Account: account, PlayDate: Number(this.yyyymmdd(now)) }, db.name)
    } catch {
      // The stock procedure rolls its own transaction back and answers -1.
      this.restore(before)
      return [{ '': -1 }]
    }
    return [{ '': 1 }]
  }

  // -------------------------------------------------------------- expressions

  private scalar(expr: Expr, scope: Scope, batch: Batch): Value {
    const value = this.evaluate(expr, scope, batch)
    if (typeof value === 'boolean') throw new Error('fake: a condition where a value was expected')
    return value
  }

  private column(expr: Expr, scope: Scope, batch: Batch): Value {
    const name = columnName(expr)
    if (name.startsWith('@')) {
      const key = name.slice(1).toLowerCase()
      if (!batch.params.has(key)) throw sqlError(137, `Must declare the scalar variable "${name}".`)
      return batch.params.get(key) ?? null
    }
    const sources = scope.filter(
      (s) =>
        (!expr.table || same(s.alias, expr.table) || same(s.name, expr.table)) &&
        s.columns.some((c) => same(c, name)),
    )
    if (sources.length === 0) throw sqlError(207, `Invalid column name '${name}'.`)
    if (sources.length > 1) throw sqlError(209, `Ambiguous column name '${name}'.`)
    const [source] = sources
    const column = source?.columns.find((c) => same(c, name)) ?? name
    return source?.row ? (source.row[column] ?? null) : null
  }

  private evaluate(expr: Expr | null | undefined, scope: Scope, batch: Batch): Value | boolean {
    if (!expr) return null
    switch (expr.type) {
      case 'column_ref':
        return this.column(expr, scope, batch)
      case 'number':
        return Number(expr.value)
      case 'single_quote_string':
      case 'var_string':
      case 'string':
        return String(expr.value)
      case 'null':
        return null
      case 'cast': {
        const value = this.scalar(expr.expr ?? { type: 'null' }, scope, batch)
        const type = expr.target?.[0]?.dataType.toUpperCase()
        if (type !== 'INT') throw new Error(`fake: CAST AS ${type}`)
        return value === null
          ? null
          : this.store(value, { name: 'CAST', type: 'int', nullable: true }, '')
      }
      case 'binary_expr':
        return this.binary(expr, scope, batch)
      case 'function':
        return this.call(expr, scope, batch)
      default:
        throw new Error(`fake: expression ${expr.type}`)
    }
  }

  private binary(expr: Expr, scope: Scope, batch: Batch): Value | boolean {
    const operator = (expr.operator ?? '').toUpperCase()
    if (operator === 'AND' || operator === 'OR') {
      const a = this.evaluate(expr.left, scope, batch)
      const b = this.evaluate(expr.right, scope, batch)
      const decisive = operator === 'AND' ? false : true
      if (a === decisive || b === decisive) return decisive
      return a === null || b === null ? null : !decisive
    }
    if (operator === 'IS' || operator === 'IS NOT') {
      const isNull = this.evaluate(expr.left, scope, batch) === null
      return operator === 'IS' ? isNull : !isNull
    }
    const left = this.scalar(expr.left ?? { type: 'null' }, scope, batch)
    if (operator === 'IN' || operator === 'NOT IN') {
      const list = (expr.right?.value as Expr[]).map((e) => this.scalar(e, scope, batch))
      const found = list.some((v) => this.compare(left, v) === 0)
      if (found) return operator === 'IN'
      if (left === null || list.includes(null)) return null
      return operator !== 'IN'
    }
    const c = this.compare(left, this.scalar(expr.right ?? { type: 'null' }, scope, batch))
    if (c === null) return null
    switch (operator) {
      case '=':
        return c === 0
      case '<>':
      case '!=':
        return c !== 0
      case '<':
        return c < 0
      case '<=':
        return c <= 0
      case '>':
        return c > 0
      case '>=':
        return c >= 0
      default:
        throw new Error(`fake: operator ${operator}`)
    }
  }

  private call(expr: Expr, scope: Scope, batch: Batch): Value {
    const name = functionName(expr)
    const args = expr.args?.value ?? []
    const arg = (i: number) => this.scalar(args[i] ?? { type: 'null' }, scope, batch)
    const part = () => columnName(args[0] ?? { type: 'null' }).toLowerCase()
    switch (name) {
      case 'LOWER': {
        const value = arg(0)
        return value === null ? null : String(value).toLowerCase()
      }
      case 'ISNULL':
        return arg(0) ?? arg(1)
      case 'GETDATE':
        return this.localNow()
      case 'GETUTCDATE':
        return this.options.now()
      case 'SCOPE_IDENTITY':
        return batch.scopeIdentity
      case 'DATEADD': {
        const date = new Date(this.toDate(arg(2)))
        const n = this.toNumber(arg(1))
        if (part() === 'day') date.setUTCDate(date.getUTCDate() + n)
        else if (part() === 'year') date.setUTCFullYear(date.getUTCFullYear() + n)
        else throw new Error(`fake: DATEADD(${part()})`)
        return date
      }
      case 'DATEDIFF': {
        if (part() !== 'second') throw new Error(`fake: DATEDIFF(${part()})`)
        const seconds = (d: Value) => Math.floor(this.toDate(d).getTime() / 1000)
        return seconds(arg(2)) - seconds(arg(1))
      }
      case 'CONVERT': {
        const target = args[0]
        const style = this.toNumber(arg(2))
        if (functionName(target ?? { type: 'null' }) !== 'CHAR' || style !== 112) {
          throw new Error('fake: CONVERT other than CONVERT(char(8), <date>, 112)')
        }
        const value = arg(1)
        return value === null ? null : this.yyyymmdd(this.toDate(value))
      }
      case 'OBJECT_ID': {
        const parts = String(arg(0))
          .split('.')
          .map((p) => p.replace(/^\[|\]$/g, ''))
        if (parts.length !== 3) throw new Error('fake: OBJECT_ID of a name without its database')
        const db = this.databases.get((parts[0] ?? '').toLowerCase())
        return db?.tables.has((parts[2] ?? '').toLowerCase()) ? 1 : null
      }
      default:
        throw new Error(`fake: function ${name}`)
    }
  }
}
