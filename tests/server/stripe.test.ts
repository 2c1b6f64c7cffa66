import { sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiServer, type ApiServer } from '@server/app'
import { configFromEnv } from '@server/config'
import { clearDatabase, seedDemo } from '@server/demo-seed'
import { startHttpServer, type RunningHttpServer } from '@server/http'
import { describeReconcile, reconcilePayments } from '@server/reconcile'
import { TEST_PROJECT_ID, emulatorToken, startAuthEmulatorDouble } from './emulator-tokens'
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in'

/**
 * Stripe on the API server, offline: sessions are opened against a local
 * stand-in for Stripe's API (the SDK's host, port and protocol settings), and
 * webhook events are signed with the SDK's generateTestHeaderString.
 */

const WEBHOOK_SECRET = 'whsec_test_portail'
const WEB_ORIGIN = 'https://portail.test'
const PRICE = 'price_test_chevalier'

let standIn: StripeStandIn
let emulator: Awaited<ReturnType<typeof startAuthEmulatorDouble>>
let api: ApiServer
let http: RunningHttpServer
let config: ReturnType<typeof configFromEnv>
const stripe = new Stripe('sk_test_offline')

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

const points = async (uid: string) =>
  (await api.ports.store.transaction((tx) => tx.getProfile(uid)))?.points ?? 0

/** Every stored player's balance against the sum of their ledger rows. */
async function expectLedgerMatches() {
  const { rows } = (await api.database.db.execute(
    sql`select p.uid, p.points, (select coalesce(sum(l.delta), 0)::int from ledger l where l.uid = p.uid) as sum from profiles p`,
  )) as unknown as { rows: { uid: string; points: number; sum: number }[] }
  for (const row of rows) expect(Number(row.sum), row.uid).toBe(Number(row.points))
}

// ---------------------------------------------------------------- events

let eventCount = 0

function sessionEvent(
  type: string,
  {
    id = 'cs_test_paid',
    uid = 'payeur',
    paymentStatus = 'paid',
    created = Math.floor(Date.now() / 1000),
    paymentIntent = 'pi_test_1',
  } = {},
) {
  eventCount += 1
  return {
    id: `evt_test_${eventCount}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id,
        object: 'checkout.session',
        payment_status: paymentStatus,
        client_reference_id: uid,
        metadata: { uid, pack: 'chevalier', priceId: PRICE },
        created,
        payment_intent: paymentIntent,
      },
    },
  }
}

function refundEvent({ amountRefunded = 1999, amount = 1999, paymentIntent = 'pi_test_1' } = {}) {
  eventCount += 1
  return {
    id: `evt_test_${eventCount}`,
    object: 'event',
    type: 'charge.refunded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'ch_test_1',
        object: 'charge',
        amount,
        amount_refunded: amountRefunded,
        payment_intent: paymentIntent,
      },
    },
  }
}

function disputeEvent(
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  { status = 'needs_response', paymentIntent = 'pi_test_1' } = {},
) {
  eventCount += 1
  return {
    id: `evt_test_${eventCount}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'dp_test_1',
        object: 'dispute',
        amount: 1999,
        charge: 'ch_test_1',
        payment_intent: paymentIntent,
        status,
      },
    },
  }
}

/** The player's ledger rows, oldest first: kind, delta, points. */
async function ledgerOf(uid: string) {
  const { rows } = (await api.database.db.execute(
    sql`select kind, delta, points from ledger where uid = ${uid} order by id`,
  )) as unknown as { rows: { kind: string; delta: number; points: number | null }[] }
  return rows.map((row) => [row.kind, row.delta])
}

/** The after-sale notices kept for payments not recorded yet. */
async function keptNotices() {
  const { rows } = (await api.database.db.execute(
    sql`select payment_intent from after_sale_notices`,
  )) as unknown as { rows: { payment_intent: string }[] }
  return rows.map((row) => row.payment_intent)
}

