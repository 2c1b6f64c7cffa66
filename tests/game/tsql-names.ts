/**
 * The static checks of the T-SQL interpreter (tests/game/tsql.ts): every name a statement uses is
 * one server/game/flyff-schema.json knows, and what a statement does to the fake's lock.
 */
import { knownColumns, knownParameters, viewColumns, type Role } from './flyff-schema'
import {
  columnName,
  functionName,
  isCountStar,
  isParameter,
  same,
  type Expr,
  type FromItem,
  type Statement,
} from './tsql-ast'

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
