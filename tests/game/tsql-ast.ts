/**
 * The T-SQL interpreter's shared parts (tests/game/tsql.ts): the AST as node-sql-parser's
 * TransactSQL dialect gives it, as far as it is read; the parser; SQL Server's errors; the
 * runtime shapes of tables, scopes and batches.
 */
import sql from 'mssql'
import { Parser } from 'node-sql-parser'
import type { Release, Role, TableDef } from './flyff-schema'

export type Value = string | number | Date | null
export type Row = Record<string, Value>

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
export interface OrderBy {
  expr: Expr
  type?: string | null
}
export interface FromItem {
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

export const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
export const columnName = (expr: Expr) =>
  typeof expr.column === 'string' ? expr.column : (expr.column?.expr.value ?? '')
export const functionName = (expr: Expr) =>
  (expr.name?.name.map((part) => part.value).join('.') ?? '').toUpperCase()
/** COUNT(*), the one aggregate the fake runs (its name is plain text in node-sql-parser's AST). */
export const isCountStar = (expr: Expr) =>
  expr.type === 'aggr_func' &&
  String(expr.name).toUpperCase() === 'COUNT' &&
  (expr.args as unknown as { expr?: Expr } | undefined)?.expr?.type === 'star'
export const isParameter = (expr: Expr) =>
  expr.type === 'column_ref' && columnName(expr).startsWith('@')

// ------------------------------------------------------------------ the engine's runtime shapes

export interface Table {
  def: TableDef
  rows: Row[]
  nextIdentity: number
}

export interface Database {
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

export interface Source {
  alias: string
  name: string
  columns: string[]
  row: Row | null
}
export type Scope = Source[]
/** What an expression may ask of the server it runs on. */
export interface ServerContext {
  readonly caseInsensitive: boolean
  now(): Date
  localNow(): Date
  hasTable(db: string, table: string): boolean
}
export interface Batch {
  params: ReadonlyMap<string, Value>
  scopeIdentity: number | null
  context: ServerContext
}

/** A snapshot of every table's rows (identity counters are not rolled back, as on SQL Server). */
export type Snapshot = Map<Database, Map<string, Row[]>>
