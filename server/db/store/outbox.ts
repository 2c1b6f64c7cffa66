import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { DeliveryRecord, OutboxStore } from '@backend/ports'
import type { DeliveryStall, DeliveryState } from '@contract/schemas'
import { deliveries } from '../schema'
import type { Conn } from './sql'

/** The deliveries outbox on PostgreSQL: a conditional update moves a delivery once. */
export class SqlOutbox implements OutboxStore {
  /** Deliveries this transaction added: the queue is told once it commits (index.ts). */
  readonly enqueued: string[] = []

  constructor(private readonly db: Conn) {}

  async enqueue(delivery: Parameters<OutboxStore['enqueue']>[0]) {
    const [inserted] = await this.db
      .insert(deliveries)
      .values(delivery)
      .onConflictDoNothing()
      .returning()
    if (inserted) {
      this.enqueued.push(delivery.deliveryId)
      return deliveryRecord(inserted)
    }
    const kept = await this.get(delivery.deliveryId)
    if (!kept) throw new Error(`delivery ${delivery.deliveryId} neither stored nor kept`)
    return kept
  }

  async get(deliveryId: string) {
    const [row] = await this.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.deliveryId, deliveryId))
    return row ? deliveryRecord(row) : null
  }

  async ofPlayer(uid: string, limit: number) {
    const rows = await this.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.uid, uid))
      .orderBy(desc(deliveries.createdAt), desc(deliveries.deliveryId))
      .limit(limit)
    return rows.map(deliveryRecord)
  }

  async inState(state: DeliveryState, limit: number) {
    const rows = await this.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.state, state))
      .orderBy(asc(deliveries.createdAt))
      .limit(limit)
    return rows.map(deliveryRecord)
  }

  async after(state: DeliveryState, afterId: string | null, limit: number) {
    const rows = await this.db
      .select()
      .from(deliveries)
      .where(
        and(
          eq(deliveries.state, state),
          afterId === null ? undefined : gt(deliveries.deliveryId, afterId),
        ),
      )
      .orderBy(asc(deliveries.deliveryId))
      .limit(limit)
    return rows.map(deliveryRecord)
  }

  async mark(deliveryId: string, from: DeliveryState, to: Parameters<OutboxStore['mark']>[2]) {
    const updated = await this.db
      .update(deliveries)
      .set({
        state: to.state,
        ...(to.state === 'failed' ? { failure: to.failure } : {}),
        ...(to.state === 'received' ? { receivedAt: new Date(to.at) } : {}),
      })
      .where(and(eq(deliveries.deliveryId, deliveryId), eq(deliveries.state, from)))
      .returning({ deliveryId: deliveries.deliveryId })
    return updated.length === 1
  }

  async flagStalled(deliveryId: string, stalled: DeliveryStall | null) {
    const updated = await this.db
      .update(deliveries)
      .set({ stalled })
      .where(
        and(
          eq(deliveries.deliveryId, deliveryId),
          eq(deliveries.state, 'sent'),
          sql`${deliveries.stalled} IS DISTINCT FROM ${stalled}`,
        ),
      )
      .returning({ deliveryId: deliveries.deliveryId })
    return updated.length === 1
  }
}

/** A row of the outbox as the port describes it. */
function deliveryRecord(row: typeof deliveries.$inferSelect): DeliveryRecord {
  const { amount, itemId, count, createdAt, receivedAt, ...rest } = row
  const dates = {
    createdAt: createdAt.toISOString(),
    receivedAt: receivedAt ? receivedAt.toISOString() : null,
  }
  return rest.kind === 'points'
    ? { ...rest, ...dates, kind: 'points', amount: amount ?? 0 }
    : { ...rest, ...dates, kind: 'item', itemId: itemId ?? 0, count: count ?? 0 }
}
