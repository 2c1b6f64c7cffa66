import type { ServerOptions } from './app'
import { pendingPayments, priceIdsFromEnv, stripeFromEnv, stripePayments } from './payments'

export interface NodeConfig extends ServerOptions {
  port: number
  host: string
  webOrigins: string[]
}

/** The server's configuration from its environment (see the README, « Serveur API »). */
export function configFromEnv(env: NodeJS.ProcessEnv): NodeConfig {
  const webOrigins = (env.WEB_ORIGINS ?? 'http://localhost:5173')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const priceIds = priceIdsFromEnv(env)
  const stripe = stripeFromEnv(env)
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR || '.data/pglite',
    projectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || 'demo-airflyff',
    seedDemo: env.SEED_DEMO === '1',
    payments: stripe ? stripePayments(stripe, priceIds, webOrigins) : pendingPayments(priceIds),
    stripe: stripe && webhookSecret ? { client: stripe, webhookSecret } : undefined,
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    webOrigins,
  }
}
