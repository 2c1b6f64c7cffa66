import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { Month, Receipt, ReceiptDraft, ReceiptsStore } from '@backend/ports'
import { payments, receiptCounter, receipts } from '../schema'
import type { Conn } from './sql'

type Stored = typeof receipts.$inferSelect

const rowOf = (row: Stored): Receipt => ({
  number: row.number,
  kind: row.kind,
  paymentId: row.paymentId,
  description: row.description,
  totalCents: row.totalCents,
  netCents: row.netCents,
  vatCents: row.vatCents,
  vatRateBp: row.vatRateBp,
  refersTo: row.refersTo,
  issuedAt: row.issuedAt.toISOString(),
})

/**
 * Receipts on PostgreSQL (docs/decisions/062-receipts.md). The number comes from the one counter
 * row, upserted in the caller's transaction: a concurrent issue waits on its row lock until this
 * transaction ends, and a rollback gives the number back. No gap, no duplicate, on any instance.
 */
export class SqlReceipts implements ReceiptsStore {
  constructor(private readonly db: Conn) {}

  async get(number: number) {
    const [row] = await this.db
      .select({ receipt: receipts, uid: payments.uid })
      .from(receipts)
      .innerJoin(payments, eq(payments.paymentId, receipts.paymentId))
      .where(eq(receipts.number, number))
    return row ? { ...rowOf(row.receipt), uid: row.uid } : null
  }

  async listOfPlayer(uid: string) {
    const rows = await this.db
      .select({ receipt: receipts })
      .from(receipts)
      .innerJoin(payments, eq(payments.paymentId, receipts.paymentId))
      .where(eq(payments.uid, uid))
      .orderBy(desc(receipts.number))
    return rows.map((row) => rowOf(row.receipt))
  }

  async listOfMonth(month: Month) {
    const start = new Date(`${month}-01T00:00:00.000Z`)
    const end = new Date(start)
    end.setUTCMonth(end.getUTCMonth() + 1)
    const rows = await this.db
      .select()
      .from(receipts)
      .where(and(gte(receipts.issuedAt, start), lt(receipts.issuedAt, end)))
      .orderBy(asc(receipts.number))
    return rows.map(rowOf)
  }

  async listOfPayment(paymentId: string) {
    const rows = await this.db
      .select()
      .from(receipts)
      .where(eq(receipts.paymentId, paymentId))
      .orderBy(asc(receipts.number))
    return rows.map(rowOf)
  }

  async issue(draft: ReceiptDraft, now: Date) {
    const [counter] = await this.db
      .insert(receiptCounter)
      .values({ id: 1, last: 1 })
      .onConflictDoUpdate({
        target: receiptCounter.id,
        set: { last: sql`${receiptCounter.last} + 1` },
      })
      .returning({ last: receiptCounter.last })
    if (!counter) throw new Error('receipt number not taken')
    const [row] = await this.db
      .insert(receipts)
      .values({ ...draft, number: counter.last, issuedAt: now })
      .returning()
    if (!row) throw new Error('receipt not stored')
    return rowOf(row)
  }
}
