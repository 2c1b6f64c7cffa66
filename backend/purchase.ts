import { packByPriceId, type PackId } from '@contract/catalog'
import { loyaltyMonth, pointsAt } from '@contract/rules'
import type { TopUpPack } from '@contract/schemas'
import type { ClockPort, PaymentsPort, StoreTx } from './ports'

/** The pack a price id buys, among the payment provider's price ids. */
export function packOf(payments: PaymentsPort, priceId: string): TopUpPack | undefined {
  return packByPriceId(priceId, payments.priceIds as Record<PackId, string>)
}

/** Points a pack credits when its payment session opened at `openedAt` (promotion windows). */
export function purchasePoints(pack: TopUpPack, openedAt: Date): number {
  return pointsAt(pack.points, openedAt)
}

export interface PaidSession {
  /** The provider's id of the paid session (Stripe's cs_..., the mock's cs_mock_...). */
  paymentId: string
  uid: string
  priceId: string
  /**
   * The moment whose promotion window applies: when the session opened (the
   * points the player was shown), see docs/decisions/011-stripe-fulfilment.md.
   */
  openedAt: Date
  /** The provider's payment behind the session (Stripe's pi_...), kept for refunds. */
  paymentIntent?: string | null
}

export type Fulfilment =
  { ok: true; credited: number } | { ok: false; reason: 'already-fulfilled' | 'unknown-price' }

/**
 * Fulfilment of a paid session, shared by the mock payment page and the
 * payment provider's webhook: credits points and this month's monthPoints,
 * exactly once per paymentId. Call it inside the caller's store transaction.
 */
export async function fulfilPurchase(
  { payments, clock }: { payments: PaymentsPort; clock: ClockPort },
  tx: StoreTx,
  session: PaidSession,
): Promise<Fulfilment> {
  const pack = packOf(payments, session.priceId)
  if (!pack) return { ok: false, reason: 'unknown-price' }
  const points = purchasePoints(pack, session.openedAt)
  const { paymentId, uid, priceId } = session
  const paymentIntent = session.paymentIntent ?? null
  if (!(await tx.insertPayment({ paymentId, uid, priceId, points, paymentIntent }))) {
    return { ok: false, reason: 'already-fulfilled' }
  }
  await tx.creditPurchase(uid, points, loyaltyMonth(clock.now()), paymentId)
  return { ok: true, credited: points }
}

export interface RefundNotice {
  /** The refunded payment (Stripe's charge.payment_intent). */
  paymentIntent: string
  /** Amounts in the smallest currency unit: refunded so far (cumulative) and paid. */
  amountRefunded: number
  amount: number
  /** The provider's id of the refund notice (the charge id), kept in the ledger. */
  reference: string
}

export type Refund =
  | { ok: true; removed: number }
  | { ok: true; removed: 0; unrecovered: number }
  | { ok: false; reason: 'unknown-payment' | 'already-refunded' }

/**
 * A refund of a fulfilled payment: the points of the refunded share leave the
 * balance when it still holds them (not yet transferred to a character);
 * otherwise the case is recorded in the ledger (delta 0) for follow-up.
 * Exactly once per refunded share: a repeated notice removes nothing more.
 */
export async function refundPurchase(tx: StoreTx, notice: RefundNotice): Promise<Refund> {
  const payment = await tx.findPaymentByIntent(notice.paymentIntent)
  if (!payment) return { ok: false, reason: 'unknown-payment' }
  const share =
    notice.amount > 0 ? Math.min(notice.amountRefunded, notice.amount) / notice.amount : 1
  const target = Math.floor(payment.points * share)
  const points = target - payment.refundedPoints
  if (points <= 0 || !(await tx.markRefunded(payment.paymentId, payment.refundedPoints, target))) {
    return { ok: false, reason: 'already-refunded' }
  }
  const reference = `${payment.paymentId}:${notice.reference}:${points}`
  if (await tx.debitPoints(payment.uid, points, { kind: 'refund', reference })) {
    return { ok: true, removed: points }
  }
  await tx.recordLedgerCase(payment.uid, { kind: 'refund-unrecovered', reference })
  return { ok: true, removed: 0, unrecovered: points }
}
