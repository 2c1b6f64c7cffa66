import type { ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import pg from 'pg'
import { findPostgresBin, startPostgresCluster } from '../../server/pg-cluster'
import { startSmtpStandIn } from '../../server/smtp-stand-in'
import { firebaseJson, withoutFunctionRewrites } from './hosting-stack'
import { buildPortal, run, start, stop, waitFor } from './processes'
import {
  PRICES,
  WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from './stripe-live-stand-in'
import { paths } from '@/shared/routing/paths'

/**
 * The portal as players get it, on this machine only: the live build (both switches live, built
 * with `--mode test` so that its API may be http://127.0.0.1 and its Firebase the Auth Emulator),
 * the product's API server (`server/entry/node.ts` on a throwaway PostgreSQL cluster, demo data, the
 * standalone game in the same database, its delivery queue running), the Firebase Auth
 * Emulator, and a stand-in for Stripe: its API (the server's Stripe host points at it) and its
 * hosted Checkout page (the test routes the browser's `checkout.stripe.com` to it). The build is
 * served by the Firebase Hosting emulator with the `hosting` section of firebase.json, its
 * security headers included: the policy's production origins (the API, Google's identity
 * endpoints) are replaced by this machine's (the API server, the Auth Emulator), nothing else.
 *
 * Its own ports, so that it runs beside the mock-mode suite and the Firebase spec's emulator;
 * LIVE_PORT_OFFSET moves them all, so that two checkouts on one machine run it side by side (an
 * offset of 1000 keeps clear of the default ports).
 */
const OFFSET = Number(process.env.LIVE_PORT_OFFSET ?? 0)
export const LIVE = {
  appPort: 4177 + OFFSET,
  apiPort: 8787 + OFFSET,
  emulatorPort: 9199 + OFFSET,
  hubPort: 4402 + OFFSET,
  loggingPort: 4502 + OFFSET,
  project: 'demo-airflyff',
} as const

export const LIVE_APP_URL = `http://127.0.0.1:${LIVE.appPort}`
export const LIVE_API_URL = `http://127.0.0.1:${LIVE.apiPort}`
export const EMULATOR_URL = `http://127.0.0.1:${LIVE.emulatorPort}`
const BUILD_DIR = join('test-results', 'live-dist')
const CONFIG_FILE = join('test-results', 'firebase.live.json')

/** The production origins of the policy, and what stands for them here. */
const LOCAL_ORIGINS: Record<string, string> = {
  'https://api.airflyff.fr': LIVE_API_URL,
  'https://identitytoolkit.googleapis.com': EMULATOR_URL,
  'https://securetoken.googleapis.com': '',
}

/**
 * firebase.json for this stack: its hosting section on the live build, the policy's production
 * origins replaced by the local ones, the Auth and Hosting emulators on this stack's ports.
 */
function writeEmulatorConfig() {
  const config = withoutFunctionRewrites(firebaseJson())
  config.hosting.public = relative(dirname(CONFIG_FILE), BUILD_DIR)
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue
      for (const [origin, local] of Object.entries(LOCAL_ORIGINS)) {
        if (!header.value.includes(origin)) throw new Error(`the policy no longer names ${origin}`)
        header.value = header.value.replace(` ${origin}`, local ? ` ${local}` : '')
      }
    }
  }
  const host = '127.0.0.1'
  config.emulators = {
    auth: { host, port: LIVE.emulatorPort },
    hosting: { host, port: LIVE.appPort },
    hub: { host, port: LIVE.hubPort },
    logging: { host, port: LIVE.loggingPort },
    ui: { enabled: false },
  }
  mkdirSync(dirname(CONFIG_FILE), { recursive: true })
  writeFileSync(CONFIG_FILE, JSON.stringify(config, null, 2))
}

export interface LiveStack {
  stripe: StripeStandIn
  /** The SMTP stand-in the API server sends its e-mails to (confirmations, receipts). */
  smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
  /** A query on the API server's database, where the standalone game keeps its tables. */
  query<T>(text: string, values?: unknown[]): Promise<T[]>
  stop(): Promise<void>
}

