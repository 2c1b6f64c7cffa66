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
  /** When the session opened: the promotion window is the one of that moment. */
  openedAt: Date
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
  if (!(await tx.insertPayment({ paymentId, uid, priceId, points }))) {
    return { ok: false, reason: 'already-fulfilled' }
  }
  await tx.creditPurchase(uid, points, loyaltyMonth(clock.now()))
  return { ok: true, credited: points }
}
