import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type {
  AfterSale,
  AfterSaleNotice,
  PaymentRow,
  PaymentsStore,
  StoredPayment,
} from '@backend/ports'
import { keepAfterSaleNotice, takeAfterSaleNotices } from '../after-sale-notices'
import { erasedIdOf } from '../erasure'
import { ledger, payments } from '../schema'
import type { Conn } from './sql'
import { prepared } from './prepared'

/** A payment's loyalty month: its own, or (older rows) the month of its recording. */
const monthOf = sql<string>`coalesce(${payments.month}, to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM'))`

/** Payments on PostgreSQL; the notices kept ahead of them are server/db/after-sale-notices.ts. */
export class SqlPayments implements PaymentsStore {
  constructor(private readonly db: Conn) {}

  private query(db: Conn = this.db) {
    return db
      .select({
        paymentId: payments.paymentId,
        uid: payments.uid,
        priceId: payments.priceId,
        points: payments.points,
        paymentIntent: payments.paymentIntent,
        month: monthOf,
        status: payments.status,
        refundedPoints: payments.refundedPoints,
        disputedPoints: payments.disputedPoints,
        disputeRemoved: payments.disputeRemoved,
        unrecoveredPoints: payments.unrecoveredPoints,
        dispute: payments.dispute,
        createdAt: payments.createdAt,
      })
      .from(payments)
  }

  async insert(payment: PaymentRow) {
    const erased = await erasedIdOf(this.db, payment.uid)
    const inserted = await this.db
      .insert(payments)
      .values(erased ? { ...payment, uid: erased } : payment)
      .onConflictDoNothing()
      .returning({ paymentId: payments.paymentId })
    return inserted.length === 1
  }

  async lockByIntent(paymentIntent: string) {
    const [row] = await this.query().where(eq(payments.paymentIntent, paymentIntent)).for('update')
    return row ? storedPayment(row) : null
  }

  async get(paymentId: string) {
    const [row] = await this.query().where(eq(payments.paymentId, paymentId))
    return row ? storedPayment(row) : null
  }

  async ofLatestPurchases(uid: string, limit: number) {
    const latest = prepared(this.db, 'payments_latest_purchases', (db, name) => {
      const references = db
        .select({ reference: ledger.reference })
        .from(ledger)
        .where(and(eq(ledger.uid, sql.placeholder('uid')), eq(ledger.kind, 'purchase')))
        .orderBy(desc(ledger.id))
        .limit(sql.placeholder('limit'))
      return this.query(db).where(inArray(payments.paymentId, references)).prepare(name)
    })
    const rows = await latest.execute({ uid, limit })
    return rows.map(storedPayment)
  }

  async saveAfterSale(paymentId: string, afterSale: AfterSale) {
    await this.db.update(payments).set(afterSale).where(eq(payments.paymentId, paymentId))
  }

  keepNotice(notice: AfterSaleNotice) {
    return keepAfterSaleNotice(this.db, notice)
  }

  takeNotices(paymentIntent: string) {
    return takeAfterSaleNotices(this.db, paymentIntent)
  }

  async netPaidPoints(uid: string, month: string) {
    const [row] = await this.db
      .select({
        net: sql<number>`coalesce(sum(greatest(0, ${payments.points} - ${payments.refundedPoints} - ${payments.disputedPoints})), 0)::int`,
      })
      .from(payments)
      .where(and(eq(payments.uid, uid), eq(payments.status, 'paid'), sql`${monthOf} = ${month}`))
    return Number(row?.net ?? 0)
  }

  async list(month: string | null) {
    const rows = await this.query()
      .where(month === null ? undefined : sql`${monthOf} = ${month}`)
      .orderBy(desc(payments.createdAt))
    return rows.map(storedPayment)
  }
}

/** A row of payments as the port describes it. */
function storedPayment(row: Omit<StoredPayment, 'createdAt'> & { createdAt: Date }): StoredPayment {
  return { ...row, createdAt: row.createdAt.toISOString() }
}
