import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { AfterSaleNotice } from '@backend/ports'
import type { Db } from './client'
import { afterSaleNotices, payments } from './schema'
import type { DbTx } from './store/sql'

/**
 * The after-sale notices kept while their payment is unknown (docs/decisions/041). Keeping one and
 * recording its payment take the same transaction lock on the payment intent: either the notice is
 * kept first and the payment's transaction takes it, or the payment is recorded first and the
 * notice sees it.
 */
const lockIntent = (db: DbTx | Db, paymentIntent: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`intent:${paymentIntent}`}, 0))`)

/** One row per distinct notice: a repeated delivery of the same notice is the same key. */
const keyOf = (notice: AfterSaleNotice) => {
  const detail =
    notice.kind === 'refund'
      ? `${notice.amountRefunded}/${notice.amount}`
      : notice.kind === 'dispute-closed'
        ? String(notice.won)
        : ''
  return `${notice.paymentIntent}:${notice.kind}:${notice.reference}:${detail}`
}

export async function keepAfterSaleNotice(db: DbTx | Db, notice: AfterSaleNotice) {
  await lockIntent(db, notice.paymentIntent)
  const [recorded] = await db
    .select({ paymentId: payments.paymentId })
    .from(payments)
    .where(eq(payments.paymentIntent, notice.paymentIntent))
  if (recorded) return false
  await db
    .insert(afterSaleNotices)
    .values({ paymentIntent: notice.paymentIntent, key: keyOf(notice), notice })
    .onConflictDoNothing()
  return true
}

export async function takeAfterSaleNotices(db: DbTx | Db, paymentIntent: string) {
  await lockIntent(db, paymentIntent)
  const rows = await db
    .select({ id: afterSaleNotices.id, notice: afterSaleNotices.notice })
    .from(afterSaleNotices)
    .where(eq(afterSaleNotices.paymentIntent, paymentIntent))
    .orderBy(asc(afterSaleNotices.id))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  await db.delete(afterSaleNotices).where(inArray(afterSaleNotices.id, ids))
  return rows.map((row) => row.notice as AfterSaleNotice)
}
