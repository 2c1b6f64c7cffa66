import { applyAfterSale, type AfterSaleOutcome } from '@backend/domain/after-sale'
import { fulfilPurchase, recordFailedPayment } from '@backend/domain/purchase'
import { creditNoteTerms } from '@backend/domain/receipts'
import { db } from './db/collections'
import { mutate } from './db/mutate'
import type { CheckoutSessionRecord } from './db/schemas'
import { mockPorts } from './ports'

/**
 * The mock payment page's side of a Checkout session (admin functions, not
 * API routes): paying runs the backend's fulfilment, as the payment
 * provider's webhook does, exactly once.
 */
export function getCheckoutSession(id: string): CheckoutSessionRecord | null {
  return db.checkoutSessions.findFirst((q) => q.where({ id })) ?? null
}

/** The mock's payment behind a session, as Stripe's pi_... is behind a cs_... */
export const paymentIntentOf = (sessionId: string) => `pi_mock_${sessionId}`

export type PayResult =
  | { ok: true; credited: number }
  | { ok: false; reason: 'not-found' | 'already-paid' | 'cancelled' | 'failed' }

export function payCheckoutSession(id: string): Promise<PayResult> {
  return mockPorts.store.transaction(async (tx): Promise<PayResult> => {
    const session = getCheckoutSession(id)
    if (!session) return { ok: false, reason: 'not-found' }
    if (session.status === 'cancelled') return { ok: false, reason: 'cancelled' }
    if (session.status === 'failed') return { ok: false, reason: 'failed' }
    const { uid, priceId } = session
    const paid = {
      paymentId: id,
      uid,
      priceId,
      openedAt: new Date(session.openedAt),
      paymentIntent: paymentIntentOf(id),
    }
    const fulfilment = await fulfilPurchase(mockPorts, tx, paid)
    if (fulfilment.ok) return { ok: true, credited: fulfilment.credited }
    if (fulfilment.reason === 'already-fulfilled') return { ok: false, reason: 'already-paid' }
    return { ok: false, reason: 'not-found' }
  })
}

export type CancelResult = { ok: true } | { ok: false; reason: 'not-found' | 'already-paid' }

/** Cancelling credits nothing; an open or already cancelled session ends cancelled. */
export function cancelCheckoutSession(id: string): Promise<CancelResult> {
  return mutate(async (): Promise<CancelResult> => {
    const session = getCheckoutSession(id)
    if (!session) return { ok: false, reason: 'not-found' }
    if (session.status === 'paid') return { ok: false, reason: 'already-paid' }
    await db.checkoutSessions.update((q) => q.where({ id }), {
      data(record) {
        record.status = 'cancelled'
      },
    })
    return { ok: true }
  })
}

export type FailResult = { ok: true } | { ok: false; reason: 'not-found' | 'already-paid' }

/**
 * A delayed payment method fails (Stripe's checkout.session.async_payment_failed): nothing is
 * credited, the payment is recorded as failed, once.
 */
export function failCheckoutSession(id: string): Promise<FailResult> {
  return mockPorts.store.transaction(async (tx): Promise<FailResult> => {
    const session = getCheckoutSession(id)
    if (!session) return { ok: false, reason: 'not-found' }
    if (session.status === 'paid') return { ok: false, reason: 'already-paid' }
    const { uid, priceId } = session
    const failed = { paymentId: id, uid, priceId, paymentIntent: paymentIntentOf(id) }
    await recordFailedPayment(mockPorts, tx, failed)
    return { ok: true }
  })
}

/** What happened to a paid session after the sale, as the payment provider would say it. */
export type MockAfterSale =
  | { kind: 'refund'; share: number }
  | { kind: 'dispute-opened' }
  | { kind: 'dispute-closed'; won: boolean }

/**
 * The mock payment provider's after-sale notices (the dev panel, the tests): a refund of a share
 * (cumulative, 0..1 of the price), a dispute opened, a dispute closed. They go through the one
 * after-sale path the Stripe webhook uses, exactly once per change.
 */
export function afterSaleOfSession(id: string, notice: MockAfterSale): Promise<AfterSaleOutcome> {
  return mockPorts.store.transaction(async (tx) => {
    const paymentIntent = paymentIntentOf(id)
    const reference = `mock_${id}`
    const [now, terms] = [mockPorts.clock.now(), creditNoteTerms(mockPorts)]
    if (notice.kind === 'refund') {
      const amount = 10_000
      const amountRefunded = Math.round(Math.min(1, Math.max(0, notice.share)) * amount)
      const refund = { kind: 'refund' as const, paymentIntent, amount, amountRefunded, reference }
      return applyAfterSale(tx, refund, now, terms)
    }
    return applyAfterSale(tx, { ...notice, paymentIntent, reference }, now, terms)
  })
}
