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
import {
  columnName,
  functionName,
  isCountStar,
  same,
  sqlError,
  type Batch,
  type Database,
  type EngineOptions,
  type Expr,
  type FromItem,
  type OrderBy,
  type Row,
  type Scope,
  type ServerContext,
  type Snapshot,
  type Source,
  type Statement,
  type Table,
  type Value,
} from './tsql-ast'
import { createNewAccount, informationSchema, portalTable } from './tsql-catalog'
import { evaluate, scalar } from './tsql-expressions'
import { releaseTables, viewColumns, type Role } from './flyff-schema'
import { compare, defaultOf, store } from './tsql-values'

export class TsqlEngine implements ServerContext {
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

  get caseInsensitive() {
    return this.options.caseInsensitive
  }

  now(): Date {
    return this.options.now()
  }

  hasTable(db: string, table: string): boolean {
    return Boolean(this.databases.get(db.toLowerCase())?.tables.has(table.toLowerCase()))
  }

  private compare(a: Value, b: Value): number | null {
    return compare(a, b, this.options.caseInsensitive)
  }

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
    const batch: Batch = { params, scopeIdentity: null, context: this }
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
        if (evaluate(statement.boolean_expr, [], batch) !== true) return { affected: 0 }
        if (!statement.if_expr) return { affected: 0 }
        return this.execute(statement.if_expr.ast, batch)
      }
      case 'create':
        this.create(statement)
        return { affected: 0 }
      case 'exec':
        return { rows: createNewAccount(this, this.options, statement, batch), affected: 1 }
      default:
        throw new Error(`fake: statement ${statement.type}`)
    }
  }

  // -------------------------------------------------------------- tables

  database(name: string | null | undefined): Database {
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
        rows: informationSchema(db, item.table ?? '', this.options),
      }
    }
    const { table } = this.tableOf(item)
    return { columns: table.def.columns.map((c) => c.name), rows: table.rows }
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
        : store(
            byName.has(key) ? (byName.get(key) ?? null) : defaultOf(column, () => this.localNow()),
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
          .filter((next) => !item.on || evaluate(item.on, next, batch) === true)
        return matched.length === 0 && join === 'LEFT JOIN' ? [[...scope, source(null)]] : matched
      })
    }
    scopes = scopes.filter(
      (scope) => !statement.where || evaluate(statement.where, scope, batch) === true,
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
        row[name] = windows.get(expr)?.get(scope) ?? scalar(expr, scope, batch)
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
      return scalar(by.expr, scope, batch)
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
        given[name] = scalar(values.value[i] ?? { type: 'null' }, [], batch)
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
      .filter((row) => !statement.where || evaluate(statement.where, scopeOf(row), batch) === true)
      .map((row) => {
        const next = { ...row }
        for (const set of statement.set ?? []) {
          const column = table.def.columns.find((c) => same(c.name, set.column))
          if (!column) throw sqlError(207, `Invalid column name '${set.column}'.`)
          next[column.name] = store(scalar(set.value, scopeOf(row), batch), column, where)
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
    const db = this.database(statement.table?.[0]?.db)
    const def = portalTable(db, statement, this.options)
    db.tables.set(def.name.toLowerCase(), { def, rows: [], nextIdentity: 1 })
  }
}
