import { fulfilPurchase } from '@backend/purchase'
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

export type PayResult =
  { ok: true; credited: number } | { ok: false; reason: 'not-found' | 'already-paid' | 'cancelled' }

export function payCheckoutSession(id: string): Promise<PayResult> {
  return mockPorts.store.transaction(async (tx): Promise<PayResult> => {
    const session = getCheckoutSession(id)
    if (!session) return { ok: false, reason: 'not-found' }
    if (session.status === 'cancelled') return { ok: false, reason: 'cancelled' }
    const { uid, priceId } = session
    const paid = { paymentId: id, uid, priceId, openedAt: new Date(session.openedAt) }
    const fulfilment = await fulfilPurchase(mockPorts, tx, paid)
    if (fulfilment.ok) return fulfilment
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
