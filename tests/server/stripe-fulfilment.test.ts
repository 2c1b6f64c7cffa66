import type Stripe from 'stripe'
import { describe, expect, it, vi } from 'vitest'
import { createApiServer } from '@server/http/app'
import { configFromEnv } from '@server/config'
import { startHttpServer } from '@server/http/http'
import { reconcilePayments } from '@server/jobs/reconcile'
import { TEST_PROJECT_ID, emulatorToken } from './emulator-tokens'
import {
  PRICE,
  WEB_ORIGIN,
  WEBHOOK_SECRET,
  api,
  config,
  deliver,
  disputeEvent,
  expectLedgerMatches,
  http,
  keptNotices,
  ledgerOf,
  points,
  refundEvent,
  sessionEvent,
  standIn,
  stripe,
  useStripeServer,
} from './stripe-server'

/**
 * Crediting a Stripe payment on the API server, offline (tests/server/stripe-server.ts): what
 * was refunded or disputed before the payment was recorded is taken back with the credit
 * (docs/decisions/041), and a session is credited with the pack it was opened for.
 */
useStripeServer()

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
        (await next.ports.store.transaction((tx) => tx.profiles.get('joueur')))?.points ?? 0
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

describe('a paid session without a pack the server sells', () => {
  it('a session without metadata.pack whose price id is no longer configured: answered 500 (Stripe sends it again), nothing credited, listed by the reconciliation', async () => {
    const event = sessionEvent('checkout.session.completed', { id: 'cs_test_old_price' })
    const object = event.data.object as { metadata: Record<string, string> }
    object.metadata = { uid: 'payeur', priceId: 'price_retired' }
    const answer = await deliver(event)
    expect(answer.status).toBe(500)
    expect(await answer.json()).toMatchObject({ credited: 0, reason: 'unknown-price' })
    expect(await points('payeur')).toBe(0)
    standIn.listed.push({ ...object, status: 'complete' })
    const report = await reconcilePayments({
      stripe: config.stripe?.client as Stripe,
      ports: api.ports,
    })
    expect(report.skipped).toEqual([{ sessionId: 'cs_test_old_price', reason: 'unknown-price' }])
    await expectLedgerMatches()
  })
})
