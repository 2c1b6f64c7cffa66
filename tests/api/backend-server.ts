import { eq, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { DEMO_OPERATORS, DEMO_USERS } from '@backend/demo/demo'
import { DEFAULT_LIMITS, type LimitSettings } from '@backend/http/rate-limits'
import type { PaymentsPort, RefundRequest } from '@backend/ports'
import { settleDeliveries } from '@backend/routes/deliveries'
import type { PaidSession } from '@backend/domain/purchase'
import { createApiServer } from '@server/http/app'
import { clearDatabase, seedDemo } from '@server/db/demo-seed'
import { seedDemoIncidents } from '@server/db/demo-seed-status'
import { deleteCharacter, postgresGame } from '@server/game/postgres-game'
import {
  gameItemSendTbl,
  ledger as ledgerTable,
  payments as paymentsTable,
  profiles,
  receipts as receiptsTable,
  voteSites,
} from '@server/db/schema'
import { startHttpServer } from '@server/http/http'
import { startServeurPriveStandIn } from '../helpers/vote-site-stand-in'
import { TEST_PROJECT_ID, emulatorToken, startAuthEmulatorDouble } from '../server/emulator-tokens'
import { recordAfterSale, startStripeStandIn } from '../server/stripe-stand-in'
import { sessionIdOf, type BackendUnderTest } from './backend-types'
import {
  TEST_WEBHOOK_SECRET,
  intentOf,
  amountOf,
  sessionEvent,
  afterSaleEvent,
  postEvent,
} from './stripe-events'
import { standaloneGame } from './standalone-game'

/**
 * Checkout sessions kept in the test (Stripe's API itself is tested offline in
 * tests/server/stripe.test.ts): paying one, and what happens after the sale, are Stripe's
 * events, signed, posted to the server's webhook.
 */
function testPayments() {
  const sessions = new Map<string, PaidSession>()
  const refunds: RefundRequest[] = []
  const payments: PaymentsPort = {
    priceIds: MOCK_PRICE_IDS,
    async createCheckoutSession({ caller, priceId, openedAt }) {
      const paymentId = `cs_test_${sessions.size + 1}_${Math.random().toString(36).slice(2)}`
      sessions.set(paymentId, { paymentId, uid: caller.uid, priceId, openedAt })
      return { url: `https://checkout.test/pay/${paymentId}` }
    },
    async refund({ paymentIntent, amountCents, key }) {
      if (!refunds.some((r) => r.key === key)) refunds.push({ paymentIntent, amountCents, key })
    },
  }
  return { payments, sessions, refunds }
}

/**
 * The API server (server/) on an in-memory PGlite behind its Node HTTP
 * server, with tokens made like the Auth Emulator's (FIREBASE_AUTH_EMULATOR_HOST
 * set while it runs, answered by a double of the emulator's user lookup).
 */
export function serverBackend(
  name: string,
  databaseUrl?: string,
  { deliveries = 'off' }: { deliveries?: 'off' | 'enqueue' } = {},
): BackendUnderTest {
  return {
    name,
    async start() {
      const emulator = await startAuthEmulatorDouble()
      const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host
      const { payments, sessions, refunds } = testPayments()
      // The server reads a payment's charge from Stripe when it credits it: a local stand-in.
      const stripeApi = await startStripeStandIn()
      const stripe = new Stripe('sk_test_offline', {
        host: '127.0.0.1',
        port: stripeApi.port,
        protocol: 'http',
      })
      let reachable = true
      const game = await standaloneGame(databaseUrl, () => reachable)
      // Read by the server at each call: setLimits() and reset() change it in place.
      const limits: LimitSettings = structuredClone(DEFAULT_LIMITS)
      const site = await startServeurPriveStandIn()
      // The demo's serveurprive asks the stand-in instead of serveur-prive.net.
      const pointAtStandIn = () =>
        db
          .update(voteSites)
          .set({
            verification: {
              kind: 'serveur-prive',
              serverToken: site.serverToken,
              apiBase: site.url,
            },
          })
          .where(eq(voteSites.id, 'serveurprive'))
      const api = await createApiServer({
        databaseUrl,
        pgliteDir: 'memory',
        projectId: TEST_PROJECT_ID,
        seedDemo: true,
        payments,
        stripe: { client: stripe, webhookSecret: TEST_WEBHOOK_SECRET },
        game,
        // The tests send deliveries themselves (game.settle), or workers of their own do
        // (tests/server/delivery-queue.test.ts).
        deliveries,
        // Below the test client's own timeout (2 s).
        voteSiteTimeoutMs: 500,
        limits,
      })
      const http = await startHttpServer({
        handler: api.handler,
        port: 0,
        webOrigins: [],
        log: () => undefined,
      })
      const { db } = api.database
      await pointAtStandIn()
      const sessionOf = (url: string) => {
        const session = sessions.get(sessionIdOf(url))
        if (!session) throw new Error(`no checkout session at ${url}`)
        return session
      }
      return {
        baseUrl: http.url,
        async tokenFor(uid) {
          const { email } = DEMO_USERS[uid]
          // The operator's `admin` custom claim, as `npm run admin -- grant` sets it: in his
          // record (read by the console) and so in his tokens.
          const admin = DEMO_OPERATORS.includes(uid) ? { admin: true } : {}
          emulator.setClaims(uid, admin)
          return emulatorToken({ uid, email, emailVerified: uid !== 'nouveau', payload: admin })
        },
        async operatorToken(uid) {
          const email = `${uid}@portail.test`
          emulator.setClaims(uid, { admin: true })
          return emulatorToken({ uid, email, emailVerified: true, payload: { admin: true } })
        },
        async signUp(email) {
          const uid = `fb_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`
          return {
            uid,
            token: async (signedInAt = new Date()) =>
              emulatorToken({
                uid,
                email,
                emailVerified: true,
                payload: { auth_time: Math.floor(signedInAt.getTime() / 1000) },
              }),
          }
        },
        async mentions(needles) {
          const run = api.database.executeSql
          const tables = (await run(
            `select table_name as name from information_schema.tables
              where table_schema = current_schema() and table_type = 'BASE TABLE'`,
          )) as { rows: { name: string }[] }
          const found: string[] = []
          for (const { name } of tables.rows) {
            if (name.startsWith('__')) continue
            const hits = (await run(
              `select count(*)::int as n from "${name.replaceAll('"', '""')}" t
                where lower(row_to_json(t)::text) like any($1)`,
              [needles.map((needle) => `%${needle.toLowerCase()}%`)],
            )) as { rows: { n: number }[] }
            if (Number(hits.rows[0]?.n ?? 0) > 0) found.push(name)
          }
          return found
        },
        async accountingOf(paymentId) {
          const rows = await db
            .select({ uid: ledgerTable.uid, delta: ledgerTable.delta, kind: ledgerTable.kind })
            .from(ledgerTable)
            .where(eq(ledgerTable.reference, paymentId))
          const [payment] = await db
            .select({ uid: paymentsTable.uid, points: paymentsTable.points })
            .from(paymentsTable)
            .where(eq(paymentsTable.paymentId, paymentId))
          return { ledger: rows, payment: payment ?? null }
        },
        async forgetReceipts(paymentId) {
          await db.delete(receiptsTable).where(eq(receiptsTable.paymentId, paymentId))
        },
        discordMessages: () => api.ports.store.read((reads) => reads.discord.recent(100)),
        mails: () => api.ports.store.read((reads) => reads.mail.recent(100)),
        providerRefunds: async () => [...refunds],
        async ledgerAudit() {
          const rows = await db
            .select({
              uid: profiles.uid,
              points: profiles.points,
              ledgerSum: sql<number>`(select coalesce(sum(l.delta), 0)::int from ledger l where l.uid = ${profiles}.uid)`,
            })
            .from(profiles)
          return rows.map((row) => ({ ...row, ledgerSum: Number(row.ledgerSum) }))
        },
        async reset() {
          sessions.clear()
          refunds.length = 0
          reachable = true
          Object.assign(limits, structuredClone(DEFAULT_LIMITS))
          await clearDatabase(db, { game: false })
          await seedDemo(db, new Date(), payments.priceIds)
          await seedDemoIncidents(db, new Date())
          await pointAtStandIn()
          site.reset()
          stripeApi.reset()
          await game.reseed()
        },
        async completeCheckout(url) {
          const answer = await postEvent(http.url, stripe, sessionEvent(sessionOf(url), 'paid'))
          if (answer.credited === 0) throw new Error(`payment refused: ${String(answer.reason)}`)
        },
        async failCheckout(url) {
          await postEvent(http.url, stripe, sessionEvent(sessionOf(url), 'failed'))
        },
        async afterSale(url, notice) {
          const session = sessionOf(url)
          const { paymentId } = session
          const [paymentIntent, amount] = [intentOf(session), amountOf(session)]
          const ids = {
            paymentIntent,
            amount,
            charge: `ch_${paymentId}`,
            dispute: `dp_${paymentId}`,
          }
          recordAfterSale(stripeApi, ids, notice)
          await postEvent(http.url, stripe, afterSaleEvent(session, notice))
        },
        game: {
          async settle() {
            const ports = { store: api.ports.store, game: api.ports.game }
            await settleDeliveries(ports)
          },
          enterWorld: async (characterId) => void (await game.enterWorld(characterId)),
          deleteCharacter: (characterId) => deleteCharacter(game.db, characterId),
          deleteDeliveryRows: async (characterId) =>
            void (await game.db
              .delete(gameItemSendTbl)
              .where(eq(gameItemSendTbl.idPlayer, characterId))),
          rows: () => game.rows(),
          setReachable: (next) => void (reachable = next),
          blocked: (accounts) => postgresGame(game.db).blockedAccounts(accounts),
        },
        pullSite: {
          voted: async (ip) => site.voted(ip),
          behave: (behaviour) => site.behave(behaviour),
        },
        clientIp: '127.0.0.1',
        setLimits: (next) => void Object.assign(limits, structuredClone(next)),
        async stop() {
          await site.close()
          await stripeApi.close()
          await http.close()
          await api.close()
          await emulator.close()
          if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST
          else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost
        },
      }
    },
  }
}
