import type { ServerOptions } from './app'
import { mssqlGameSettingsFromEnv, openMssqlGame } from './game/mssql'
import { pendingPayments, priceIdsFromEnv, stripeFromEnv, stripePayments } from './payments'

export interface NodeConfig extends ServerOptions {
  port: number
  host: string
  webOrigins: string[]
}

const positive = (value: string | undefined, fallback: number, name: string) => {
  if (!value) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number <= 0) {
    throw new Error(`${name} must be a positive whole number (got ${JSON.stringify(value)})`)
  }
  return number
}

/**
 * The game: its SQL Server when GAME_DB_URL is set (docs/deploying.md lists the settings), or
 * undefined for the standalone game in the portal's own database.
 */
export async function gameFromEnv(env: NodeJS.ProcessEnv): Promise<ServerOptions['game']> {
  const settings = mssqlGameSettingsFromEnv(env)
  if (!settings) return undefined
  const { game, close } = await openMssqlGame(settings)
  return { port: game, close }
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
    ranking: {
      size: positive(env.RANKING_SIZE, 100, 'RANKING_SIZE'),
      ttlMs: positive(env.RANKING_TTL_SECONDS, 60, 'RANKING_TTL_SECONDS') * 1000,
    },
    deliveries: deliveriesMode(env.DELIVERIES),
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    webOrigins,
  }
}

/** DELIVERIES: 'work' (default: this process sends them), 'enqueue' (workers elsewhere), 'off'. */
function deliveriesMode(value: string | undefined): NonNullable<ServerOptions['deliveries']> {
  if (!value) return 'work'
  if (value === 'work' || value === 'enqueue' || value === 'off') return value
  throw new Error(`DELIVERIES must be work, enqueue or off (got ${JSON.stringify(value)})`)
}
