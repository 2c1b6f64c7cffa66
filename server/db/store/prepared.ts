import { PgDialect } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'
import type { Conn } from './sql'

/** What drizzle's `.prepare(name)` answers: run with the placeholders' values. */
interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>
}

const made = new WeakMap<Conn, Map<string, Prepared>>()

/**
 * A statement of the hot paths built once per connection object (the pool, or a transaction)
 * and prepared under `name`, unique to its text: drizzle does not build it again, and
 * PostgreSQL parses and plans it once per connection (docs/decisions/070). Its values are
 * `sql.placeholder`s, given to `execute`.
 */
export function prepared<P extends Prepared>(
  conn: Conn,
  name: string,
  build: (conn: Conn, name: string) => P,
): P {
  let byName = made.get(conn)
  if (!byName) {
    byName = new Map()
    made.set(conn, byName)
  }
  let statement = byName.get(name) as P | undefined
  if (!statement) {
    statement = build(conn, name)
    byName.set(name, statement)
  }
  return statement
}

const dialect = new PgDialect()

/** A statement written in SQL, with placeholders, prepared as `prepared` does; answers its rows. */
export async function preparedRows<T>(
  conn: Conn,
  name: string,
  statement: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  const query = prepared(conn, name, (c, n) =>
    c._.session.prepareQuery(dialect.sqlToQuery(statement()), undefined, n, false),
  )
  return ((await query.execute(values)) as { rows: T[] }).rows
}
