import { seedDemoGuilds } from '@server/db/demo-seed-guilds'
import { eq, sql } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import Stripe from 'stripe'
import { MOCK_PRICE_IDS, packByPriceId } from '@contract/catalog'
import { DEMO_OPERATORS, DEMO_USERS } from '@backend/demo/demo'
import { DEFAULT_LIMITS, type LimitSettings } from '@backend/http/rate-limits'
import type { DiscordMessageRow, MailRow, PaymentsPort, RefundRequest } from '@backend/ports'
import { settleDeliveries } from '@backend/routes/deliveries'
import type { PaidSession } from '@backend/domain/purchase'
import type { MockAfterSale } from '@mocks/checkout'
import { decodeToken, encodeToken } from '@mocks/auth/jwt'
import { ledgerAudit } from '@mocks/db/ledger'
import { createHandlers } from '@mocks/handlers'
import { embeddedGame } from '@mocks/adapters/game'
import { configureBackend } from '@mocks/config'
import { mockBackend } from '@mocks/node'
import { createApiServer } from '@server/http/app'
import { clearDatabase, clearGame, seedDemo, seedDemoGame } from '@server/db/demo-seed'
import { seedDemoGameStatus, seedDemoIncidents } from '@server/db/demo-seed-status'
import { openDatabase } from '@server/db/client'
import {
  deleteCharacter,
  enterWorld,
  postgresGame,
  STANDALONE_GAME,
} from '@server/game/postgres-game'
import {
  gameItemSendTbl,
  gamePortalDeliveryRowTbl,
  ledger as ledgerTable,
  payments as paymentsTable,
  profiles,
  voteSites,
} from '@server/db/schema'
import { startHttpServer } from '@server/http/http'
import { db as mockCollections } from '@mocks/db/collections'
import { unreachableWhen } from '../helpers/game'
import { startServeurPriveStandIn, type StandInBehaviour } from '../helpers/vote-site-stand-in'
import { TEST_PROJECT_ID, emulatorToken, startAuthEmulatorDouble } from '../server/emulator-tokens'
import { recordAfterSale, startStripeStandIn } from '../server/stripe-stand-in'

/** The demo players every backend under test knows (see the README's demo data). */
export type DemoUid = 'joueur' | 'nouveau' | 'operateur' | 'operatrice'

/**
 * A backend the conformance suite runs against. It runs in the Vitest process
 * and reads the time from Date through its clock port, so that
 * vi.setSystemTime() moves it; its demo data is the embedded mock's.
 */
