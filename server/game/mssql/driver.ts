import type { ISqlType } from 'mssql'
import { GameUnavailableError } from '@backend/ports'

/**
 * What the adapter uses of an mssql ConnectionPool, so that tests can hand it a fake: a real
 * `sql.ConnectionPool` satisfies it as it is.
 */
export interface MssqlPool {
  /**
   * Resolves once the pool is open. In mssql 12 it is idempotent: at once when connected, joined
   * while connecting, tried again after a failed attempt (so the game may be down at start-up).
   */
  connect(): Promise<unknown>
  request(): MssqlRequest
  transaction(): MssqlTransaction
}

export interface MssqlRequest {
  input(name: string, type: ISqlType | (() => ISqlType), value: unknown): MssqlRequest
  query(text: string): Promise<MssqlResult>
}

export interface MssqlResult {
  /** The first result set of the batch (absent when it has none). */
  recordset?: Record<string, unknown>[]
  rowsAffected: number[]
}

export interface MssqlTransaction {
  begin(): Promise<unknown>
  commit(): Promise<void>
  rollback(): Promise<void>
  request(): MssqlRequest
}

/** Driver codes of a connection that failed, closed, timed out or was cut. */
const UNAVAILABLE_CODES = new Set([
  'ESOCKET',
  'ECONNCLOSED',
  'ETIMEOUT',
  'ENOTOPEN',
  'ELOGIN',
  'EINSTLOOKUP',
  'ECANCEL',
  'EABORT',
])

/**
 * SQL Server errors that a later try may not meet: deadlock victim, lock timeout or shortage,
 * snapshot conflict, database not open (yet), transport errors, Azure SQL's transient errors.
 */
const UNAVAILABLE_NUMBERS = new Set([
  1205, 1222, 1204, 3960, 4060, 233, 64, 10053, 10054, 10060, 40197, 40501, 40613, -2,
])

interface DriverError {
  name?: unknown
  code?: unknown
  number?: unknown
  originalError?: unknown
}

/** True when `error` (or the driver error it wraps) says the game cannot be reached right now. */
export function isUnavailable(error: unknown): boolean {
  for (let e = error as DriverError | undefined; e && typeof e === 'object';) {
    if (e.name === 'ConnectionError' || e.name === 'TimeoutError') return true
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true
    if (typeof e.number === 'number' && UNAVAILABLE_NUMBERS.has(e.number)) return true
    e = e.originalError as DriverError | undefined
  }
  return false
}

/** A primary key (2627) or unique index (2601) refused the row. */
export function isDuplicateKey(error: unknown): boolean {
  const number = (error as DriverError | undefined)?.number
  return number === 2627 || number === 2601
}

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. A commit
 * that fails may still have applied (its answer lost), so it is a GameUnavailableError: the caller
 * tries again later, and what it wrote must make that retry harmless.
 */
export async function inTransaction<T>(
  pool: MssqlPool,
  work: (transaction: MssqlTransaction) => Promise<T>,
): Promise<T> {
  const transaction = pool.transaction()
  await transaction.begin()
  let value: T
  try {
    value = await work(transaction)
  } catch (error) {
    // The server may have rolled it back already (deadlock victim, broken connection): the error
    // that matters is the first one.
    await transaction.rollback().catch(() => undefined)
    throw error
  }
  try {
    await transaction.commit()
  } catch (error) {
    throw new GameUnavailableError('the game database did not confirm a commit', { cause: error })
  }
  return value
}
