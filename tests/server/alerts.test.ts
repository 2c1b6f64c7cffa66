import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { alertSecondFactorReset } from '@backend/domain/alerts'
import { mirrorAuditToDiscord } from '@backend/domain/audit-mirror'
import { fulfilPurchase } from '@backend/domain/purchase'
import { sendDelivery } from '@backend/routes/deliveries'
import type { GamePort, PaymentsPort, Ports, StorePort } from '@backend/ports'
import { openDatabase, type Database } from '@server/db/client'
import { discordMessages } from '@server/db/schema'
import { sqlStore } from '@server/db/store'
import { startDiscordQueue, type DiscordQueue } from '@server/jobs/discord-queue'
import { startOutageWatch } from '@server/jobs/outage-watch'
import { stripeWebhookHandler } from '@server/stripe/stripe-webhook'
import { startDiscordStandIn } from './discord-stand-in'

/**
 * The operators' alerts (docs/decisions/060-alerts.md) through the real Discord queue (pg-boss on
 * PGlite) to a local stand-in of Discord's webhook: a dispute opened at Stripe's webhook, a
 * delivery the game refused, the game's database and the portal's unreachable then back, each
 * one message, posted again after a 429; the audit channel's lines; a second factor reset.
 */
describe('the alerts on Discord', () => {
  let database: Database
  let store: StorePort
  let queue: DiscordQueue
  let standIn: Awaited<ReturnType<typeof startDiscordStandIn>>
  let now = Date.parse('2026-11-28T10:00:00Z')
  const clock = { now: () => new Date(now) }
  const payments = { priceIds: MOCK_PRICE_IDS } as unknown as PaymentsPort
  const SECRET = 'whsec_alerts'
  const stripe = new Stripe('sk_test_offline')

  beforeAll(async () => {
    standIn = await startDiscordStandIn()
    database = await openDatabase({ pgliteDir: 'memory' })
    store = sqlStore(database.db, { onDiscordEnqueued: (ids) => queue.wake(ids) })
    queue = await startDiscordQueue({
      database,
      store,
      clock: { now: () => new Date() },
      settings: {
        webhooks: { alerts: standIn.webhook('alerts'), audit: standIn.webhook('audit') },
        siteOrigin: 'https://airflyff.fr',
        retryDelaySeconds: 1,
        pollingIntervalSeconds: 0.5,
        maxAttempts: 3,
      },
    })
  }, 60_000)

  afterAll(async () => {
    await queue.stop(1_000)
    await database.close()
    await standIn.close()
  })

  beforeEach(async () => {
    standIn.posts.length = 0
    standIn.answers.length = 0
    await database.db.delete(discordMessages)
  })

  /** The posts at a channel once `count` have come (and a little more, to see no extra one). */
  async function postsAt(channel: string, count: number, timeoutMs = 15_000) {
    const at = () => standIn.posts.filter((p) => p.path.includes(`/${channel}/`))
    const until = Date.now() + timeoutMs
    while (at().length < count) {
      if (Date.now() > until) throw new Error(`${at().length} posts at ${channel}, not ${count}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    return at().map((p) => ({ content: p.body.content ?? '', at: p.at }))
  }

  function signed(type: string, object: Record<string, unknown>) {
    const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } })
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })
    return new Request('http://localhost/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': header },
      body: payload,
    })
  }

  it('a dispute opened at Stripe: one alert, posted again after a 429, once however often Stripe tells', async () => {
    await store.transaction((tx) =>
      fulfilPurchase({ payments, clock }, tx, {
        paymentId: 'cs_dispute',
        uid: 'uid-secret-1',
        priceId: MOCK_PRICE_IDS.heros,
        openedAt: new Date(now),
        paymentIntent: 'pi_dispute',
        packId: 'heros',
      }),
    )
    standIn.answers.push({ status: 429, retryAfterS: 1 })
    const ports = { store, clock, payments } as unknown as Ports
    const webhook = stripeWebhookHandler({ stripe, webhookSecret: SECRET, ports, log: () => {} })
    const dispute = {
      id: 'dp_1',
      object: 'dispute',
      payment_intent: 'pi_dispute',
      status: 'needs_response',
    }
    expect((await webhook(signed('charge.dispute.created', dispute))).status).toBe(200)
    expect((await webhook(signed('charge.dispute.created', dispute))).status).toBe(200)
    const posts = await postsAt('alerts', 2)
    expect(posts).toHaveLength(2) // the 429, then the same message once more
    expect(posts[0]?.content).toBe(posts[1]?.content)
    expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(900)
    expect(posts[0]?.content).toBe(
      '⚠️ Litige ouvert sur un achat de 525 AirPoints.\nhttps://airflyff.fr/admin/joueurs/uid-secret-1',
    )
  }, 30_000)

  it('a big purchase is reported, a small one is not', async () => {
    const buy = (paymentId: string, packId: 'legende' | 'debutant') =>
      store.transaction((tx) =>
        fulfilPurchase({ payments, clock, alerts: { purchasePoints: 1000 } }, tx, {
          paymentId,
          uid: 'uid-2',
          priceId: MOCK_PRICE_IDS[packId],
          openedAt: new Date(now),
          packId,
        }),
      )
    await buy('cs_small', 'debutant')
    await buy('cs_big', 'legende')
    const posts = await postsAt('alerts', 1)
    expect(posts.map((p) => p.content.split('\n')[0])).toEqual([
      '💰 Gros achat\u00a0: 1\u00a0100 AirPoints crédités.',
    ])
  })

  it('a delivery the game refused: one alert naming the character, never the player', async () => {
    const delivery = {
      deliveryId: 'd-refused',
      uid: 'uid-3',
      accountId: 1,
      account: 'heros01',
      characterId: 7,
      characterName: 'Lumina',
      kind: 'points' as const,
      amount: 10,
    }
    await store.transaction((tx) => tx.outbox.enqueue(delivery))
    const game = { send: async () => ({ status: 'refused', failure: 'character-gone' }) }
    expect(await sendDelivery({ store, game: game as unknown as GamePort }, 'd-refused')).toBe(
      'failed',
    )
    expect(await sendDelivery({ store, game: game as unknown as GamePort }, 'd-refused')).toBe(
      'not-pending',
    )
    const posts = await postsAt('alerts', 1)
    expect(posts.map((p) => p.content)).toEqual([
      '📦 Livraison échouée pour Lumina\u00a0: personnage disparu.\nhttps://airflyff.fr/admin/joueurs/uid-3',
    ])
  })

  it('the game unreachable: one message past the delay, one when it answers again, after a 429', async () => {
    let gameUp = false
    const watch = startOutageWatch({
      probes: {
        portal: async () => undefined,
        game: async () => (gameUp ? 1 : Promise.reject(new Error('down'))),
      },
      store,
      clock,
      webhook: standIn.webhook('alerts'),
      siteOrigin: 'https://airflyff.fr',
      settings: { intervalS: 0, downAfterS: 120 },
    })
    standIn.answers.push({ status: 429, retryAfterS: 1 })
    await watch.check()
    now += 60_000
    await watch.check() // down one minute: not yet
    now += 90_000
    await watch.check()
    now += 60_000
    await watch.check() // still down: no second message
    gameUp = true
    await watch.check()
    await watch.check()
    await watch.stop()
    const posts = await postsAt('alerts', 3)
    // The return may come between the 429 and the message it delayed.
    expect(posts.map((p) => p.content.split('\n')[0]).sort()).toEqual([
      '✅ La base du jeu répond de nouveau (panne de 4\u00a0min).',
      '🚨 La base du jeu est injoignable depuis 3\u00a0min.',
      '🚨 La base du jeu est injoignable depuis 3\u00a0min.',
    ])
  }, 30_000)

  it("the portal's database unreachable: posted from memory, after a 429, and its return", async () => {
    let portalUp = false
    const watch = startOutageWatch({
      probes: {
        portal: async () => (portalUp ? 1 : Promise.reject(new Error('down'))),
        game: async () => 1,
      },
      // The outbox cannot be written while the portal's database is down: never used for it.
      store: {
        read: () => Promise.reject(new Error('down')),
        transaction: () => Promise.reject(new Error('down')),
        applyDecided: () => Promise.reject(new Error('down')),
      },
      clock,
      webhook: standIn.webhook('alerts'),
      siteOrigin: 'https://airflyff.fr',
      settings: { intervalS: 0, downAfterS: 60, directRetryMs: 100 },
    })
    standIn.answers.push({ status: 429, retryAfterS: 1 }, { status: 502 })
    await watch.check()
    now += 60_000
    await watch.check()
    await watch.check()
    portalUp = true
    now += 60_000
    await watch.check()
    await watch.idle()
    await watch.stop()
    const posts = await postsAt('alerts', 4)
    expect(posts.map((p) => p.content)).toEqual([
      ...Array(3).fill(
        '🚨 La base du portail est injoignable depuis 1\u00a0min.\nhttps://airflyff.fr/admin/incidents',
      ),
      '✅ La base du portail répond de nouveau (panne de 2\u00a0min).\nhttps://airflyff.fr/admin/incidents',
    ])
  }, 30_000)

  it('mirrors the audit log to its channel without who nor why; the reads stay out', async () => {
    const mirrored = mirrorAuditToDiscord(store, clock.now)
    const row = (action: string, reason: string) =>
      mirrored.transaction((tx) =>
        tx.audit.append({
          operatorUid: 'op-uid',
          operatorEmail: 'admin@portail.test',
          action,
          target: 'uid-4',
          reason,
          result: 'applied',
          message: null,
          details: {},
        }),
      )
    await row('player.view', 'Consultation')
    await row('points.credit', 'Geste commercial pour uid-4')
    const posts = await postsAt('audit', 1)
    expect(posts.map((p) => p.content)).toEqual([
      '📝 Journal\u00a0: action points.credit appliquée.\nhttps://airflyff.fr/admin/journal',
    ])
  })

  it('a second factor reset is reported on the alerts channel', async () => {
    await store.transaction((tx) => alertSecondFactorReset(tx, clock.now()))
    const posts = await postsAt('alerts', 1)
    expect(posts.map((p) => p.content)).toEqual([
      "🔐 Second facteur d'un opérateur réinitialisé (voir le journal).\nhttps://airflyff.fr/admin/journal",
    ])
  })
})
