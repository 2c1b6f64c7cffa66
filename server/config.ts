import { resolve } from 'node:path'
import { z } from 'zod'
import { trustedHopsFrom } from '@backend/http/client-ip'
import {
  DEFAULT_LIMITS,
  type ActionLimit,
  type LimitSettings,
  type LimitedAction,
} from '@backend/http/rate-limits'
import { DEFAULT_APPROVAL_THRESHOLD } from '@contract/schemas'
import { secondFactorFromEnv, secondFactorKeyProblem } from './second-factor-settings'
import type { ServerOptions } from './http/app'
import { DEFAULT_DB_TIMEOUTS } from './db/client'
import { mssqlGameSettingsFromEnv, openMssqlGame } from './game/mssql'
import { DEFAULT_SHUTDOWN_GRACE_S } from './http/http'
import { gameServerSettingsFromEnv, tcpGameServers } from './adapters/game-servers'
import { DEFAULT_DELIVERY_QUEUE } from './jobs/delivery-queue'
import { DEFAULT_OUTAGE_WATCH } from './jobs/outage-watch'
import { DEFAULT_ALERTS } from '@backend/domain/alerts'
import { saleSettingsFromEnv, smtpSettingsFromEnv } from './sale-config'
import { pendingPayments, priceIdsFromEnv, stripeFromEnv, stripePayments } from './stripe/payments'

