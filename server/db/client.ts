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

export interface Database {
  db: Db
  /** 'postgres' (DATABASE_URL) or 'pglite' (embedded). */
  kind: 'postgres' | 'pglite'
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
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  const inMemory = !pgliteDir || pgliteDir === 'memory'
  if (!inMemory) await mkdir(pgliteDir, { recursive: true })
  const client = inMemory ? new PGlite() : new PGlite(pgliteDir)
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder: MIGRATIONS })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}
