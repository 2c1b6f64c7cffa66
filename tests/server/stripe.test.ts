import { sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { configFromEnv } from '@server/config'
import { describeReconcile, reconcilePayments } from '@server/jobs/reconcile'
import { emulatorToken } from './emulator-tokens'
import {
  PRICE,
  WEB_ORIGIN,
  WEBHOOK_SECRET,
  api,
  config,
  deliver,
  expectLedgerMatches,
  http,
  ledgerOf,
  points,
  refundEvent,
  sessionEvent,
  standIn,
  stripe,
  useStripeServer,
} from './stripe-server'

/**
 * Stripe on the API server, offline (tests/server/stripe-server.ts): opening a session, the
 * webhook, the reconciliation.
 */
useStripeServer()

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
      tx.profiles.debit('payeur', 200, { kind: 'order', reference: 'order:test' }),
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

  it('Stripe out of reach for a session’s charge: left for the next run, which credits it', async () => {
    completed('cs_test_unread')
    standIn.state.failIntents = true
    const first = await reconcile()
    expect(first.credited).toEqual([])
    expect(first.skipped).toEqual([
      { sessionId: 'cs_test_unread', reason: expect.stringMatching(/^error: /) },
    ])
    expect(await points('payeur')).toBe(0)
    standIn.state.failIntents = false
    const second = await reconcile()
    expect(second.credited).toEqual([{ sessionId: 'cs_test_unread', points: 210, takenBack: 0 }])
    expect(await points('payeur')).toBe(210)
    await expectLedgerMatches()
  })

  // 121 sessions, each one's charge read from the stand-in: over 5 s on a busy machine.
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
  }, 30_000)
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