export interface RunningBackend {
  /** Where the contract's paths answer (no trailing slash). */
  baseUrl: string
  /** A valid bearer token of a demo player. */
  tokenFor(uid: DemoUid): Promise<string>
  /**
   * A new player signing up with this address (verified), as the identity service makes one:
   * his uid, and his tokens for a sign-in at `signedInAt` (default: now).
   */
  signUp(email: string): Promise<NewPlayer>
  /**
   * Where the portal's stored data still mentions any of `needles` (a uid, an email): the names
   * of the collections or tables, the payment provider's and the mailbox's stand-ins left out.
   */
  mentions(needles: readonly string[]): Promise<string[]>
  /** The ledger rows of a reference (a payment's session id) and that payment, as stored. */
  accountingOf(paymentId: string): Promise<{
    ledger: { uid: string; delta: number; kind: string }[]
    payment: { uid: string; points: number } | null
  }>
  /** A valid token of another operator (the `admin` claim), made for the test: a new user. */
  operatorToken(uid: string): Promise<string>
  /** Back to the demo data, at the current (possibly faked) date. */
  reset(): Promise<void>
  /**
   * Each stored player's balance beside the sum of their ledger rows, read
   * from the adapter's storage (an audit for tests, not an API route).
   */
  ledgerAudit(): Promise<{ uid: string; points: number; ledgerSum: number }[]>
  /** The Discord outbox, newest first (never sent here: no queue runs in the suite). */
  discordMessages(): Promise<DiscordMessageRow[]>
  /** The mail outbox, newest first (docs/decisions/061). */
  mails(): Promise<MailRow[]>
  /** The refunds asked of the payment provider (its stand-in), oldest first. */
  providerRefunds(): Promise<{ paymentIntent: string; amountCents: number; key: string }[]>
  /**
   * Completes the payment of a session opened by shop.checkout, as the payment provider would
   * (throws when it credited nothing: already paid).
   */
  completeCheckout(checkoutUrl: string): Promise<void>
  /** The session's delayed payment method failed, as the payment provider says it. */
  failCheckout(checkoutUrl: string): Promise<void>
  /**
   * A refund (cumulative share of the price, 0..1), a dispute opened or closed, on the paid
   * session, notified as the payment provider does (the Stripe webhook, signed, on the server).
   */
  afterSale(checkoutUrl: string, notice: MockAfterSale): Promise<void>
  /** The backend's game, as the tests see it from the outside. */
  game: {
    /** Sends what is pending and reads back receipts, as the delivery queue does, now. */
    settle(): Promise<void>
    /** The character enters the world: the game hands it what waits for it. */
    enterWorld(characterId: number): Promise<void>
    /** Every delivery row of the game's delivery table, with the delivery it belongs to. */
    rows(): Promise<{ deliveryId: string; characterId: number; count: number }[]>
    /** The character is deleted in the game. */
    deleteCharacter(characterId: number): Promise<void>
    /** A tool or a release deletes the character's delivery rows (the portal's markers stay). */
    deleteDeliveryRows(characterId: number): Promise<void>
    /** The game's database unreachable (every call fails as a lost connection) or back. */
    setReachable(reachable: boolean): void
    /** The named game accounts the game blocks today, read in the game itself (bans). */
    blocked(accounts: readonly string[]): Promise<Map<string, string | null>>
  }
  /**
   * The site that is asked (serveur-prive.net, 'serveurprive' in the demo): simulated by the
   * embedded backend, a local stand-in of its API for the server. Push sites need nothing: a test
   * calls their callback route itself, as the site would.
   */
  pullSite: {
    /** A vote from this address on the site, now. */
    voted(ip: string): Promise<void>
    behave(behaviour: StandInBehaviour): void
  }
  /** The address the backend sees the test's requests come from. */
  clientIp: string
  /** The rate limits and the cap of game accounts in force, until reset() (back to the defaults). */
  setLimits(limits: LimitSettings): void
  stop(): Promise<void>
}

export interface NewPlayer {
  uid: string
  token(signedInAt?: Date): Promise<string>
}

/** What each backend keeps for others than the portal: the payment provider, the mail. */
const NOT_THE_PORTALS = new Set(['checkoutSessions', 'mailbox', 'siteVotes', 'providerRefunds'])

export interface BackendUnderTest {
  name: string
  start(): Promise<RunningBackend>
}

const EMBEDDED_BASE = 'http://embedded.test'

type LedgerView = { uid: string; delta: number; kind: string; reference: string | null }

/** The session id at the end of a checkout URL. */
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop() ?? ''