/** Posts the event, signed (or as given), to the webhook of the running server. */
function deliver(event: unknown, { secret = WEBHOOK_SECRET, timestamp = 0, signature = '' } = {}) {
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

// ---------------------------------------------------------------- tests

/** The requests that opened a Checkout session (the stand-in also sees the server's reads). */
const opened = () =>
  standIn.seen.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')

describe('POST /shop/checkout with Stripe', () => {
  const checkout = (uid: 'joueur' | 'nouveau') =>
    fetch(`${http.url}/shop/checkout`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${emulatorToken({
          uid,
          email: `${uid}@portail.test`,
          emailVerified: uid === 'joueur',
        })}`,
        'content-type': 'application/json',
        origin: WEB_ORIGIN,
      },
      body: JSON.stringify({ priceId: PRICE }),
    })

  it('opens a Checkout session with the configured price, the uid and pack in metadata, and the result pages', async () => {
    const answer = await checkout('joueur')
    expect(answer.status).toBe(201)
    expect(await answer.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
    expect(opened()).toHaveLength(1)
    const [request] = opened()
    const params = Object.fromEntries(request?.params ?? [])
    expect(params).toMatchObject({
      mode: 'payment',
      'line_items[0][price]': PRICE,
      'line_items[0][quantity]': '1',
      client_reference_id: 'joueur',
      'metadata[uid]': 'joueur',
      'metadata[pack]': 'chevalier',
      'metadata[priceId]': PRICE,
      success_url: `${WEB_ORIGIN}/shop-points-success`,
      cancel_url: `${WEB_ORIGIN}/shop-points-failure`,
    })
    expect(request?.idempotencyKey).toMatch(/^checkout:joueur:price_test_chevalier:\d+$/)
  })

  it('a double click opens one session: both requests carry one idempotency key and get one URL', async () => {
    const [first, second] = await Promise.all([checkout('joueur'), checkout('joueur')])
    expect([first?.status, second?.status]).toEqual([201, 201])
    expect(await first?.json()).toEqual(await second?.json())
    const keys = new Set(opened().map((request) => request.idempotencyKey))
    expect(keys.size).toBe(1)
  })

  it('refuses an unverified email without calling Stripe', async () => {
    const answer = await checkout('nouveau')
    expect(answer.status).toBe(403)
    expect(opened()).toHaveLength(0)
  })
})

describe('POST /webhooks/stripe', () => {
  it('credits a signed checkout.session.completed once, with its ledger row', async () => {
    const answer = await deliver(sessionEvent('checkout.session.completed'))
    expect(answer.status).toBe(200)
    expect(await points('payeur')).toBe(210)
    await expectLedgerMatches()
  })

  it('credits once when the same event is delivered 5 times, then 20 times concurrently', async () => {
    const event = sessionEvent('checkout.session.completed')
    for (let i = 0; i < 5; i += 1) expect((await deliver(event)).status).toBe(200)
    expect(await points('payeur')).toBe(210)
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(await points('payeur')).toBe(210)
    await expectLedgerMatches()
  })

  it('credits 20 concurrent first deliveries of one session once', async () => {
    const event = sessionEvent('checkout.session.completed', { id: 'cs_test_race' })
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(await points('payeur')).toBe(210)
    await expectLedgerMatches()
  })

  it('credits nothing while payment_status is unpaid, then once on async_payment_succeeded', async () => {
    const completed = sessionEvent('checkout.session.completed', { paymentStatus: 'unpaid' })
    expect((await deliver(completed)).status).toBe(200)
    expect(await points('payeur')).toBe(0)
    const succeeded = sessionEvent('checkout.session.async_payment_succeeded')
    expect((await deliver(succeeded)).status).toBe(200)
    expect((await deliver(succeeded)).status).toBe(200)
    expect(await points('payeur')).toBe(210)
  })

  it('applies the promotion window of the moment the session opened', async () => {
    const created = Date.parse('2024-10-02T18:30:00Z') / 1000
    await deliver(sessionEvent('checkout.session.completed', { created }))
    expect(await points('payeur')).toBe(262)
  })

  it('credits nothing for a bad signature, a replayed old timestamp or an unknown event type', async () => {
    const event = sessionEvent('checkout.session.completed')
    expect((await deliver(event, { secret: 'whsec_wrong' })).status).toBe(400)
    expect((await deliver(event, { signature: 't=1,v1=deadbeef' })).status).toBe(400)
    const old = Math.floor(Date.now() / 1000) - 600
    expect((await deliver(event, { timestamp: old })).status).toBe(400)
    const unknown = { ...sessionEvent('checkout.session.expired'), type: 'customer.created' }
    expect((await deliver(unknown)).status).toBe(200)
    const tampered = JSON.stringify(event)
    const header = stripe.webhooks.generateTestHeaderString({
      payload: tampered,
      secret: WEBHOOK_SECRET,
    })
    const changed = await fetch(`${http.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'stripe-signature': header },
      body: tampered.replace('"paid"', '"paid" '),
    })
    expect(changed.status).toBe(400)
    expect(await points('payeur')).toBe(0)
  })

  it('a refund removes untransferred points once; a partial refund removes its share', async () => {
    await deliver(sessionEvent('checkout.session.completed'))
    expect(await points('payeur')).toBe(210)
    expect((await deliver(refundEvent({ amountRefunded: 1000 }))).status).toBe(200)
    expect(await points('payeur')).toBe(105)
    await deliver(refundEvent({ amountRefunded: 1999 }))
    await deliver(refundEvent({ amountRefunded: 1999 }))
    expect(await points('payeur')).toBe(0)
    await expectLedgerMatches()
  })

  it('a refund of points partly transferred removes what is left and records the rest as unrecovered', async () => {
    await deliver(sessionEvent('checkout.session.completed'))
    await api.ports.store.transaction((tx) =>
      tx.debitPoints('payeur', 200, { kind: 'order', reference: 'order:test' }),
    )
    expect((await deliver(refundEvent())).status).toBe(200)
    expect(await points('payeur')).toBe(0)
    const { rows } = (await api.database.db.execute(
      sql`select kind, delta, points, reference from ledger where uid = 'payeur' order by id`,
    )) as unknown as { rows: { kind: string; delta: number; points: number; reference: string }[] }
    expect(rows.map((row) => [row.kind, row.delta, row.points])).toEqual([
      ['purchase', 210, null],
      ['order', -200, null],
      ['refund', -10, null],
      ['refund-unrecovered', 0, 200],
    ])
    expect(rows[3]?.reference).toContain('cs_test_paid')
    await expectLedgerMatches()
  })
})

