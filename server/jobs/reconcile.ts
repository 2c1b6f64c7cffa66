import type Stripe from 'stripe'
import type { Ports } from '@backend/ports'
import { fulfilStripeSession } from '../stripe/stripe-webhook'

/** How far back the reconciliation looks by default: Stripe retries a webhook for 3 days. */
export const RECONCILE_DEFAULT_DAYS = 3

export interface ReconcileReport {
  /** ISO dates of the window looked at. */
  from: string
  to: string
  /** Completed Checkout sessions Stripe listed in the window. */
  listed: number
  /** Of those, paid ones. */
  paid: number
  /**
   * Paid sessions the portal had not fulfilled: credited now, and what Stripe says was already
   * refunded or disputed taken back at once (`takenBack` points).
   */
  credited: { sessionId: string; points: number; takenBack: number }[]
  /** Paid sessions already fulfilled (by the webhook or an earlier run). */
  alreadyFulfilled: number
  /**
   * Paid sessions that credit nothing: not the portal's, a price it does not sell, or an error
   * (Stripe could not be read): tried again at the next run.
   */
  skipped: { sessionId: string; reason: string }[]
}

export interface ReconcileOptions {
  stripe: Stripe
  ports: Ports
  /** Days back from now (default 3). */
  days?: number
  now?: Date
}

/**
 * The Checkout sessions Stripe completed in the window, each paid one not yet fulfilled credited
 * through the webhook's own once-only path (fulfilStripeSession): a webhook lost for good is
 * caught up, and running it again, or beside the webhook, credits nothing twice.
 */
export async function reconcilePayments({
  stripe,
  ports,
  days = RECONCILE_DEFAULT_DAYS,
  now = ports.clock.now(),
}: ReconcileOptions): Promise<ReconcileReport> {
  const from = new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
  const report: ReconcileReport = {
    from: from.toISOString(),
    to: now.toISOString(),
    listed: 0,
    paid: 0,
    credited: [],
    alreadyFulfilled: 0,
    skipped: [],
  }
  const sessions = stripe.checkout.sessions.list({
    created: { gte: Math.floor(from.getTime() / 1000) },
    status: 'complete',
    limit: 100,
  })
  for await (const session of sessions) {
    report.listed += 1
    if (session.payment_status !== 'paid') continue
    report.paid += 1
    let result: Awaited<ReturnType<typeof fulfilStripeSession>>
    try {
      result = await fulfilStripeSession(ports, stripe, session)
    } catch (error) {
      // Stripe's read of the payment failed (or the database): left for the next run.
      const reason = `error: ${error instanceof Error ? error.message : String(error)}`
      report.skipped.push({ sessionId: session.id, reason })
      continue
    }
    if (result.ok) {
      const { credited: points, takenBack } = result
      report.credited.push({ sessionId: session.id, points, takenBack })
    } else if (result.reason === 'already-fulfilled') report.alreadyFulfilled += 1
    else report.skipped.push({ sessionId: session.id, reason: result.reason })
  }
  return report
}

/** The report in French lines, as `npm run payments:reconcile` prints it. */
export function describeReconcile(report: ReconcileReport): string[] {
  return [
    `Fenêtre : du ${report.from} au ${report.to}`,
    `Sessions Checkout terminées chez Stripe : ${report.listed}, dont payées : ${report.paid}`,
    `Déjà créditées : ${report.alreadyFulfilled}`,
    `Créditées maintenant : ${report.credited.length}`,
    ...report.credited.map(
      (c) =>
        `  + ${c.sessionId} : ${c.points} AirPoints` +
        (c.takenBack > 0 ? `, dont ${c.takenBack} repris (remboursés ou contestés)` : ''),
    ),
    `Ignorées : ${report.skipped.length}`,
    ...report.skipped.map((s) => `  - ${s.sessionId} : ${s.reason}`),
  ]
}