/** The embedded backend: the shared router on the in-memory adapters, behind msw. */
const embedded: BackendUnderTest = {
  name: 'embedded',
  async start() {
    const server = setupServer(...createHandlers({ apiBase: EMBEDDED_BASE }))
    server.listen({ onUnhandledRequest: 'bypass' })
    return {
      baseUrl: EMBEDDED_BASE,
      tokenFor: async (uid) => mockBackend.auth.issueToken(uid),
      async signUp(email) {
        const { user } = await mockBackend.auth.signUp(email, 'Motdepasse123')
        // Verified, as the server's players of the suite: his mail's link followed.
        await mockBackend.auth.sendEmailVerification(user.uid)
        const mail = mockBackend.mailbox
          .list()
          .find((m) => m.kind === 'verify' && m.to === user.email && !m.used)
        if (!mail) throw new Error('no verification mail')
        await mockBackend.auth.applyActionCode(mail.code)
        return {
          uid: user.uid,
          token: async (signedInAt = new Date()) =>
            mockBackend.auth.issueToken(user.uid, signedInAt.getTime()),
        }
      },
      async mentions(needles) {
        const collections = mockBackend.db.snapshot()
        return Object.entries(collections)
          .filter(([name]) => !NOT_THE_PORTALS.has(name))
          .filter(([, rows]) => {
            const text = JSON.stringify(rows).toLowerCase()
            return needles.some((needle) => text.includes(needle.toLowerCase()))
          })
          .map(([name]) => name)
      },
      async accountingOf(paymentId) {
        const ledger = mockBackend.db.all('ledger') as LedgerView[]
        const payments = mockBackend.db.all('payments') as {
          paymentId: string
          uid: string
          points: number
        }[]
        const payment = payments.find((p) => p.paymentId === paymentId)
        return {
          ledger: ledger
            .filter((row) => row.reference === paymentId)
            .map(({ uid, delta, kind }) => ({ uid, delta, kind })),
          payment: payment ? { uid: payment.uid, points: payment.points } : null,
        }
      },
      async operatorToken(uid) {
        const { token } = await mockBackend.auth.signUp(`${uid}@portail.test`, 'Operateur123')
        const claims = decodeToken(token)
        if (!claims) throw new Error('cannot decode a mock token')
        return encodeToken({ ...claims, admin: true })
      },
      ledgerAudit: async () => ledgerAudit(),
      discordMessages: () => mockBackend.discord.messages(),
      mails: () => mockBackend.mailbox.outbox(),
      providerRefunds: async () =>
        mockBackend.db.all('providerRefunds') as {
          paymentIntent: string
          amountCents: number
          key: string
        }[],
      async reset() {
        mockBackend.faults.clearAll()
        mockBackend.limits.restoreDefaults()
        await mockBackend.resetDb()
      },
      setLimits: (limits) => configureBackend({ limits }),
      async completeCheckout(url) {
        const paid = await mockBackend.checkout.pay(sessionIdOf(url))
        if (!paid.ok) throw new Error(`mock payment refused: ${paid.reason}`)
      },
      async failCheckout(url) {
        const failed = await mockBackend.checkout.fail(sessionIdOf(url))
        if (!failed.ok) throw new Error(`mock failure refused: ${failed.reason}`)
      },
      async afterSale(url, notice) {
        await mockBackend.checkout.afterSale(sessionIdOf(url), notice)
      },
      game: {
        settle: () => mockBackend.game.settle(),
        enterWorld: async (characterId) => void (await mockBackend.game.enterWorld(characterId)),
        async rows() {
          const marks = mockBackend.db.all('gameDeliveryMarks') as {
            deliveryId: string
            no: number
            rows: number[]
          }[]
          const rows = mockBackend.db.all('gameItemSend') as {
            no: number
            characterId: number
            count: number
          }[]
          return rows.map((row) => ({
            deliveryId:
              marks.find((m) => m.no === row.no || m.rows.includes(row.no))?.deliveryId ?? '',
            characterId: row.characterId,
            count: row.count,
          }))
        },
        deleteCharacter: (characterId) => mockBackend.game.deleteCharacter(characterId),
        deleteDeliveryRows: async (characterId) =>
          void mockCollections.gameItemSend.deleteMany((q) => q.where({ characterId })),
        setReachable: (reachable) => void mockBackend.game.setUnreachable(!reachable),
        blocked: (accounts) => embeddedGame.blockedAccounts(accounts),
      },
      pullSite: {
        voted: async (ip) => void (await mockBackend.votes.sites.vote('serveurprive', { ip })),
        behave: (behaviour) => mockBackend.votes.sites.setBehaviour('serveurprive', behaviour),
      },
      clientIp: '127.0.0.1',
      async stop() {
        server.close()
      },
    }
  },
}

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

const TEST_WEBHOOK_SECRET = 'whsec_conformance'

let eventCount = 0
const stripeEvent = (type: string, object: Record<string, unknown>) => {
  eventCount += 1
  const created = Math.floor(Date.now() / 1000)
  return { id: `evt_conf_${eventCount}`, object: 'event', type, created, data: { object } }
}