const appEnv = {
  VITE_API: LIVE_API_URL,
  VITE_AUTH: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${LIVE.project}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: LIVE.project,
  VITE_FIREBASE_AUTH_EMULATOR_URL: EMULATOR_URL,
  VITE_STRIPE_PRICE_IDS: PRICES.map((p) => p.priceId).join(','),
}

export async function startLiveStack(): Promise<LiveStack> {
  const bin = findPostgresBin()
  if (!bin) throw new Error('the live stack needs initdb and pg_ctl (Debian package postgresql)')
  const cluster = await startPostgresCluster(bin)
  const pool = new pg.Pool({ connectionString: cluster.url, max: 2 })
  const stripe = await startStripeStandIn(LIVE_API_URL)
  const smtp = await startSmtpStandIn()
  const children: ChildProcess[] = []
  const stopAll = async () => {
    await Promise.all(children.map(stop))
    await stripe.close()
    await smtp.close()
    await pool.end()
    cluster.stop()
  }
  try {
    const api = start('npx', ['tsx', 'server/entry/node.ts'], {
      PORT: String(LIVE.apiPort),
      HOST: '127.0.0.1',
      DATABASE_URL: cluster.url,
      SEED_DEMO: '1',
      FIREBASE_PROJECT_ID: LIVE.project,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${LIVE.emulatorPort}`,
      WEB_ORIGINS: LIVE_APP_URL,
      // The build below: its news item page, read at the first request for one.
      SITE_DIST: BUILD_DIR,
      STRIPE_SECRET_KEY: 'sk_test_live_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: new URL(stripe.url).port,
      STRIPE_API_PROTOCOL: 'http',
      ...Object.fromEntries(PRICES.map((p) => [`STRIPE_PRICE_${p.pack.toUpperCase()}`, p.priceId])),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'AirFlyff <ventes@portail.test>',
    })
    children.push(api)
    await buildPortal(BUILD_DIR, appEnv)
    writeEmulatorConfig()
    // CI=1: the CLI skips its online news check (there is no network here).
    const emulators = start(
      'npx',
      [
        'firebase',
        'emulators:start',
        '--only',
        'auth,hosting',
        '--project',
        LIVE.project,
        '--config',
        CONFIG_FILE,
      ],
      { CI: '1' },
    )
    children.push(emulators)
    await Promise.all([
      waitFor(EMULATOR_URL, emulators, 150_000),
      waitFor(`${LIVE_API_URL}${paths.ranking}/characters`, api, 150_000),
      waitFor(LIVE_APP_URL, emulators, 150_000),
    ])
    await fetch(`${EMULATOR_URL}/emulator/v1/projects/${LIVE.project}/accounts`, {
      method: 'DELETE',
    })
    const query = async <T>(text: string, values: unknown[] = []) =>
      (await pool.query(text, values)).rows as T[]
    return { stripe, smtp, query, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/** The out-of-band link the emulator "sent" to this address last (verification, reset). */
export async function lastEmailLink(email: string, requestType: string): Promise<string> {
  const response = await fetch(`${EMULATOR_URL}/emulator/v1/projects/${LIVE.project}/oobCodes`)
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[]
  }
  const link = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1)
  if (!link) throw new Error(`no ${requestType} email for ${email}`)
  return link.oobLink
}

/** Deletes a user in the emulator: their session is revoked (the API asks the emulator). */
export async function deleteEmulatorUser(email: string) {
  const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' }
  const base = `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${LIVE.project}`
  const found = await fetch(`${base}/accounts:lookup`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ email: [email] }),
  })
  const { users } = (await found.json()) as { users?: { localId: string }[] }
  const localId = users?.[0]?.localId
  if (!localId) throw new Error(`no emulator user ${email}`)
  await fetch(`${base}/accounts:delete`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ localId }),
  })
}

/**
 * Makes the emulator user with this email an operator, as the team does it: `npm run admin --
 * grant <email>` (firebase-admin's custom claim, on the Auth Emulator of this stack).
 */
export function grantOperator(email: string) {
  return run('npm', ['run', '--silent', 'admin', '--', 'grant', email], {
    FIREBASE_PROJECT_ID: LIVE.project,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${LIVE.emulatorPort}`,
  })
}
