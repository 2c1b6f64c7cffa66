import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

/** Either driver's database: the store and the game server only use what both share. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** Plain SQL on the database's own connection (what pg-boss needs: server/jobs/delivery-queue.ts). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>

export interface Database {
  db: Db
  /** 'postgres' (DATABASE_URL) or 'pglite' (embedded). */
  kind: 'postgres' | 'pglite'
  executeSql: ExecuteSql
  /**
   * Runs `work` while holding the start lock (START_LOCK_KEY): instances sharing one PostgreSQL
   * run it one after the other, so that what each does at start (migrations, demo data, the
   * queue's queues) is done once and found done by the others. Never nested: a second call waits
   * for the first. PGlite is one process: it simply runs.
   */
  oneAtATime<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without one, an embedded PGlite. */
  url?: string
  /** PGlite's data folder; 'memory' (or none) keeps it in memory. */
  pgliteDir?: string
  /** PostgreSQL's timeouts (DATABASE_*_TIMEOUT_MS, config.ts); default DEFAULT_DB_TIMEOUTS. */
  timeouts?: DatabaseTimeouts
  /** Where a connection's error is said (default: one JSON line on stderr). */
  log?: (message: string, fields?: Record<string, unknown>) => void
}

export interface DatabaseTimeouts {
  /** How long opening a connection may take before the call fails (503). */
  connectMs: number
  /** How long one statement may run on the server before it is cancelled (503). */
  statementMs: number
}

export const DEFAULT_DB_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 30_000 }

const stderrLog: NonNullable<DatabaseOptions['log']> = (msg, fields = {}) =>
  console.error(JSON.stringify({ msg, ...fields }))

/**
 * The pool of a PostgreSQL server that may restart or cut connections (a failover, a proxy's
 * idle timeout): a connection's error is logged, never thrown out of the process; the pool drops
 * that connection and opens another at the next call (docs/decisions/040-database-outage.md).
 */
function resilientPool(
  url: string,
  timeouts: DatabaseTimeouts,
  log: NonNullable<DatabaseOptions['log']>,
) {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    keepAlive: true,
  })
  const said = (error: Error & { code?: string }) =>
    log('database connection error', { code: error.code ?? null, error: error.message })
  // An idle connection's error comes through the pool; a checked-out one's through its client.
  pool.on('error', said)
  pool.on('connect', (client) => client.on('error', said))
  return pool
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * The PostgreSQL advisory lock held while an instance prepares the database at start:
 * 0x41697246, "AirF" in ASCII. Fixed, so that every instance of every version takes the same one
 * (docs/decisions/025-migrations-once-across-instances.md).
 */
export const START_LOCK_KEY = 0x41697246

/**
 * The start lock on PostgreSQL: session-level, on one client of the pool kept for it (and given
 * to `work`, which may use it or the others). A crashed instance's lock goes with its
 * connection. That client has no statement timeout: waiting for another instance's migrations,
 * or running a long one, is not a slow statement.
 */
async function holdingStartLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect()
  let failed: Error | undefined
  try {
    await client.query('set statement_timeout = 0')
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY])
    try {
      return await work(client)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK_KEY])
    }
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error))
    throw error
  } finally {
    // Back to the pool's timeout; after an error, closed rather than kept.
    if (!failed) await client.query('reset statement_timeout')
    client.release(failed)
  }
}

/** Opens the database and applies the committed migrations (drizzle's migrator, both drivers). */
export async function openDatabase({
  url,
  pgliteDir,
  timeouts = DEFAULT_DB_TIMEOUTS,
  log = stderrLog,
}: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = resilientPool(url, timeouts, log)
    const db = drizzlePg({ client: pool, schema })
    const oneAtATime: Database['oneAtATime'] = (work) => holdingStartLock(pool, () => work())
    // Instances started together on an empty database would all create the same tables, and all
    // but one fail; in turn, the first migrates and the others find nothing left to apply.
    const migrate = (client: pg.PoolClient) =>
      migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS })
    await holdingStartLock(pool, migrate).catch(async (error: unknown) => {
      await pool.end() // a failed start leaves no connection behind
      throw error
    })
    const executeSql: ExecuteSql = (text, values) => pool.query(text, values)
    const close = () => pool.end()
    return { db: db as unknown as Db, kind: 'postgres', executeSql, oneAtATime, close }
  }
  const inMemory = !pgliteDir || pgliteDir === 'memory'
  if (!inMemory) await mkdir(pgliteDir, { recursive: true })
  const client = inMemory ? new PGlite() : new PGlite(pgliteDir)
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder: MIGRATIONS })
  // PGlite's query() takes one statement; pg-boss's own migrations send several at once.
  const executeSql: ExecuteSql = async (text, values) => {
    if (values && values.length > 0) return client.query(text, values)
    const results = await client.exec(text)
    return { rows: results.at(-1)?.rows ?? [] }
  }
  const oneAtATime: Database['oneAtATime'] = (work) => work()
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    executeSql,
    oneAtATime,
    close: () => client.close(),
  }
}
