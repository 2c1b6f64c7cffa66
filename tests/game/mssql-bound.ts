/** How the mssql driver's typed parameters reach the fake (tests/game/mssql-fake.ts). */
import type { ISqlType } from 'mssql'
import type { Value } from './tsql-ast'

export function typeName(type: ISqlType | (() => ISqlType)): { name: string; length?: number } {
  const declared = typeof type === 'function' ? type() : type
  const { name } = declared.type as unknown as { name: string }
  const { length } = declared as { length?: number }
  return { name, length }
}

/** A parameter's value as SQL Server receives it; throws where a real run would go wrong. */
export function bound(
  name: string,
  type: { name: string; length?: number },
  value: unknown,
): Value {
  if (value === null || value === undefined) return null
  switch (type.name) {
    case 'VarChar':
    case 'NVarChar':
    case 'Char':
    case 'NChar': {
      if (typeof value !== 'string') {
        throw new Error(`fake: @${name} ${type.name} given ${typeof value}`)
      }
      // SQL Server would cut it silently: the adapter must never send a longer value.
      if (type.length === undefined || value.length > type.length) {
        throw new Error(`fake: @${name} is longer than ${type.name}(${type.length})`)
      }
      return type.name === 'Char' || type.name === 'NChar' ? value.padEnd(type.length) : value
    }
    case 'Int':
      if (!Number.isInteger(value) || Math.abs(value as number) > 2 ** 31 - 1) {
        throw new Error(`fake: @${name} Int given ${String(value)}`)
      }
      return value as number
    default:
      throw new Error(`fake: @${name} of type ${type.name} is not one the fake binds`)
  }
}
