import { db } from './db/collections'
import { mutate } from './db/mutate'
import { changePoints } from './db/queries'
import type { CheckoutSessionRecord } from './db/schemas'

/**
 * The mock payment page's side of a Stripe Checkout session (admin functions,
 * not API routes): paying credits as the webhook would, exactly once.
 */
export function getCheckoutSession(id: string): CheckoutSessionRecord | null {
  return db.checkoutSessions.findFirst((q) => q.where({ id })) ?? null
}

export type PayResult =
  { ok: true; credited: number } | { ok: false; reason: 'not-found' | 'already-paid' | 'cancelled' }

export function payCheckoutSession(id: string): Promise<PayResult> {
  return mutate(async (): Promise<PayResult> => {
    const session = getCheckoutSession(id)
    if (!session) return { ok: false, reason: 'not-found' }
    if (session.status === 'paid') return { ok: false, reason: 'already-paid' }
    if (session.status === 'cancelled') return { ok: false, reason: 'cancelled' }
    await db.checkoutSessions.update((q) => q.where({ id }), {
      data(record) {
        record.status = 'paid'
      },
    })
    await changePoints(session.uid, session.points, { purchase: true })
    return { ok: true, credited: session.points }
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