export interface NodeConfig extends ServerOptions {
  port: number
  host: string
  webOrigins: string[]
  /** TRUST_PROXY_HOPS: the platform's proxies in front of the server (docs/votes.md). */
  trustProxyHops: number
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

/** The environment variable of each limited call the server serves (sign-in is Firebase's). */
export const RATE_LIMIT_VARIABLES = {
  gameAccounts: 'RATE_LIMIT_GAME_ACCOUNTS',
  voteRequest: 'RATE_LIMIT_VOTE_REQUEST',
  voteValidate: 'RATE_LIMIT_VOTE_VALIDATE',
  checkout: 'RATE_LIMIT_CHECKOUT',
  transfer: 'RATE_LIMIT_TRANSFER',
  claim: 'RATE_LIMIT_CLAIM',
  accountsRead: 'RATE_LIMIT_ACCOUNTS_READ',
  dataExport: 'RATE_LIMIT_DATA_EXPORT',
  consoleRead: 'RATE_LIMIT_CONSOLE_READ',
  secondFactor: 'RATE_LIMIT_SECOND_FACTOR',
} as const satisfies Partial<Record<LimitedAction, string>>

const count = z.coerce.number().int().positive().max(1_000_000)

/** '<per player>,<per address>/<window in seconds>', e.g. '10,30/600'. */
const ActionLimitSchema = z
  .string()
  .trim()
  .regex(/^\d+,\d+\/\d+$/, 'expected <per player>,<per address>/<seconds>, e.g. 10,30/600')
  .transform((text) => text.split(/[,/]/))
  .pipe(z.tuple([count, count, count.max(30 * 24 * 3600)]))
  .transform(([perPlayer, perIp, windowS]): ActionLimit => ({ perPlayer, perIp, windowS }))

/**
 * The rate limits and the cap of game accounts (docs/api-server.md): each RATE_LIMIT_* variable
 * replaces one call's default, MAX_GAME_ACCOUNTS the cap (default 5). A malformed one stops the
 * start with its name.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): LimitSettings {
  const actions = { ...DEFAULT_LIMITS.actions }
  for (const [action, name] of Object.entries(RATE_LIMIT_VARIABLES) as [LimitedAction, string][]) {
    const value = env[name]
    if (!value) continue
    const parsed = ActionLimitSchema.safeParse(value)
    if (!parsed.success) {
      throw new Error(
        `${name} ${parsed.error.issues[0]?.message ?? 'is malformed'} (got ${JSON.stringify(value)})`,
      )
    }
    actions[action] = parsed.data
  }
  const maxGameAccounts = count.safeParse(env.MAX_GAME_ACCOUNTS ?? DEFAULT_LIMITS.maxGameAccounts)
  if (!maxGameAccounts.success) {
    throw new Error(
      `MAX_GAME_ACCOUNTS must be a positive whole number (got ${JSON.stringify(env.MAX_GAME_ACCOUNTS)})`,
    )
  }
  const threshold = count.safeParse(env.APPROVAL_THRESHOLD ?? DEFAULT_APPROVAL_THRESHOLD)
  if (!threshold.success) {
    throw new Error(
      `APPROVAL_THRESHOLD must be a positive whole number of AirPoints (got ${JSON.stringify(env.APPROVAL_THRESHOLD)})`,
    )
  }
  return {
    actions,
    maxGameAccounts: maxGameAccounts.data,
    approvalThreshold: threshold.data,
    secondFactor: secondFactorFromEnv(env),
    loyaltyClaimConsent: loyaltyClaimConsentFromEnv(env),
  }
}

/** LOYALTY_CLAIM_CONSENT: `on` or `off` (default), anything else stops the start (decision 064). */
export function loyaltyClaimConsentFromEnv(env: NodeJS.ProcessEnv): boolean {
  const value = env.LOYALTY_CLAIM_CONSENT ?? ''
  if (value === '' || value === 'off') return false
  if (value === 'on') return true
  throw new Error(`LOYALTY_CLAIM_CONSENT must be on or off (got ${JSON.stringify(value)})`)
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/**
 * Under NODE_ENV=production, the settings of a developer's machine stop the start with the
 * setting's name: the Auth Emulator (firebase-admin would accept its unsigned tokens, an `admin`
 * claim included), the demo data, a web origin on this machine, a demo Firebase project.
 */
export function checkProductionSettings(env: NodeJS.ProcessEnv, webOrigins: string[]): void {
  if (env.NODE_ENV !== 'production') return
  const refuse = (why: string) => {
    throw new Error(`NODE_ENV=production: ${why}. The server does not start.`)
  }
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    refuse(
      'FIREBASE_AUTH_EMULATOR_HOST is set (unsigned emulator tokens would be accepted); unset it',
    )
  }
  if (env.SEED_DEMO === '1') refuse('SEED_DEMO=1 loads the demo players and data; unset it')
  const keyProblem = secondFactorKeyProblem(env)
  if (keyProblem) refuse(keyProblem)
  const local = webOrigins.filter((origin) => {
    try {
      return LOOPBACK.test(new URL(origin).hostname)
    } catch {
      return false
    }
  })
  if (local.length > 0 || !env.WEB_ORIGINS) {
    refuse(
      `WEB_ORIGINS ${env.WEB_ORIGINS ? `names this machine (${local.join(', ')})` : 'is not set (default http://localhost:5173)'}; set it to the portal's origins, e.g. https://airflyff.fr`,
    )
  }
  const project = env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT
  if (!project || project.startsWith('demo-')) {
    refuse(
      `FIREBASE_PROJECT_ID ${project ? `is a demo project (${project})` : 'is not set (default demo-airflyff)'}; set it to the Firebase project of the portal`,
    )
  }
}

/** The server's configuration from its environment (see the README, « Serveur API »). */
export function configFromEnv(env: NodeJS.ProcessEnv): NodeConfig {
  const webOrigins = (env.WEB_ORIGINS ?? 'http://localhost:5173')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  checkProductionSettings(env, webOrigins)
  const priceIds = priceIdsFromEnv(env)
  const stripe = stripeFromEnv(env)
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET
  const siteOrigin = (env.SITE_ORIGIN || webOrigins[0] || 'https://airflyff.fr').replace(/\/+$/, '')
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR || '.data/pglite',
    databaseTimeouts: {
      connectMs: positive(
        env.DATABASE_CONNECT_TIMEOUT_MS,
        DEFAULT_DB_TIMEOUTS.connectMs,
        'DATABASE_CONNECT_TIMEOUT_MS',
      ),
      statementMs: positive(
        env.DATABASE_STATEMENT_TIMEOUT_MS,
        DEFAULT_DB_TIMEOUTS.statementMs,
        'DATABASE_STATEMENT_TIMEOUT_MS',
      ),
    },
    projectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || 'demo-airflyff',
    seedDemo: env.SEED_DEMO === '1',
    payments: stripe ? stripePayments(stripe, priceIds, webOrigins) : pendingPayments(priceIds),
    stripe: stripe && webhookSecret ? { client: stripe, webhookSecret } : undefined,
    ranking: {
      size: positive(env.RANKING_SIZE, 100, 'RANKING_SIZE'),
      ttlMs: positive(env.RANKING_TTL_SECONDS, 60, 'RANKING_TTL_SECONDS') * 1000,
    },
    deliveries: deliveriesMode(env.DELIVERIES),
    gameServers: tcpGameServers(gameServerSettingsFromEnv(env)),
    deliveryQueue: {
      stalledAfterHours: positive(
        env.DELIVERY_STALLED_AFTER_HOURS,
        DEFAULT_DELIVERY_QUEUE.stalledAfterHours,
        'DELIVERY_STALLED_AFTER_HOURS',
      ),
    },
    voteSiteTimeoutMs: positive(env.VOTE_SITE_TIMEOUT_MS, 3000, 'VOTE_SITE_TIMEOUT_MS'),
    limits: limitsFromEnv(env),
    secondFactorKey: env.TOTP_ENCRYPTION_KEY || undefined,
    trustProxyHops: trustedHopsFrom(env.TRUST_PROXY_HOPS),
    shutdownGraceS: positive(env.SHUTDOWN_GRACE_S, DEFAULT_SHUTDOWN_GRACE_S, 'SHUTDOWN_GRACE_S'),
    siteOrigin,
    siteDist: env.SITE_DIST || undefined,
    discord: { webhooks: discordWebhooksFromEnv(env) },
    ...alertsFromEnv(env),
    sale: saleSettingsFromEnv(env, siteOrigin),
    mail: smtpSettingsFromEnv(env),
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    webOrigins,
  }
}

