import Stripe from 'stripe'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { loyaltyMonth } from '@contract/rules'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { withdraw } from '@backend/domain/withdrawal'
import type { PaymentsPort, StorePort } from '@backend/ports'
import { openDatabase, type Database } from '@server/db/client'
import { clearDatabase } from '@server/db/demo-seed'
import { sqlStore } from '@server/db/store'
import { startRefundRetry, type RefundRetry } from '@server/jobs/refund-retry'
import { stripePayments } from '@server/stripe/payments'
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in'

/**
 * The worker's retries of a withdrawal's refund left pending (docs/decisions/064), on PGlite
 * against the Stripe stand-in: retried with the same idempotency key, backing off, refunded once,
 * and the operators alerted when it gives up.
 */
let database: Database
let store: StorePort
let standIn: StripeStandIn
let payments: PaymentsPort
let job: RefundRetry
let now = Date.now()
const MINUTE = 60_000

beforeAll(async () => {
  standIn = await startStripeStandIn()
  const stripe = new Stripe('sk_test_offline', {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })
  payments = stripePayments(stripe, MOCK_PRICE_IDS, ['https://portail.test'])
  database = await openDatabase({ pgliteDir: 'memory' })
  store = sqlStore(database.db)
  const clock = { now: () => new Date(now) }
  const settings = { maxAttempts: 3, firstDelayS: 60 }
  job = await startRefundRetry({
    database,
    ports: { store, payments, clock },
    settings,
    cron: '0 0 1 1 *',
  })
}, 60_000)

afterAll(async () => {
  await job?.stop()
  await database?.close()
  await standIn?.close()
})

beforeEach(async () => {
  await clearDatabase(database.db)
  standIn.reset()
  now = Date.now()
})

/** A Débutant purchase (50 AirPoints, 4,99 €) withdrawn at once, its refund left pending. */
async function pendingWithdrawal(uid: string) {
  const paymentId = `cs_${uid}`
  const at = new Date(now)
  await store.transaction(async (tx) => {
    await tx.payments.insert({
      paymentId,
      uid,
      priceId: MOCK_PRICE_IDS.debutant,
      points: 50,
      paymentIntent: `pi_${paymentId}`,
      month: loyaltyMonth(at),
      status: 'paid',
    })
    await tx.profiles.creditPurchase(uid, 50, loyaltyMonth(at), paymentId)
  })
  const request = { uid, paymentId, name: 'Jean Joueur', email: `${uid}@example.com` }
  const made = await store.transaction((tx) => withdraw(tx, payments, request, at))
  if (!made.ok) throw new Error(made.reason)
  return made.withdrawal
}
const refundState = async (paymentId: string) =>
  (await store.read((r) => r.withdrawals.ofPayment(paymentId)))?.refund
const alerts = async () =>
  (await store.read((r) => r.discord.recent(20))).filter((m) => m.channel === 'alerts')

it('retries a refund that fails, backing off, then refunds it once', async () => {
  const withdrawal = await pendingWithdrawal('retry_1')
  standIn.state.failRefunds = true
  expect(await job.run()).toEqual({ refunded: 0, failed: 1, gaveUp: 0 })
  // Not due before its wait (one minute, then two).
  expect(await job.run()).toEqual({ refunded: 0, failed: 0, gaveUp: 0 })
  now += MINUTE
  expect(await job.run()).toEqual({ refunded: 0, failed: 1, gaveUp: 0 })
  now += MINUTE
  expect(await job.run()).toEqual({ refunded: 0, failed: 0, gaveUp: 0 })
  standIn.state.failRefunds = false
  now += MINUTE
  expect(await job.run()).toEqual({ refunded: 1, failed: 0, gaveUp: 0 })
  expect(await refundState(withdrawal.paymentId)).toBe('done')
  expect(standIn.refunds).toEqual([
    expect.objectContaining({
      payment_intent: 'pi_cs_retry_1',
      amount: 499,
      key: withdrawal.withdrawalId,
    }),
  ])
  now += 60 * MINUTE
  expect(await job.run()).toEqual({ refunded: 0, failed: 0, gaveUp: 0 })
  expect(standIn.refunds).toHaveLength(1)
  expect(await alerts()).toEqual([])
})

it('a refund taken whose answer was lost is asked again with its key: refunded once', async () => {
  const withdrawal = await pendingWithdrawal('retry_2')
  standIn.state.loseRefunds = true
  expect(await job.run()).toMatchObject({ failed: 1 })
  standIn.state.loseRefunds = false
  now += MINUTE
  expect(await job.run()).toMatchObject({ refunded: 1 })
  expect(standIn.refunds).toHaveLength(1)
  const keys = standIn.seen.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey)
  expect(keys).toEqual([withdrawal.withdrawalId, withdrawal.withdrawalId])
})

it('gives up after its tries, alerts the operators once, and stops', async () => {
  const withdrawal = await pendingWithdrawal('retry_3')
  standIn.state.failRefunds = true
  expect(await job.run()).toMatchObject({ failed: 1 })
  now += MINUTE
  expect(await job.run()).toMatchObject({ failed: 1 })
  now += 2 * MINUTE
  expect(await job.run()).toEqual({ refunded: 0, failed: 0, gaveUp: 1 })
  const sent = await alerts()
  expect(sent).toHaveLength(1)
  expect(sent[0]?.content).toMatch(/Remboursement d'une rétractation \(4,99\s€\).*3\sessais/)
  now += 24 * 60 * MINUTE
  standIn.state.failRefunds = false
  expect(await job.run()).toEqual({ refunded: 0, failed: 0, gaveUp: 0 })
  expect(await refundState(withdrawal.paymentId)).toBe('pending')
  expect(standIn.refunds).toEqual([])
  expect(await alerts()).toHaveLength(1)
})
