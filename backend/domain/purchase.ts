import { PACK_IDS, packByPriceId, topUpPacks, type PackId } from '@contract/catalog'
import { loyaltyMonth, pointsAt, type Promotion } from '@contract/rules'
import type { TopUpPack } from '@contract/schemas'
import { alertPurchase, DEFAULT_ALERTS } from './alerts'
import { applyAfterSale } from './after-sale'
import { enqueueMail } from './mail'
import { purchaseMail } from './purchase-mail'
import { creditNoteTerms, issueReceipt } from './receipts'
import { DEMO_SALE } from '../ports'
import type {
  AfterSaleNotice,
  AlertSettings,
  ClockPort,
  PaymentsPort,
  SaleSettings,
  StoreTx,
} from '../ports'

/** The pack a price id buys, among the payment provider's price ids. */
export function packOf(payments: PaymentsPort, priceId: string): TopUpPack | undefined {
  return packByPriceId(priceId, payments.priceIds as Record<PackId, string>)
}

/**
 * The pack a paid session buys: the pack the server wrote in it when it opened it, else (a session
 * without one) the pack of its price id in the current configuration.
 */
export function packOfSession(
  payments: PaymentsPort,
  session: Pick<PaidSession, 'packId' | 'priceId'>,
): TopUpPack | undefined {
  const packId = PACK_IDS.find((id) => id === session.packId)
  if (!packId) return packOf(payments, session.priceId)
  return topUpPacks(payments.priceIds as Record<PackId, string>).find((p) => p.id === packId)
}

/**
 * Points a pack credits when its payment session opened at `openedAt`, with the promotion windows
 * the store holds (read in the caller's transaction).
 */
export async function purchasePoints(
  tx: StoreTx,
  pack: TopUpPack,
  openedAt: Date,
): Promise<number> {
  const windows: readonly Promotion[] = await tx.content.listPromotions()
  return pointsAt(pack.points, openedAt, windows)
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
  /** The pack the server wrote in the session when it opened it (a price id may be rotated). */
  packId?: string | null
  /**
   * What the provider says already happened to the payment (refunded so far, a dispute), read
   * when the session is fulfilled: applied right after the credit, in the same transaction.
   */
  afterSale?: readonly AfterSaleNotice[]
}

export type Fulfilment =
  | {
      ok: true
      credited: number
      /** Points refunds and disputes took back at once (removed or recorded as unrecovered). */
      takenBack: number
    }
  | { ok: false; reason: 'already-fulfilled' | 'unknown-price' }

/**
 * Fulfilment of a paid session, shared by the mock payment page and the
 * payment provider's webhook: credits points and this month's monthPoints,
 * exactly once per paymentId. Then, in the same transaction, what was already
 * refunded or disputed takes back through applyAfterSale: the provider's word
 * (session.afterSale) and the notices kept while the payment was unknown
 * (decision 041). The sale's receipt is issued and its confirmation e-mail queued in the same
 * transaction (docs/decisions/061 and 062). Call it inside the caller's store transaction.
 */
export async function fulfilPurchase(
  {
    payments,
    clock,
    alerts = DEFAULT_ALERTS,
    sale = DEMO_SALE,
  }: { payments: PaymentsPort; clock: ClockPort; alerts?: AlertSettings; sale?: SaleSettings },
  tx: StoreTx,
  session: PaidSession,
): Promise<Fulfilment> {
  const pack = packOfSession(payments, session)
  if (!pack) return { ok: false, reason: 'unknown-price' }
  const points = await purchasePoints(tx, pack, session.openedAt)
  const { paymentId, uid, priceId } = session
  const paymentIntent = session.paymentIntent ?? null
  const month = loyaltyMonth(clock.now())
  const payment = { paymentId, uid, priceId, points, paymentIntent, month, status: 'paid' as const }
  if (!(await tx.payments.insert(payment))) return { ok: false, reason: 'already-fulfilled' }
  await tx.profiles.creditPurchase(uid, points, month, paymentId)
  await alertPurchase(tx, clock.now(), alerts, { uid, points })
  await confirmSale(tx, clock.now(), sale, { paymentId, uid, pack, points })
  let takenBack = 0
  if (paymentIntent) {
    const kept = await tx.payments.takeNotices(paymentIntent)
    for (const notice of [...(session.afterSale ?? []), ...kept]) {
      const terms = creditNoteTerms({ payments, sale })
      const outcome = await applyAfterSale(tx, { ...notice, paymentIntent }, clock.now(), terms)
      if (outcome.ok) takenBack += outcome.removed + outcome.unrecovered - outcome.givenBack
    }
  }
  return { ok: true, credited: points, takenBack }
}

/** The sale's receipt, and its confirmation e-mail to the player's address when the store has one. */
async function confirmSale(
  tx: StoreTx,
  now: Date,
  sale: SaleSettings,
  sold: { paymentId: string; uid: string; pack: TopUpPack; points: number },
) {
  const { paymentId, uid, pack, points } = sold
  const receipt = await issueReceipt(tx, now, sale, {
    paymentId,
    description: `Pack ${pack.title}\u00a0: ${points} AirPoints`,
    totalCents: Math.round(pack.price * 100),
  })
  const to = (await tx.players.get(uid))?.email
  if (!to) return
  const facts = { to, paymentId, packTitle: `Pack ${pack.title}`, points, receipt }
  await enqueueMail(tx, now, purchaseMail(facts, sale))
}

/**
 * A session whose delayed payment method failed (Stripe's checkout.session.async_payment_failed):
 * nothing is credited; the payment is recorded as failed, once, so that the player's history and
 * top-up page say so. A session already recorded (paid, or failed before) is left as it is.
 */
export async function recordFailedPayment(
  { clock }: { clock: ClockPort },
  tx: StoreTx,
  session: Omit<PaidSession, 'openedAt'>,
): Promise<{ recorded: boolean }> {
  const { paymentId, uid, priceId } = session
  const recorded = await tx.payments.insert({
    paymentId,
    uid,
    priceId,
    points: 0,
    paymentIntent: session.paymentIntent ?? null,
    month: loyaltyMonth(clock.now()),
    status: 'failed',
  })
  if (recorded) await tx.ledger.recordCase(uid, { kind: 'payment-failed', reference: paymentId })
  return { recorded }
}
