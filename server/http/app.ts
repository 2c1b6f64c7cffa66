import type Stripe from 'stripe'
import { createApiHandler, type ApiHandler } from '@backend/http/handler'
import type {
  ClockPort,
  GamePort,
  GameServersPort,
  PaymentsPort,
  Ports,
  VoteSiteApiPort,
} from '@backend/ports'
import { DEFAULT_LIMITS, type LimitSettings } from '@backend/http/rate-limits'
import { DEFAULT_RANKING, type RankingSettings } from '@backend/routes/ranking'
import { openDatabase, type Database, type DatabaseTimeouts } from '../db/client'
import { ensureProfile, seedDemo, seedDemoGame } from '../db/demo-seed'
import { seedDemoGuilds } from '../db/demo-seed-guilds'
import { seedDemoGameStatus, seedDemoIncidents } from '../db/demo-seed-status'
import {
  startDeliveryQueue,
  type DeliveryQueue,
  type DeliveryQueueSettings,
} from '../jobs/delivery-queue'
import { startMailQueue, type MailQueue, type MailQueueSettings } from '../jobs/mail-queue'
import { smtpMail, type SmtpSettings } from '../adapters/smtp-mail'
import { DEMO_SALE, type MailPort, type SaleSettings } from '@backend/ports'
import { startDiscordQueue, type DiscordQueue, type DiscordSettings } from '../jobs/discord-queue'
import { postgresGame, STANDALONE_GAME } from '../game/postgres-game'
import { firebaseIdentity } from '../adapters/identity'
import { databaseRateLimits } from '../adapters/rate-limits'
import { DEV_SECOND_FACTOR_KEY, nodeSecrets } from '../adapters/secrets'
import { sqlStore } from '../db/store'
import { startStatusSampling, type StatusSampling } from '../jobs/status-samples'
import { startRefundRetry } from '../jobs/refund-retry'
import { startBanEnds } from '../jobs/ban-ends'
import { startOutageWatch, type OutageWatchSettings } from '../jobs/outage-watch'
import { mirrorAuditToDiscord } from '@backend/domain/audit-mirror'
import type { AlertSettings } from '@backend/ports'
import { DEFAULT_SHUTDOWN_GRACE_S } from './http'
import { newsPagesFrom } from './news-pages'
import { fetchVoteSiteApi } from '../adapters/vote-sites'
import { tcpGameServers } from '../adapters/game-servers'
import { checkWebhookSubscription } from '../stripe/stripe-endpoint-check'
import { STRIPE_WEBHOOK_PATH, stripeWebhookHandler } from '../stripe/stripe-webhook'

export interface ServerOptions {
  /** DATABASE_URL: a PostgreSQL server; none: an embedded PGlite in pgliteDir. */
  databaseUrl?: string
  /** PGLITE_DIR (default .data/pglite); 'memory' for a throwaway database. */
  pgliteDir?: string
  /**
   * SHUTDOWN_GRACE_S: at close, how long the delivery queue's jobs in flight may take to finish
   * (server/http/http.ts waits as long for the requests in flight).
   */
  shutdownGraceS?: number
  /** DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS (PostgreSQL only). */
  databaseTimeouts?: DatabaseTimeouts
  /** FIREBASE_PROJECT_ID: the audience of accepted ID tokens. */
  projectId: string
  /** SEED_DEMO=1: demo data loaded once, attached to the demo players by email. */
  seedDemo: boolean
  payments: PaymentsPort
  /** Stripe and STRIPE_WEBHOOK_SECRET: POST /webhooks/stripe fulfils; without them it answers 503. */
  stripe?: { client: Stripe; webhookSecret: string }
  clock?: ClockPort
  /**
   * The game: its SQL Server (GAME_DB_URL, opened by config.ts), or, by default, the standalone
   * game's tables in the portal's own database (development, the demo, tests).
   */
  game?: { port: GamePort; close(): Promise<void> }
  /** The game's servers the status checks by TCP (default: none, not checked). */
  gameServers?: GameServersPort
  /**
   * The delivery queue: 'work' sends deliveries from this process (npm run server), 'enqueue'
   * only queues them for workers elsewhere (npm run worker, the scheduled function), 'off' leaves
   * them in the outbox (tests that send them themselves).
   */
  deliveries?: 'work' | 'enqueue' | 'off'
  deliveryQueue?: Partial<DeliveryQueueSettings>
  ranking?: RankingSettings
  /**
   * RATE_LIMIT_*, MAX_GAME_ACCOUNTS (config.ts): the limits of the calls that write or cost, and
   * the cap of game accounts; read at each call (default: DEFAULT_LIMITS).
   */
  limits?: LimitSettings
  /** VOTE_SITE_TIMEOUT_MS: how long a ranking site may take to answer a vote check (default 3 s). */
  voteSiteTimeoutMs?: number
  /** The ranking sites' check APIs (default: fetch with that timeout). */
  voteSiteApi?: VoteSiteApiPort
  log?: (message: string, fields?: Record<string, unknown>) => void
  /** SITE_ORIGIN: the portal's public address (the feed's, the sitemap's and Discord's links). */
  siteOrigin?: string
  /**
   * SITE_DIST: the portal's build (its news-page.json), for the news item pages the hosting
   * rewrites here (docs/api-server.md); unset: those pages are not served.
   */
  siteDist?: string
  /**
   * DISCORD_*_WEBHOOK_URL (docs/api-server.md): the Discord queue runs with the delivery queue
   * (same `deliveries` mode); a channel without a webhook is sent nothing.
   */
  discord?: Partial<DiscordSettings>
  /** ALERT_PURCHASE_POINTS (docs/operator-console.md, « Alertes »). */
  alerts?: AlertSettings
  /** ALERT_CHECK_INTERVAL_S, ALERT_OUTAGE_AFTER_S: the outage watch, where deliveries are worked. */
  outageWatch?: Partial<OutageWatchSettings>
  /** BAN_JOB_CRON: the bans' job (ends, game blocks retried), where deliveries are worked. */
  banJobCron?: string
  /** SELLER_*, VAT_*, MEDIATOR_* (server/sale-config.ts): receipts and confirmations. */
  sale?: SaleSettings
  /**
   * SMTP_* and MAIL_FROM (server/sale-config.ts), or a mail port (tests): the mail queue runs
   * with the delivery queue; none: e-mails wait in the outbox.
   */
  mail?: SmtpSettings | MailPort | null
  mailQueue?: Partial<MailQueueSettings>
  /**
   * TOTP_ENCRYPTION_KEY: the key of the second factor's secrets and digests (docs/decisions/059);
   * required in production, a fixed development key otherwise.
   */
  secondFactorKey?: string
}