describe('POST /webhooks/stripe: after-sale notices ahead of their payment', () => {
  it('a charge.refunded before checkout.session.completed: the pack is credited then taken back, both in the ledger', async () => {
    const early = await deliver(refundEvent())
    expect(early.status).toBe(200)
    expect(await early.json()).toMatchObject({ afterSale: { ok: false, reason: 'kept' } })
    expect(await keptNotices()).toEqual(['pi_test_1'])
    // Stripe's charge says it too by now.
    standIn.charges.set('pi_test_1', {
      id: 'ch_test_1',
      amount: 1999,
      amount_refunded: 1999,
      disputed: false,
    })
    const paid = await deliver(sessionEvent('checkout.session.completed'))
    expect(await paid.json()).toMatchObject({ credited: 210, takenBack: 210 })
    await deliver(sessionEvent('checkout.session.completed'))
    expect(await points('payeur')).toBe(0)
    expect(await ledgerOf('payeur')).toEqual([
      ['purchase', 210],
      ['refund', -210],
    ])
    expect(await keptNotices()).toEqual([])
    await expectLedgerMatches()
  })

  it('a partial refund before the payment takes back its share only', async () => {
    expect((await deliver(refundEvent({ amountRefunded: 1000 }))).status).toBe(200)
    standIn.charges.set('pi_test_1', {
      id: 'ch_test_1',
      amount: 1999,
      amount_refunded: 1000,
      disputed: false,
    })
    await deliver(sessionEvent('checkout.session.completed'))
    expect(await points('payeur')).toBe(105)
    expect(await ledgerOf('payeur')).toEqual([
      ['purchase', 210],
      ['refund', -105],
    ])
    await expectLedgerMatches()
  })

  it('a refund kept while Stripe still showed the charge unrefunded is applied with the payment', async () => {
    await deliver(refundEvent({ amountRefunded: 1999 }))
    await deliver(refundEvent({ amountRefunded: 1999 }))
    await deliver(sessionEvent('checkout.session.completed'))
    expect(await points('payeur')).toBe(0)
    expect(await ledgerOf('payeur')).toEqual([
      ['purchase', 210],
      ['refund', -210],
    ])
    await expectLedgerMatches()
  })

  it('a dispute opened before the payment is recorded takes back with the credit; won, it gives back', async () => {
    const early = await deliver(disputeEvent('charge.dispute.created'))
    expect(await early.json()).toMatchObject({ afterSale: { ok: false, reason: 'kept' } })
    standIn.charges.set('pi_test_1', {
      id: 'ch_test_1',
      amount: 1999,
      amount_refunded: 0,
      disputed: true,
    })
    standIn.disputes.set('pi_test_1', { id: 'dp_test_1', status: 'needs_response' })
    await deliver(sessionEvent('checkout.session.completed'))
    expect(await points('payeur')).toBe(0)
    expect(await ledgerOf('payeur')).toEqual([
      ['purchase', 210],
      ['dispute', -210],
    ])
    await deliver(disputeEvent('charge.dispute.closed', { status: 'won' }))
    expect(await points('payeur')).toBe(210)
    await expectLedgerMatches()
  })

  it('a dispute Stripe closed lost before the payment is recorded, its events lost for good: credited, taken back, kept taken', async () => {
    standIn.charges.set('pi_test_1', {
      id: 'ch_test_1',
      amount: 1999,
      amount_refunded: 0,
      disputed: true,
    })
    standIn.disputes.set('pi_test_1', { id: 'dp_test_1', status: 'lost' })
    await deliver(sessionEvent('checkout.session.completed'))
    expect(await points('payeur')).toBe(0)
    // Its closing notice, delivered late after all, changes nothing more.
    await deliver(disputeEvent('charge.dispute.closed', { status: 'lost' }))
    expect(await points('payeur')).toBe(0)
    expect(await ledgerOf('payeur')).toEqual([
      ['purchase', 210],
      ['dispute', -210],
    ])
    await expectLedgerMatches()
  })

  it('Stripe out of reach when reading the charge: answered 500, nothing credited; credited once it answers', async () => {
    standIn.state.failIntents = true
    expect((await deliver(sessionEvent('checkout.session.completed'))).status).toBe(500)
    expect(await points('payeur')).toBe(0)
    standIn.state.failIntents = false
    expect((await deliver(sessionEvent('checkout.session.completed'))).status).toBe(200)
    expect(await points('payeur')).toBe(210)
    await expectLedgerMatches()
  })
})

