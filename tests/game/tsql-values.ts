/**
 * Values as the T-SQL interpreter (tests/game/tsql.ts) compares, converts and stores them, with
 * SQL Server's error numbers where the adapter reads them.
 */
import type { ColumnDef } from './flyff-schema'
import { sqlError, type Value } from './tsql-ast'

export interface SqlType {
  base: string
  length?: number
}

export function parseType(text: string): SqlType {
  const match = /^(\w+)(?:\((\d+)\))?$/.exec(text.trim().toLowerCase())
  if (!match) throw new Error(`fake: type ${text}`)
  return { base: match[1] ?? '', length: match[2] ? Number(match[2]) : undefined }
}

/** -1, 0 or 1; null when either side is NULL. Text compares per the collation's case rule. */
export function compare(a: Value, b: Value, caseInsensitive: boolean): number | null {
  if (a === null || b === null) return null
  if (a instanceof Date || b instanceof Date) {
    return Math.sign(toDate(a).getTime() - toDate(b).getTime())
  }
  if (typeof a === 'number' || typeof b === 'number') {
    return Math.sign(toNumber(a) - toNumber(b))
  }
  // SQL Server ignores trailing spaces when it compares text.
  let x = a.trimEnd()
  let y = b.trimEnd()
  if (caseInsensitive) {
    x = x.toLowerCase()
    y = y.toLowerCase()
  }
  return x < y ? -1 : x > y ? 1 : 0
}

export function toNumber(value: Value): number {
  if (typeof value === 'number') return value
  const n = Number(String(value).trim())
  if (!Number.isFinite(n)) {
    throw sqlError(245, `Conversion failed when converting the varchar value '${value}' to int.`)
  }
  return n
}

export function toDate(value: Value): Date {
  if (value instanceof Date) return value
  const text = String(value).trim()
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text)
  if (!match) throw sqlError(241, `Conversion failed when converting '${text}' to datetime.`)
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
}

export function yyyymmdd(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '')
}

/** A value as a column stores it, with SQL Server's checks (length, type, NULL). */
export function store(value: Value, column: ColumnDef, table: string): Value {
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
      const n = toNumber(value)
      if (!Number.isInteger(n)) throw sqlError(245, `Conversion failed for '${value}' to int.`)
      if (type.base === 'int' && Math.abs(n) > 2 ** 31 - 1) {
        throw sqlError(8115, 'Arithmetic overflow error converting expression to data type int.')
      }
      return n
    }
    case 'real':
    case 'float':
      return toNumber(value)
    case 'datetime':
    case 'smalldatetime':
      return toDate(value)
    default:
      throw new Error(`fake: column type ${column.type}`)
  }
}

export function defaultOf(column: ColumnDef, localNow: () => Date): Value {
  const text = column.default?.trim()
  if (text === undefined) return null
  if (/^getdate\(\)$/i.test(text)) return localNow()
  const quoted = /^'(.*)'$/.exec(text)
  if (quoted) return quoted[1] ?? ''
  return Number(text)
}
