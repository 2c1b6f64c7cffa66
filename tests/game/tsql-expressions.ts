/**
 * Expressions as the T-SQL interpreter (tests/game/tsql.ts) evaluates them: columns and
 * parameters, comparisons with SQL Server's three-valued logic, and the few functions the
 * adapter's statements call.
 */
import {
  columnName,
  functionName,
  same,
  sqlError,
  type Batch,
  type Expr,
  type Scope,
  type Value,
} from './tsql-ast'
import { compare, store, toDate, toNumber, yyyymmdd } from './tsql-values'

const compareIn = (batch: Batch, a: Value, b: Value) => compare(a, b, batch.context.caseInsensitive)

export function scalar(expr: Expr, scope: Scope, batch: Batch): Value {
  const value = evaluate(expr, scope, batch)
  if (typeof value === 'boolean') throw new Error('fake: a condition where a value was expected')
  return value
}

function column(expr: Expr, scope: Scope, batch: Batch): Value {
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

export function evaluate(
  expr: Expr | null | undefined,
  scope: Scope,
  batch: Batch,
): Value | boolean {
  if (!expr) return null
  switch (expr.type) {
    case 'column_ref':
      return column(expr, scope, batch)
    case 'number':
      return Number(expr.value)
    case 'single_quote_string':
    case 'var_string':
    case 'string':
      return String(expr.value)
    case 'null':
      return null
    case 'cast': {
      const value = scalar(expr.expr ?? { type: 'null' }, scope, batch)
      const type = expr.target?.[0]?.dataType.toUpperCase()
      if (type !== 'INT') throw new Error(`fake: CAST AS ${type}`)
      return value === null ? null : store(value, { name: 'CAST', type: 'int', nullable: true }, '')
    }
    case 'binary_expr':
      return binary(expr, scope, batch)
    case 'function':
      return call(expr, scope, batch)
    default:
      throw new Error(`fake: expression ${expr.type}`)
  }
}

function binary(expr: Expr, scope: Scope, batch: Batch): Value | boolean {
  const operator = (expr.operator ?? '').toUpperCase()
  if (operator === 'AND' || operator === 'OR') {
    const a = evaluate(expr.left, scope, batch)
    const b = evaluate(expr.right, scope, batch)
    const decisive = operator === 'AND' ? false : true
    if (a === decisive || b === decisive) return decisive
    return a === null || b === null ? null : !decisive
  }
  if (operator === 'IS' || operator === 'IS NOT') {
    const isNull = evaluate(expr.left, scope, batch) === null
    return operator === 'IS' ? isNull : !isNull
  }
  const left = scalar(expr.left ?? { type: 'null' }, scope, batch)
  if (operator === 'IN' || operator === 'NOT IN') {
    const list = (expr.right?.value as Expr[]).map((e) => scalar(e, scope, batch))
    const found = list.some((v) => compareIn(batch, left, v) === 0)
    if (found) return operator === 'IN'
    if (left === null || list.includes(null)) return null
    return operator !== 'IN'
  }
  const c = compareIn(batch, left, scalar(expr.right ?? { type: 'null' }, scope, batch))
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

function call(expr: Expr, scope: Scope, batch: Batch): Value {
  const name = functionName(expr)
  const args = expr.args?.value ?? []
  const arg = (i: number) => scalar(args[i] ?? { type: 'null' }, scope, batch)
  const part = () => columnName(args[0] ?? { type: 'null' }).toLowerCase()
  switch (name) {
    case 'LOWER': {
      const value = arg(0)
      return value === null ? null : String(value).toLowerCase()
    }
    case 'ISNULL':
      return arg(0) ?? arg(1)
    case 'GETDATE':
      return batch.context.localNow()
    case 'GETUTCDATE':
      return batch.context.now()
    case 'SCOPE_IDENTITY':
      return batch.scopeIdentity
    case 'DATEADD': {
      const date = new Date(toDate(arg(2)))
      const n = toNumber(arg(1))
      if (part() === 'day') date.setUTCDate(date.getUTCDate() + n)
      else if (part() === 'year') date.setUTCFullYear(date.getUTCFullYear() + n)
      else throw new Error(`fake: DATEADD(${part()})`)
      return date
    }
    case 'DATEDIFF': {
      if (part() !== 'second') throw new Error(`fake: DATEDIFF(${part()})`)
      const seconds = (d: Value) => Math.floor(toDate(d).getTime() / 1000)
      return seconds(arg(2)) - seconds(arg(1))
    }
    case 'CONVERT': {
      const target = args[0]
      const style = toNumber(arg(2))
      if (functionName(target ?? { type: 'null' }) !== 'CHAR' || style !== 112) {
        throw new Error('fake: CONVERT other than CONVERT(char(8), <date>, 112)')
      }
      const value = arg(1)
      return value === null ? null : yyyymmdd(toDate(value))
    }
    case 'OBJECT_ID': {
      const parts = String(arg(0))
        .split('.')
        .map((p) => p.replace(/^\[|\]$/g, ''))
      if (parts.length !== 3) throw new Error('fake: OBJECT_ID of a name without its database')
      return batch.context.hasTable(parts[0] ?? '', parts[2] ?? '') ? 1 : null
    }
    default:
      throw new Error(`fake: function ${name}`)
  }
}