describe('npm run payments:reconcile', () => {
  /** A session Stripe completed, as its list gives it (its webhook never reached the portal). */
  const completed = (id: string, { hoursAgo = 1, paymentStatus = 'paid', uid = 'payeur' } = {}) => {
    const session = sessionEvent('checkout.session.completed', {
      id,
      uid,
      paymentStatus,
      created: Math.floor(Date.now() / 1000) - hoursAgo * 3600,
      paymentIntent: `pi_${id}`,
    }).data.object
    const listed = { ...session, status: 'complete' }
    standIn.listed.push(listed)
    return listed
  }
  const reconcile = () =>
    reconcilePayments({ stripe: config.stripe?.client as Stripe, ports: api.ports })

  it('credits a payment whose webhook was lost for good, once; a second run changes nothing', async () => {
    completed('cs_test_lost')
    completed('cs_test_arrived')
    await deliver(
      sessionEvent('checkout.session.completed', { id: 'cs_test_arrived', paymentIntent: 'pi_a' }),
    )
    expect(await points('payeur')).toBe(210)

    const first = await reconcile()
    expect(first).toMatchObject({
      listed: 2,
      paid: 2,
      alreadyFulfilled: 1,
      credited: [{ sessionId: 'cs_test_lost', points: 210 }],
    })
    expect(describeReconcile(first).join('\n')).toContain('cs_test_lost : 210 AirPoints')
    expect(await points('payeur')).toBe(420)

    const second = await reconcile()
    expect(second).toMatchObject({ listed: 2, alreadyFulfilled: 2, credited: [] })
    // The webhook arriving late after all credits nothing more.
    await deliver(sessionEvent('checkout.session.completed', { id: 'cs_test_lost' }))
    expect(await points('payeur')).toBe(420)
    await expectLedgerMatches()
  })

  it('a session whose charge Stripe refunded before the reconciliation credits nothing net', async () => {
    completed('cs_test_refunded')
    standIn.charges.set('pi_cs_test_refunded', {
      id: 'ch_refunded',
      amount: 1999,
      amount_refunded: 1999,
      disputed: false,
    })
    const report = await reconcile()
    expect(report.credited).toEqual([
      { sessionId: 'cs_test_refunded', points: 210, takenBack: 210 },
    ])
    expect(describeReconcile(report).join('\n')).toContain('dont 210 repris')
    expect(await points('payeur')).toBe(0)
    expect(await ledgerOf('payeur')).toEqual([
      ['purchase', 210],
      ['refund', -210],
    ])
    expect(await reconcile()).toMatchObject({ alreadyFulfilled: 1, credited: [] })
    await expectLedgerMatches()
  })

  it('leaves unpaid sessions, other sites’ sessions and sessions older than the window', async () => {
    completed('cs_test_unpaid', { paymentStatus: 'unpaid' })
    completed('cs_test_old', { hoursAgo: 4 * 24 })
    const foreign = completed('cs_test_foreign')
    Object.assign(foreign, { metadata: {}, client_reference_id: null })
    for (let i = 0; i < 120; i += 1) completed(`cs_test_page_${i}`, { uid: `joueur_${i % 3}` })
    const report = await reconcile()
    expect(report).toMatchObject({ listed: 122, paid: 121 })
    expect(report.credited).toHaveLength(120)
    expect(report.skipped).toEqual([
      { sessionId: 'cs_test_foreign', reason: 'not a portal session' },
    ])
    expect(await points('payeur')).toBe(0)
    expect(await points('joueur_0')).toBe(40 * 210)
    await expectLedgerMatches()
  })
})

