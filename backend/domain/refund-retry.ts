import type { PaymentsPort, StorePort } from '../ports'
import { CONSOLE } from './alerts'
import { enqueueDiscord } from './announcements'
import { refundAtProvider } from './withdrawal'

/** The worker's retries of a withdrawal's refund left pending (docs/decisions/064). */
export interface RefundRetrySettings {
  /** Tries after the first before giving up. */
  maxAttempts: number
  /** The first wait; each next one doubles it. */
  firstDelayS: number
}
export const DEFAULT_REFUND_RETRY: RefundRetrySettings = { maxAttempts: 8, firstDelayS: 60 }

/** How many pending refunds one run takes. */
const BATCH = 50

/**
 * One run: each pending refund due is asked of the provider again, with the withdrawal's id as
 * idempotency key (a refund the provider took before its answer was lost is not made twice). A
 * failure waits twice as long as the one before; past `maxAttempts` the operators are alerted
 * once and the worker stops (the player asking again still retries).
 */
export async function retryPendingRefunds(
  ports: { store: StorePort; payments: PaymentsPort },
  now: Date,
  settings: RefundRetrySettings = DEFAULT_REFUND_RETRY,
) {
  const { store } = ports
  const due = await store.read((reads) => reads.withdrawals.refundsDue(now.toISOString(), BATCH))
  const outcome = { refunded: 0, failed: 0, gaveUp: 0 }
  for (const withdrawal of due) {
    const payment = await store.read((reads) => reads.payments.get(withdrawal.paymentId))
    try {
      if (!payment?.paymentIntent) throw new Error('payment without payment intent')
      await refundAtProvider(ports, withdrawal, payment.paymentIntent)
      outcome.refunded += 1
    } catch {
      const attempts = withdrawal.attempts + 1
      const gaveUp = attempts >= settings.maxAttempts
      const wait = settings.firstDelayS * 2 ** (attempts - 1) * 1000
      const retryAt = gaveUp ? null : new Date(now.getTime() + wait).toISOString()
      await store.transaction(async (tx) => {
        await tx.withdrawals.refundFailed(withdrawal.withdrawalId, retryAt)
        if (gaveUp) {
          const euros = (withdrawal.amountCents / 100).toFixed(2).replace('.', ',')
          const content = `💸 Remboursement d'une rétractation (${euros}\u00a0€) toujours refusé par Stripe après ${attempts}\u00a0essais\u00a0: à traiter à la main.`
          await enqueueDiscord(tx, now, { channel: 'alerts', content, link: CONSOLE.payments })
        }
      })
      outcome[gaveUp ? 'gaveUp' : 'failed'] += 1
    }
  }
  return outcome
}
