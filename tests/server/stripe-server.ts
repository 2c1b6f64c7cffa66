import { sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { createApiServer, type ApiServer } from '@server/http/app'
import { configFromEnv } from '@server/config'
import { clearDatabase, seedDemo } from '@server/db/demo-seed'
import { startHttpServer, type RunningHttpServer } from '@server/http/http'
import { TEST_PROJECT_ID, startAuthEmulatorDouble } from './emulator-tokens'
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in'

/**
 * The API server with Stripe, offline, for the Stripe tests: sessions are opened, and payments
 * read, against a local stand-in for Stripe's API (the SDK's host, port and protocol settings);
 * webhook events are signed with the SDK's generateTestHeaderString. useStripeServer() starts it
 * for a test file and gives each test the demo data and an empty stand-in.
 */

export const WEBHOOK_SECRET = 'whsec_test_portail'
export const WEB_ORIGIN = 'https://portail.test'
export const PRICE = 'price_test_chevalier'

export let standIn: StripeStandIn
let emulator: Awaited<ReturnType<typeof startAuthEmulatorDouble>>
export let api: ApiServer
export let http: RunningHttpServer
export let config: ReturnType<typeof configFromEnv>
export const stripe = new Stripe('sk_test_offline')

/** Starts the server and the stand-in for the file's tests. */
export function useStripeServer() {
  beforeAll(async () => {
    standIn = await startStripeStandIn()
    emulator = await startAuthEmulatorDouble()
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host
    config = configFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_offline',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(standIn.port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_PRICE_CHEVALIER: PRICE,
      WEB_ORIGINS: WEB_ORIGIN,
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    })
    api = await createApiServer({ ...config, pgliteDir: 'memory', seedDemo: true })
    http = await startHttpServer({ handler: api.handler, port: 0, webOrigins: [], log: () => {} })
  }, 120_000)

  afterAll(async () => {
    await http?.close()
    await api?.close()
    await emulator?.close()
    await standIn?.close()
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST
  })

  beforeEach(async () => {
    standIn.reset()
    await clearDatabase(api.database.db, { game: false })
    await seedDemo(api.database.db, new Date())
  })
}

export const points = async (uid: string) =>
  (await api.ports.store.transaction((tx) => tx.profiles.get(uid)))?.points ?? 0

/** Every stored player's balance against the sum of their ledger rows. */
export async function expectLedgerMatches() {
  const { rows } = (await api.database.db.execute(
    sql`select p.uid, p.points, (select coalesce(sum(l.delta), 0)::int from ledger l where l.uid = p.uid) as sum from profiles p`,
  )) as unknown as { rows: { uid: string; points: number; sum: number }[] }
  for (const row of rows) expect(Number(row.sum), row.uid).toBe(Number(row.points))
}

// ---------------------------------------------------------------- events

let eventCount = 0

/** A signed-event body as Stripe posts it: a fresh id, `type`, its object. */
function stripeEvent(type: string, object: Record<string, unknown>) {
  eventCount += 1
  return {
    id: `evt_test_${eventCount}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  }
}

export function sessionEvent(
  type: string,
  {
    id = 'cs_test_paid',
    uid = 'payeur',
    paymentStatus = 'paid',
    created = Math.floor(Date.now() / 1000),
    paymentIntent = 'pi_test_1',
  } = {},
) {
  return stripeEvent(type, {
    id,
    object: 'checkout.session',
    payment_status: paymentStatus,
    client_reference_id: uid,
    metadata: { uid, pack: 'chevalier', priceId: PRICE },
    created,
    payment_intent: paymentIntent,
  })
}

export function refundEvent({
  amountRefunded = 1999,
  amount = 1999,
  paymentIntent = 'pi_test_1',
} = {}) {
  return stripeEvent('charge.refunded', {
    id: 'ch_test_1',
    object: 'charge',
    amount,
    amount_refunded: amountRefunded,
    payment_intent: paymentIntent,
  })
}

export function disputeEvent(
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  { status = 'needs_response', paymentIntent = 'pi_test_1' } = {},
) {
  return stripeEvent(type, {
    id: 'dp_test_1',
    object: 'dispute',
    amount: 1999,
    charge: 'ch_test_1',
    payment_intent: paymentIntent,
    status,
  })
}

/** The player's ledger rows, oldest first: kind, delta, points. */
export async function ledgerOf(uid: string) {
  const { rows } = (await api.database.db.execute(
    sql`select kind, delta, points from ledger where uid = ${uid} order by id`,
  )) as unknown as { rows: { kind: string; delta: number; points: number | null }[] }
  return rows.map((row) => [row.kind, row.delta])
}

/** The after-sale notices kept for payments not recorded yet. */
export async function keptNotices() {
  const { rows } = (await api.database.db.execute(
    sql`select payment_intent from after_sale_notices`,
  )) as unknown as { rows: { payment_intent: string }[] }
  return rows.map((row) => row.payment_intent)
}

/** Posts the event, signed (or as given), to the webhook of the running server. */
export function deliver(
  event: unknown,
  { secret = WEBHOOK_SECRET, timestamp = 0, signature = '' } = {},
) {
  const payload = JSON.stringify(event)
  const header =
    signature ||
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp ? { timestamp } : {}),
    })
  return fetch(`${http.url}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  })
}
