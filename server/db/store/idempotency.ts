import { and, eq } from 'drizzle-orm'
import type { IdempotencyReservation, IdempotencyStore, IdempotentOutcome } from '@backend/ports'
import { idempotencyKeys } from '../schema'
import type { Conn } from './sql'

/** Idempotency keys on PostgreSQL: the primary key decides between concurrent requests. */
export class SqlIdempotency implements IdempotencyStore {
  constructor(private readonly db: Conn) {}

  async reserve(uid: string, key: string, fingerprint: string): Promise<IdempotencyReservation> {
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ uid, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (inserted.length === 1) return { reserved: true }
    // The insert waited for the holder's commit: this new statement sees its row.
    const [row] = await this.db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        status: idempotencyKeys.status,
        body: idempotencyKeys.body,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.uid, uid), eq(idempotencyKeys.key, key)))
    if (!row) throw new Error('idempotency key vanished after a conflict')
    const outcome = row.status === null ? null : { status: row.status, body: row.body }
    return { reserved: false, fingerprint: row.fingerprint, outcome }
  }

  async recordOutcome(uid: string, key: string, outcome: IdempotentOutcome) {
    await this.db
      .update(idempotencyKeys)
      .set({ status: outcome.status, body: outcome.body })
      .where(and(eq(idempotencyKeys.uid, uid), eq(idempotencyKeys.key, key)))
  }
}
