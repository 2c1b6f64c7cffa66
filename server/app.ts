import type Stripe from 'stripe'
import { createApiHandler, type ApiHandler } from '@backend/handler'
import type { ClockPort, GamePort, PaymentsPort, Ports } from '@backend/ports'
import { DEFAULT_RANKING, type RankingSettings } from '@backend/ranking'
import { openDatabase, type Database } from './db/client'
import { ensureProfile, seedDemo, seedDemoGame } from './demo-seed'
import {
  startDeliveryQueue,
  type DeliveryQueue,
  type DeliveryQueueSettings,
} from './delivery-queue'
import { postgresGame, STANDALONE_GAME } from './game/postgres-game'
import { firebaseIdentity } from './identity'
import { sqlStore } from './store'
import { STRIPE_WEBHOOK_PATH, stripeWebhookHandler } from './stripe-webhook'

export interface ServerOptions {
  /** DATABASE_URL: a PostgreSQL server; none: an embedded PGlite in pgliteDir. */
  databaseUrl?: string
  /** PGLITE_DIR (default .data/pglite); 'memory' for a throwaway database. */
  pgliteDir?: string
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
  /**
   * The delivery queue: 'work' sends deliveries from this process (npm run server), 'enqueue'
   * only queues them for workers elsewhere (npm run worker, the scheduled function), 'off' leaves
   * them in the outbox (tests that send them themselves).
   */
  deliveries?: 'work' | 'enqueue' | 'off'
  deliveryQueue?: Partial<DeliveryQueueSettings>
  ranking?: RankingSettings
  log?: (message: string, fields?: Record<string, unknown>) => void
}

export interface ApiServer {
  handler: ApiHandler
  ports: Ports
  database: Database
  /** null when deliveries is 'off'. */
  deliveryQueue: DeliveryQueue | null
  close(): Promise<void>
}

/** The shared API (backend/) over PostgreSQL or PGlite, firebase-admin and the given payments. */
export async function createApiServer(options: ServerOptions): Promise<ApiServer> {
  const database = await openDatabase({ url: options.databaseUrl, pgliteDir: options.pgliteDir })
  const { db } = database
  const clock = options.clock ?? { now: () => new Date() }
  const game = options.game ?? { port: postgresGame(db), close: async () => undefined }
  if (options.seedDemo) {
    // Instances starting together: one seeds, the others find the data there.
    await database.oneAtATime(async () => {
      await seedDemo(db)
      if (!options.game) await seedDemoGame(db, STANDALONE_GAME)
    })
  }
  let deliveryQueue: DeliveryQueue | null = null
  const store = sqlStore(db, { onDeliveriesEnqueued: (ids) => deliveryQueue?.wake(ids) })
  const ports: Ports = {
    store,
    identity: firebaseIdentity({
      projectId: options.projectId,
      onCaller: (caller) => ensureProfile(db, caller, { demo: options.seedDemo, now: clock.now() }),
    }),
    game: game.port,
    payments: options.payments,
    clock,
  }
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
  }
  const api = createApiHandler(ports, { ranking: options.ranking ?? DEFAULT_RANKING })
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
  async function close() {
    await deliveryQueue?.stop()
    await game.close()
    await database.close()
  }
  return { handler, ports, database, deliveryQueue, close }
}
