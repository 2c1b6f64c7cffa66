// Relative imports, no build constant: vite.config.ts loads this file as it is, to check a
// build's settings before building (a browser reads it only on the dev server).
import { MOCK_PRICE_IDS, PACK_IDS, type PackId } from '../../../contract/catalog/packs.ts'
import { EMBEDDED_API_BASE } from '../../../contract/embedded.ts'
// The mini build of zod: the dev server checks the settings before the first render.
import * as z from 'zod/v4-mini'
import { buildSettingsProblems, switchesOf, type BuildPurpose } from './build-rules.ts'
import { LEGAL_PLACEHOLDER } from './legal-placeholder.ts'

// No code generated at run time: the settings are checked once, where compiling a parser costs
// more than it saves, and a Content-Security-Policy without 'unsafe-eval' must hold.
z.config({ jitless: true })

const optionalText = z.optional(z.string())

const envSchema = z.object({
  // 'mock' or an https:// URL: checked by buildSettingsProblems (src/shared/config/build-rules.ts).
  VITE_API: z._default(z.string(), 'mock'),
  VITE_AUTH: z._default(
    z.enum(['mock', 'firebase'], { error: 'VITE_AUTH doit valoir « mock » ou « firebase »' }),
    'mock',
  ),
  VITE_STRIPE_PRICE_IDS: optionalText,
  VITE_FIREBASE_API_KEY: optionalText,
  VITE_FIREBASE_AUTH_DOMAIN: optionalText,
  VITE_FIREBASE_PROJECT_ID: optionalText,
  VITE_FIREBASE_APP_ID: optionalText,
  VITE_LEGAL_PUBLISHER: optionalText,
  VITE_LEGAL_DIRECTOR: optionalText,
  VITE_LEGAL_ADDRESS: optionalText,
  VITE_LEGAL_CONTACT: optionalText,
  VITE_LEGAL_HOST: optionalText,
  VITE_LEGAL_DATA_OFFICER: optionalText,
  VITE_LEGAL_MEDIATOR: optionalText,
  VITE_LEGAL_MEDIATOR_URL: optionalText,
  VITE_FIREBASE_AUTH_EMULATOR_URL: z.optional(
    z.union([z.literal(''), z.url()], {
      error: 'VITE_FIREBASE_AUTH_EMULATOR_URL doit être une URL',
    }),
  ),
})

export interface FirebaseSettings {
  apiKey: string
  authDomain: string
  projectId: string
  appId?: string
  /** e.g. http://127.0.0.1:9099 to use the Firebase Auth Emulator. */
  emulatorUrl?: string
}

/** Who runs the portal, as the « Mentions légales » and the privacy policy name them (LCEN, RGPD). */
export interface LegalSettings {
  /** The publisher: a person's name, or a company's name and legal form. */
  publisher: string
  /** The director of publication. */
  director: string
  /** The publisher's postal address. */
  address: string
  /** How to reach the publisher: an e-mail address (and a phone number, where there is one). */
  contact: string
  /** The host: its name, address and phone number. */
  host: string
  /** Whom a player writes to about his personal data. */
  dataOfficer: string
  /** The consumer mediator the operator chose (Code de la consommation, L612-1 and L616-1). */
  mediator: string
  /** The mediator's website, where a player refers a dispute to it. */
  mediatorUrl: string
}

export interface AppConfig {
  api: { mode: 'mock'; baseUrl: typeof EMBEDDED_API_BASE } | { mode: 'live'; baseUrl: string }
  auth: 'mock' | 'firebase'
  firebase: FirebaseSettings | null
  priceIds: Record<PackId, string>
  legal: LegalSettings
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] }

function livePriceIds(raw: string | undefined): Record<PackId, string> | null {
  const ids = (raw ?? '').split(',').map((id) => id.trim())
  if (ids.length !== PACK_IDS.length || ids.some((id) => id === '')) return null
  return Object.fromEntries(PACK_IDS.map((id, i) => [id, ids[i]])) as Record<PackId, string>
}

/**
 * Reads and checks the settings for a build of this purpose, in French messages naming the
 * variable. A build (vite.config.ts) refuses to build on any of them and gives the browser the
 * checked settings (src/shared/config/app-config.ts); the dev server shows them in the page.
 */
export function readConfig(
  raw: Record<string, unknown>,
  purpose: BuildPurpose = 'dev',
): ConfigResult {
  const parsed = z.safeParse(envSchema, raw)
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) }
  }
  const env = parsed.data
  const problems = buildSettingsProblems(env, purpose)
  if (problems.length > 0) return { ok: false, problems }
  const { api } = switchesOf(env)

  let priceIds = MOCK_PRICE_IDS
  if (api !== 'mock') {
    const ids = livePriceIds(env.VITE_STRIPE_PRICE_IDS)
    if (ids) priceIds = ids
    else
      problems.push(
        `VITE_STRIPE_PRICE_IDS doit lister ${PACK_IDS.length} identifiants de prix Stripe séparés par des virgules (${PACK_IDS.join(', ')})`,
      )
  }

  let firebase: FirebaseSettings | null = null
  if (env.VITE_AUTH === 'firebase') {
    const required = {
      apiKey: ['VITE_FIREBASE_API_KEY', env.VITE_FIREBASE_API_KEY],
      authDomain: ['VITE_FIREBASE_AUTH_DOMAIN', env.VITE_FIREBASE_AUTH_DOMAIN],
      projectId: ['VITE_FIREBASE_PROJECT_ID', env.VITE_FIREBASE_PROJECT_ID],
    } as const
    for (const [name, value] of Object.values(required)) {
      if (!value) problems.push(`${name} est manquant`)
    }
    firebase = {
      apiKey: env.VITE_FIREBASE_API_KEY ?? '',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
      projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
      appId: env.VITE_FIREBASE_APP_ID || undefined,
      emulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL || undefined,
    }
  }

  // The operator's details: required in production (a site that sells must name its publisher
  // and its host), shown as not given in any other build.
  const given = (name: `VITE_LEGAL_${string}` & keyof typeof env) => {
    const value = env[name]?.trim()
    if (!value && purpose === 'live') problems.push(`${name} est manquant (pages légales)`)
    return value || LEGAL_PLACEHOLDER
  }
  const legal: LegalSettings = {
    publisher: given('VITE_LEGAL_PUBLISHER'),
    director: given('VITE_LEGAL_DIRECTOR'),
    address: given('VITE_LEGAL_ADDRESS'),
    contact: given('VITE_LEGAL_CONTACT'),
    host: given('VITE_LEGAL_HOST'),
    dataOfficer: given('VITE_LEGAL_DATA_OFFICER'),
    mediator: given('VITE_LEGAL_MEDIATOR'),
    mediatorUrl: given('VITE_LEGAL_MEDIATOR_URL'),
  }
  if (legal.mediatorUrl !== LEGAL_PLACEHOLDER && !/^https?:\/\/\S+$/.test(legal.mediatorUrl)) {
    problems.push("VITE_LEGAL_MEDIATOR_URL doit être l'adresse du site du médiateur (https://…)")
  }

  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    config: {
      api:
        api === 'mock'
          ? { mode: 'mock', baseUrl: EMBEDDED_API_BASE }
          : { mode: 'live', baseUrl: api.replace(/\/$/, '') },
      auth: env.VITE_AUTH,
      firebase,
      priceIds,
      legal,
    },
  }
}