/** The alerts' settings (docs/operator-console.md, « Alertes »; decision 060). */
export function alertsFromEnv(env: NodeJS.ProcessEnv) {
  return {
    alerts: {
      purchasePoints: positive(
        env.ALERT_PURCHASE_POINTS,
        DEFAULT_ALERTS.purchasePoints,
        'ALERT_PURCHASE_POINTS',
      ),
    },
    outageWatch: {
      intervalS: positive(
        env.ALERT_CHECK_INTERVAL_S,
        DEFAULT_OUTAGE_WATCH.intervalS,
        'ALERT_CHECK_INTERVAL_S',
      ),
      downAfterS: positive(
        env.ALERT_OUTAGE_AFTER_S,
        DEFAULT_OUTAGE_WATCH.downAfterS,
        'ALERT_OUTAGE_AFTER_S',
      ),
    },
    banJobCron: env.BAN_JOB_CRON || undefined,
  }
}

/** The Discord webhook of each channel (docs/api-server.md); unset: that channel sends nothing. */
export const DISCORD_WEBHOOK_VARIABLES = {
  announcements: 'DISCORD_ANNOUNCEMENTS_WEBHOOK_URL',
  alerts: 'DISCORD_ALERTS_WEBHOOK_URL',
  audit: 'DISCORD_AUDIT_WEBHOOK_URL',
} as const

/** Each set webhook must be an https address (a malformed one stops the start with its name). */
export function discordWebhooksFromEnv(env: NodeJS.ProcessEnv) {
  const webhooks: Partial<Record<keyof typeof DISCORD_WEBHOOK_VARIABLES, string>> = {}
  for (const [channel, name] of Object.entries(DISCORD_WEBHOOK_VARIABLES)) {
    const value = env[name]?.trim()
    if (!value) continue
    if (!/^https:\/\/\S+$/.test(value) && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(value)) {
      throw new Error(`${name} must be an https:// address (a Discord webhook URL)`)
    }
    webhooks[channel as keyof typeof DISCORD_WEBHOOK_VARIABLES] = value
  }
  return webhooks
}

/** DELIVERIES: 'work' (default: this process sends them), 'enqueue' (workers elsewhere), 'off'. */
function deliveriesMode(value: string | undefined): NonNullable<ServerOptions['deliveries']> {
  if (!value) return 'work'
  if (value === 'work' || value === 'enqueue' || value === 'off') return value
  throw new Error(`DELIVERIES must be work, enqueue or off (got ${JSON.stringify(value)})`)
}

const MEMORY = (dir: string | undefined) => !dir || dir === 'memory'

/**
 * A Node server in production (NODE_ENV=production) keeps its data in PostgreSQL, or in an
 * embedded PGlite only when PGLITE_DIR names its folder: never by default nor in memory, where a
 * forgotten DATABASE_URL would go unnoticed until a restart or a second instance lost or split the
 * players' data.
 */
export function checkNodeDatabase(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production' || env.DATABASE_URL || !MEMORY(env.PGLITE_DIR)) return
  throw new Error(
    'NODE_ENV=production without DATABASE_URL: set DATABASE_URL to the PostgreSQL server ' +
      '(postgres://user:password@host:5432/db), or, to keep an embedded PGlite database on this ' +
      'machine, set PGLITE_DIR to its folder (not "memory").',
  )
}

/**
 * The Cloud Functions entry needs PostgreSQL: a function instance's disk is its own and does not
 * last, so PGlite there would give each instance its own database, lost when it is recycled.
 */
export function checkFunctionsDatabase(env: NodeJS.ProcessEnv): void {
  if (env.DATABASE_URL) return
  throw new Error(
    'DATABASE_URL is required by the Cloud Functions entry (server/entry/functions.ts): without it each ' +
      'function instance would keep its own embedded database on a disk that does not last. Set ' +
      'DATABASE_URL to the PostgreSQL server (postgres://user:password@host:5432/db).',
  )
}

/**
 * Where the data is, for the start-up log: PGlite's folder ('memory'), or the PostgreSQL server
 * and database of DATABASE_URL, never its user or password.
 */
export function databaseWhere({
  databaseUrl,
  pgliteDir,
}: Pick<NodeConfig, 'databaseUrl' | 'pgliteDir'>): string {
  if (!databaseUrl) return MEMORY(pgliteDir) ? 'memory' : resolve(pgliteDir as string)
  try {
    // Without the user and password first: a URL cannot have them with an empty host.
    const url = new URL(databaseUrl.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1'))
    // A Unix socket (Cloud SQL: postgres:///db?host=/cloudsql/...) is in the host parameter.
    const host = url.searchParams.get('host') || url.hostname || 'localhost'
    return `${host}${url.port ? `:${url.port}` : ''}${url.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a URL)'
  }
}