describe('without STRIPE_SECRET_KEY', () => {
  it('keeps the explicit « not configured » refusal and no webhook', async () => {
    const pending = configFromEnv({ STRIPE_PRICE_CHEVALIER: PRICE })
    expect(pending.stripe).toBeUndefined()
    expect(pending.payments.priceIds).toEqual({ chevalier: PRICE })
    await expect(pending.payments.createCheckoutSession({} as never)).rejects.toThrow(
      'Stripe is not configured',
    )
  })
})

describe('a server restarted with a new price, its Stripe endpoint made by the old guide', () => {
  it('a session opened under one price configuration and paid after STRIPE_PRICE_CHEVALIER changed credits its pack once; the start warns about the 3 missing events', async () => {
    const answer = await fetch(`${http.url}/shop/checkout`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${emulatorToken({ uid: 'joueur', email: 'joueur@portail.test', emailVerified: true })}`,
        'content-type': 'application/json',
        origin: WEB_ORIGIN,
      },
      body: JSON.stringify({ priceId: PRICE }),
    })
    expect(answer.status).toBe(201)
    const [session] = [...standIn.created.values()]
    if (!session) throw new Error('no session opened at the stand-in')
    expect(session.metadata).toMatchObject({ pack: 'chevalier', priceId: PRICE })

    // The server restarts with a new price for the pack; the player pays the session opened before.
    const rotated = configFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_offline',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(standIn.port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_PRICE_CHEVALIER: 'price_test_chevalier_2027',
      WEB_ORIGINS: WEB_ORIGIN,
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    })
    // The endpoint subscribed to the 3 events the deployment guide used to list.
    standIn.endpoints.push({
      id: 'we_old_guide',
      url: 'https://api.airflyff.fr/webhooks/stripe',
      status: 'enabled',
      enabled_events: [
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'charge.refunded',
      ],
    })
    const logged: { msg: string; fields?: Record<string, unknown> }[] = []
    const next = await createApiServer({
      ...rotated,
      pgliteDir: 'memory',
      seedDemo: true,
      log: (msg, fields) => void logged.push({ msg, fields }),
    })
    const nextHttp = await startHttpServer({
      handler: next.handler,
      port: 0,
      webOrigins: [],
      log: () => {},
    })
    try {
      const balance = async () =>
        (await next.ports.store.transaction((tx) => tx.getProfile('joueur')))?.points ?? 0
      const before = await balance()
      const event = {
        id: 'evt_rotated',
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: { ...session, payment_status: 'paid', status: 'complete' } },
      }
      const payload = JSON.stringify(event)
      const post = () =>
        fetch(`${nextHttp.url}/webhooks/stripe`, {
          method: 'POST',
          headers: {
            'stripe-signature': stripe.webhooks.generateTestHeaderString({
              payload,
              secret: WEBHOOK_SECRET,
            }),
          },
          body: payload,
        })
      expect(await (await post()).json()).toMatchObject({ credited: 210 })
      await post()
      standIn.listed.push(event.data.object)
      const report = await reconcilePayments({
        stripe: rotated.stripe?.client as Stripe,
        ports: next.ports,
      })
      expect(report).toMatchObject({ alreadyFulfilled: 1, credited: [], skipped: [] })
      expect(await balance()).toBe(before + 210)
      await vi.waitFor(() =>
        expect(logged).toContainEqual({
          msg: 'stripe webhook: the endpoint misses events the portal needs',
          fields: expect.objectContaining({
            missing: [
              'checkout.session.async_payment_failed',
              'charge.dispute.created',
              'charge.dispute.closed',
            ],
          }),
        }),
      )
    } finally {
      await nextHttp.close()
      await next.close()
    }
  }, 60_000)
})
