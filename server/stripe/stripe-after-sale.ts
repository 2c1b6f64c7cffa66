import type Stripe from 'stripe'
import type { AfterSaleNotice } from '@backend/ports'

/** A dispute's end: won when the bank decided for the portal (or an inquiry closed without a chargeback). */
export const disputeWon = (status: Stripe.Dispute.Status) =>
  status === 'won' || status === 'warning_closed'

/**
 * What Stripe says already happened to a payment, as after-sale notices: the refunded amount of
 * its latest charge, and its dispute (opened, then closed won or lost). Read when a session is
 * fulfilled (webhook or reconciliation), so that a refund or a dispute whose notice never reached
 * the portal is taken back with the credit (docs/decisions/041). Throws when Stripe cannot be read:
 * the session is then not credited now (the webhook answers 500 and Stripe sends it again).
 */
export async function afterSaleSoFar(
  stripe: Stripe,
  paymentIntent: string,
): Promise<AfterSaleNotice[]> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] })
  const charge = intent.latest_charge
  if (!charge || typeof charge === 'string') return []
  const notices: AfterSaleNotice[] = []
  if (charge.amount_refunded > 0) {
    notices.push({
      kind: 'refund',
      paymentIntent,
      amountRefunded: charge.amount_refunded,
      amount: charge.amount,
      reference: charge.id,
    })
  }
  if (!charge.disputed) return notices
  const disputes = await stripe.disputes.list({ payment_intent: paymentIntent, limit: 10 })
  // One dispute per payment in the portal (decision 028): the first listed, the latest.
  const [dispute] = disputes.data
  if (!dispute) return notices
  notices.push({ kind: 'dispute-opened', paymentIntent, reference: dispute.id })
  if (dispute.status === 'lost' || disputeWon(dispute.status)) {
    const won = disputeWon(dispute.status)
    notices.push({ kind: 'dispute-closed', paymentIntent, won, reference: dispute.id })
  }
  return notices
}
