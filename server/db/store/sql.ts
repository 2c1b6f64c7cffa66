import type { SQL } from 'drizzle-orm'
import type { Db } from '../client'

/** A transaction of either driver (drizzle's PgTransaction shares PgDatabase's query API). */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A transaction, or the database itself for reads made each on its own (StorePort.read). */
export type Conn = Db | DbTx

/** The rows of a statement written in SQL (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Conn, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows
}
