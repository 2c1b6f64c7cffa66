import { contract } from '@contract/index'
import { refusalMessage, WITHDRAWAL_MESSAGES } from '@contract/rules'
import { tsr } from '@ts-rest/serverless/fetch'
import { fail, personalRoutes } from '../http/context'
import { idempotent } from '../domain/idempotency'
import { refundAtProvider, withdraw, withdrawalsOf, withdrawalView } from '../domain/withdrawal'
import type { Ports } from '../ports'

/** The online withdrawal function (docs/decisions/063, docs/withdrawal.md). */
export function withdrawalsRouter(ports: Ports) {
  const { store, identity, payments, clock, sale } = ports
  const personal = personalRoutes(identity)
  const strict = personalRoutes(identity, undefined, { strict: true })
  return tsr.router(contract.withdrawals, {
    view: personal(contract.withdrawals.view, async (_args, caller) => {
      const view = await store.read((reads) =>
        withdrawalsOf(reads, payments, caller.uid, clock.now()),
      )
      return { status: 200, body: { ...view, email: caller.email } }
    }),

    withdraw: strict(contract.withdrawals.withdraw, async ({ body, headers }, caller) => {
      const request = {
        uid: caller.uid,
        key: headers['idempotency-key'],
        route: 'withdrawals.withdraw',
        body,
      }
      const answer = await store.transaction((tx) =>
        idempotent(tx, request, async () => {
          const asked = { uid: caller.uid, ...body }
          const outcome = await withdraw(tx, payments, asked, clock.now(), sale)
          if (outcome.ok) return { status: 201 as const, body: withdrawalView(outcome.withdrawal) }
          if (outcome.reason === 'unknown-purchase') {
            return fail(404, WITHDRAWAL_MESSAGES.unknownPurchase)
          }
          const { reason } = outcome
          return { status: 409 as const, body: { message: refusalMessage(reason), reason } }
        }),
      )
      if (answer.status !== 201) return answer
      // After the commit: the points are taken back; the refund is owed and asked now.
      const row = await store.read((reads) => reads.withdrawals.ofPayment(body.paymentId))
      const payment = await store.read((reads) => reads.payments.get(body.paymentId))
      if (!row || !payment?.paymentIntent) return answer
      try {
        const done = await refundAtProvider(ports, row, payment.paymentIntent)
        return { status: 201 as const, body: withdrawalView(done) }
      } catch {
        // The provider out of reach: the withdrawal stands, its refund pending (asked again).
        return { status: 201 as const, body: withdrawalView(row) }
      }
    }),
  })
}