/** Stripe's pi_... behind a test session, and the price it charged (smallest unit). */
const intentOf = (session: PaidSession) => `pi_${session.paymentId}`
const amountOf = (session: PaidSession) =>
  Math.round((packByPriceId(session.priceId, MOCK_PRICE_IDS)?.price ?? 0) * 100)

/** checkout.session.completed (paid) or async_payment_failed, as Stripe sends them. */
function sessionEvent(session: PaidSession, outcome: 'paid' | 'failed') {
  return stripeEvent(
    outcome === 'paid' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
    {
      id: session.paymentId,
      object: 'checkout.session',
      payment_status: outcome === 'paid' ? 'paid' : 'unpaid',
      client_reference_id: session.uid,
      metadata: {
        uid: session.uid,
        pack: packByPriceId(session.priceId, MOCK_PRICE_IDS)?.id,
        priceId: session.priceId,
      },
      created: Math.floor(session.openedAt.getTime() / 1000),
      payment_intent: intentOf(session),
    },
  )
}

/** charge.refunded, charge.dispute.created or charge.dispute.closed, as Stripe sends them. */
function afterSaleEvent(session: PaidSession, notice: MockAfterSale) {
  const amount = amountOf(session)
  const paymentIntent = intentOf(session)
  const charge = `ch_${session.paymentId}`
  if (notice.kind === 'refund') {
    const refunded = Math.round(Math.min(1, Math.max(0, notice.share)) * amount)
    return stripeEvent('charge.refunded', {
      id: charge,
      object: 'charge',
      amount,
      amount_refunded: refunded,
      payment_intent: paymentIntent,
    })
  }
  const status = notice.kind === 'dispute-opened' ? 'needs_response' : notice.won ? 'won' : 'lost'
  return stripeEvent(
    notice.kind === 'dispute-opened' ? 'charge.dispute.created' : 'charge.dispute.closed',
    {
      id: `dp_${session.paymentId}`,
      object: 'dispute',
      amount,
      charge,
      payment_intent: paymentIntent,
      status,
    },
  )
}

/** Posts the event, signed, to the server's webhook; its JSON answer (throws unless 200). */
async function postEvent(baseUrl: string, stripe: Stripe, event: unknown) {
  const payload = JSON.stringify(event)
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_WEBHOOK_SECRET,
  })
  const response = await fetch(`${baseUrl}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

/**
 * The standalone game (server/game/postgres-game.ts) in its own database, as the game's SQL
 * Server is apart from the portal's: a second in-memory PGlite (or the same PostgreSQL server's
 * tables), with the demo game, that can be made unreachable.
 */
async function standaloneGame(databaseUrl: string | undefined, reachable: () => boolean) {
  const database = await openDatabase({ url: databaseUrl, pgliteDir: 'memory' })
  const port = unreachableWhen(postgresGame(database.db), () => !reachable())
  return {
    port,
    db: database.db,
    close: () => database.close(),
    async reseed() {
      await clearGame(database.db)
      await seedDemoGame(database.db, STANDALONE_GAME)
      await seedDemoGuilds(database.db)
      await seedDemoGameStatus(database.db, new Date())
    },
    enterWorld: (characterId: number) => enterWorld(database.db, characterId),
    async rows() {
      const rows = await database.db
        .select({
          deliveryId: gamePortalDeliveryRowTbl.deliveryId,
          characterId: gameItemSendTbl.idPlayer,
          count: gameItemSendTbl.itemCount,
        })
        .from(gameItemSendTbl)
        .leftJoin(gamePortalDeliveryRowTbl, eq(gamePortalDeliveryRowTbl.no, gameItemSendTbl.no))
      return rows.map((row) => ({ ...row, deliveryId: row.deliveryId ?? '' }))
    },
  }
}

/** Every backend the suite runs against. */
export const BACKENDS: readonly BackendUnderTest[] = [embedded, serverBackend('server')]
