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

/** Plain SQL on the database's own connection (what pg-boss needs: server/delivery-queue.ts). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>

export interface Database {
  db: Db
  /** 'postgres' (DATABASE_URL) or 'pglite' (embedded). */
  kind: 'postgres' | 'pglite'
  executeSql: ExecuteSql
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without one, an embedded PGlite. */
  url?: string
  /** PGlite's data folder; 'memory' (or none) keeps it in memory. */
  pgliteDir?: string
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url))

/** Opens the database and applies the committed migrations (drizzle's migrator, both drivers). */
export async function openDatabase({ url, pgliteDir }: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url })
    const db = drizzlePg({ client: pool, schema })
    await migratePg(db, { migrationsFolder: MIGRATIONS })
    const executeSql: ExecuteSql = (text, values) => pool.query(text, values)
    return { db: db as unknown as Db, kind: 'postgres', executeSql, close: () => pool.end() }
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
  return { db: db as unknown as Db, kind: 'pglite', executeSql, close: () => client.close() }
}
