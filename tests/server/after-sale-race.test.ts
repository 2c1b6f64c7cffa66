import { sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApiServer, type ApiServer } from '@server/http/app'
import { configFromEnv } from '@server/config'
import { startHttpServer, type RunningHttpServer } from '@server/http/http'
import { TEST_PROJECT_ID } from './emulator-tokens'
import { onPostgresCluster } from './pg-cluster'
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in'

/**
 * Refunds racing the payment they are about, on a real PostgreSQL (many connections at once,
 * where PGlite runs one statement at a time): a notice kept while the payment is unknown and the
 * recording of that payment must never miss each other (docs/decisions/041). Stripe's read of the
 * charge, from a local stand-in, shows nothing refunded: only the kept notices take back.
 */
const SECRET = 'whsec_race'
const PRICE = 'price_race_chevalier'

onPostgresCluster('after-sale notices racing their payment', (url) => {
  let standIn: StripeStandIn
  let api: ApiServer
  let http: RunningHttpServer
  const stripe = new Stripe('sk_test_offline')

  beforeAll(async () => {
    standIn = await startStripeStandIn()
    const config = configFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_offline',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(standIn.port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_PRICE_CHEVALIER: PRICE,
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    })
    api = await createApiServer({ ...config, databaseUrl: url(), log: () => {} })
    http = await startHttpServer({ handler: api.handler, port: 0, webOrigins: [], log: () => {} })
  }, 120_000)
  afterAll(async () => {
    await http?.close()
    await api?.close()
    await standIn?.close()
  })

  let count = 0
  function post(type: string, object: Record<string, unknown>) {
    count += 1
    const created = Math.floor(Date.now() / 1000)
    const payload = JSON.stringify({
      id: `evt_${count}`,
      object: 'event',
      type,
      created,
      data: { object },
    })
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })
    return fetch(`${http.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'stripe-signature': signature },
      body: payload,
    })
  }

  it('of 40 sessions each paid twice while 8 deliveries of its full refund arrive, every one nets 0 and no notice is left', async () => {
    const sessions = Array.from({ length: 40 }, (_, i) => `cs_race_${i}`)
    const answers = await Promise.all(
      sessions.flatMap((id) => {
        const paymentIntent = `pi_${id}`
        const session = {
          id,
          object: 'checkout.session',
          payment_status: 'paid',
          client_reference_id: 'coureur',
          metadata: { uid: 'coureur', pack: 'chevalier', priceId: PRICE },
          created: Math.floor(Date.now() / 1000),
          payment_intent: paymentIntent,
        }
        const refund = {
          id: `ch_${id}`,
          object: 'charge',
          amount: 1999,
          amount_refunded: 1999,
          payment_intent: paymentIntent,
        }
        return [
          ...Array.from({ length: 8 }, () => post('charge.refunded', refund)),
          post('checkout.session.completed', session),
          post('checkout.session.completed', session),
        ]
      }),
    )
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([])
    const { db } = api.database
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows
    const ledger = await rows<{ kind: string; n: number; total: number }>(
      sql`select kind, count(*)::int as n, sum(delta)::int as total from ledger
           where uid = 'coureur' group by kind order by kind`,
    )
    expect(ledger).toEqual([
      { kind: 'purchase', n: 40, total: 40 * 210 },
      { kind: 'refund', n: 40, total: -40 * 210 },
    ])
    const [profile] = await rows<{ points: number }>(
      sql`select points from profiles where uid = 'coureur'`,
    )
    expect(profile?.points).toBe(0)
    expect(await rows(sql`select * from after_sale_notices`)).toEqual([])
  }, 60_000)
})
