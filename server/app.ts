import type Stripe from 'stripe'
import { createApiHandler, type ApiHandler } from '@backend/handler'
import type { ClockPort, PaymentsPort, Ports } from '@backend/ports'
import { openDatabase, type Database } from './db/client'
import { ensureProfile, seedDemo } from './demo-seed'
import { sqlGameServer } from './game-server'
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
}

export interface ApiServer {
  handler: ApiHandler
  ports: Ports
  database: Database
  close(): Promise<void>
}

/** The shared API (backend/) over PostgreSQL or PGlite, firebase-admin and the given payments. */
export async function createApiServer(options: ServerOptions): Promise<ApiServer> {
  const database = await openDatabase({ url: options.databaseUrl, pgliteDir: options.pgliteDir })
  const { db } = database
  if (options.seedDemo) await seedDemo(db)
  const clock = options.clock ?? { now: () => new Date() }
  const ports: Ports = {
    store: sqlStore(db),
    identity: firebaseIdentity({
      projectId: options.projectId,
      onCaller: (caller) => ensureProfile(db, caller, { demo: options.seedDemo, now: clock.now() }),
    }),
    gameServer: sqlGameServer(db),
    payments: options.payments,
    clock,
  }
  const api = createApiHandler(ports)
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
  return { handler, ports, database, close: () => database.close() }
}