export interface ApiServer {
  handler: ApiHandler
  ports: Ports
  database: Database
  /** null when deliveries is 'off'. */
  deliveryQueue: DeliveryQueue | null
  /** The Discord queue, null when deliveries is 'off'. */
  discordQueue: DiscordQueue | null
  /** The mail queue, null when deliveries is 'off' or no SMTP is set. */
  mailQueue: MailQueue | null
  close(): Promise<void>
}

const logLine = (msg: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ msg, ...fields }))

/** Says at start-up which voting sites count votes without their site's confirmation, or never. */
async function warnUnverifiedSites(ports: Ports, log: ServerOptions['log']) {
  const sites = await ports.store.transaction((tx) => tx.votes.listSites())
  const unverified = sites.filter((s) => s.verification?.kind === 'none').map((s) => s.id)
  const unset = sites.filter((s) => !s.verification).map((s) => s.id)
  if (unverified.length > 0) {
    log?.('vote sites without verification: their votes count unconfirmed', { sites: unverified })
  }
  if (unset.length > 0) {
    log?.('vote sites without a valid verification: no vote on them counts', { sites: unset })
  }
}

/** The shared API (backend/) over PostgreSQL or PGlite, firebase-admin and the given payments. */
export async function createApiServer(options: ServerOptions): Promise<ApiServer> {
  const database = await openDatabase({
    url: options.databaseUrl,
    pgliteDir: options.pgliteDir,
    timeouts: options.databaseTimeouts,
    log: options.log,
  })
  const { db } = database
  const clock = options.clock ?? { now: () => new Date() }
  const game = options.game ?? { port: postgresGame(db), close: async () => undefined }
  if (options.seedDemo) {
    // Instances starting together: one seeds, the others find the data there.
    await database.oneAtATime(async () => {
      await seedDemo(db, new Date(), options.payments.priceIds)
      if (!options.game) await seedDemoGame(db, STANDALONE_GAME)
      if (!options.game) await seedDemoGuilds(db)
      await seedDemoIncidents(db, new Date())
      if (!options.game) await seedDemoGameStatus(db, new Date())
    })
  }
  let deliveryQueue: DeliveryQueue | null = null
  let discordQueue: DiscordQueue | null = null
  let mailQueue: MailQueue | null = null
  const sqlStoreOf = sqlStore(db, {
    onMailEnqueued: (ids) => mailQueue?.wake(ids),
    onDeliveriesEnqueued: (ids) => deliveryQueue?.wake(ids),
    onDiscordEnqueued: (ids) => discordQueue?.wake(ids),
  })
  // With an audit webhook, each row of the audit log is also a line there (decision 060).
  const store = options.discord?.webhooks?.audit
    ? mirrorAuditToDiscord(sqlStoreOf, () => clock.now())
    : sqlStoreOf
  const siteOrigin = options.siteOrigin ?? 'https://airflyff.fr'
  const ports: Ports = {
    store,
    identity: firebaseIdentity({
      projectId: options.projectId,
      onCaller: (caller, exists, known) =>
        ensureProfile(db, caller, { demo: options.seedDemo, now: clock.now(), exists, known }),
      prefetch: (uid) => sqlStoreOf.read((reads) => reads.profiles.versioned(uid)),
    }),
    game: game.port,
    gameServers: options.gameServers ?? tcpGameServers({ servers: [], timeoutMs: 1000 }),
    payments: options.payments,
    voteSiteApi: options.voteSiteApi ?? fetchVoteSiteApi(options.voteSiteTimeoutMs),
    clock,
    limits: databaseRateLimits(db),
    alerts: options.alerts,
    sale: options.sale ?? { ...DEMO_SALE, siteOrigin },
    secrets: nodeSecrets(options.secondFactorKey ?? DEV_SECOND_FACTOR_KEY),
  }
  await warnUnverifiedSites(ports, options.log)
  // Not awaited: the check of Stripe's subscription never delays nor blocks the start.
  if (options.stripe) void checkWebhookSubscription(options.stripe.client, options.log ?? logLine)
  const mode = options.deliveries ?? 'work'
  if (mode !== 'off') {
    deliveryQueue = await startDeliveryQueue({
      database,
      store,
      game: game.port,
      settings: options.deliveryQueue,
      work: mode === 'work',
      log: options.log,
    })
    discordQueue = await startDiscordQueue({
      database,
      store,
      clock,
      settings: { webhooks: {}, siteOrigin, ...options.discord },
      work: mode === 'work',
      log: options.log,
    })
    const mail = options.mail && ('send' in options.mail ? options.mail : smtpMail(options.mail))
    if (mail) {
      mailQueue = await startMailQueue({
        database,
        store,
        mail,
        sale: ports.sale ?? DEMO_SALE,
        settings: options.mailQueue,
        work: mode === 'work',
        log: options.log,
      })
    }
  }
  // The status samples are taken where deliveries are worked (npm run server, npm run worker).
  const sampling: StatusSampling | null =
    mode === 'work'
      ? await startStatusSampling({
          database,
          store,
          game: game.port,
          clock,
          standaloneGame: !options.game,
          log: options.log,
        })
      : null
  // The bans' ends and the outages are watched where deliveries are worked too.
  const banEnds =
    mode === 'work'
      ? await startBanEnds({ database, ports, cron: options.banJobCron, log: options.log })
      : null
  // Withdrawals' refunds left pending are retried there too (docs/decisions/064).
  const refundRetry =
    mode === 'work' ? await startRefundRetry({ database, ports, log: options.log }) : null
  const outageWatch =
    mode === 'work'
      ? startOutageWatch({
          probes: {
            portal: () => database.executeSql('select 1', []),
            game: () => game.port.playersOnline(),
          },
          store,
          clock,
          webhook: options.discord?.webhooks?.alerts,
          siteOrigin,
          settings: options.outageWatch,
          log: options.log,
        })
      : null
  const api = createApiHandler(ports, {
    siteOrigin,
    newsPages: newsPagesFrom(options.siteDist),
    ranking: options.ranking ?? DEFAULT_RANKING,
    limits: () => options.limits ?? DEFAULT_LIMITS,
  })
  const webhook = options.stripe
    ? stripeWebhookHandler({
        stripe: options.stripe.client,
        webhookSecret: options.stripe.webhookSecret,
        ports,
      })
    : async () => Response.json({ message: 'Stripe webhook not configured' }, { status: 503 })
  /** The contract's API, and Stripe's webhook beside it (outside the router: raw bytes). */
  const handler: ApiHandler = (request) =>
    new URL(request.url).pathname === STRIPE_WEBHOOK_PATH ? webhook(request) : api(request)
  // The webhook's POSTs are never among the API's cached public answers.
  handler.cached = api.cached
  async function close() {
    await deliveryQueue?.stop((options.shutdownGraceS ?? DEFAULT_SHUTDOWN_GRACE_S) * 1000)
    await sampling?.stop()
    await banEnds?.stop()
    await refundRetry?.stop()
    await outageWatch?.stop()
    await discordQueue?.stop((options.shutdownGraceS ?? DEFAULT_SHUTDOWN_GRACE_S) * 1000)
    await mailQueue?.stop((options.shutdownGraceS ?? DEFAULT_SHUTDOWN_GRACE_S) * 1000)
    await game.close()
    await database.close()
  }
  return { handler, ports, database, deliveryQueue, discordQueue, mailQueue, close }
}
