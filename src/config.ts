import { PACK_IDS, type PackId, MOCK_PRICE_IDS } from '@contract/catalog'
import { z } from 'zod'

const firebaseSchema = z.object({
  apiKey: z.string().min(1, 'VITE_FIREBASE_API_KEY est manquant'),
  authDomain: z.string().min(1, 'VITE_FIREBASE_AUTH_DOMAIN est manquant'),
  projectId: z.string().min(1, 'VITE_FIREBASE_PROJECT_ID est manquant'),
  appId: z.string().optional(),
  /** e.g. http://127.0.0.1:9099 to use the Firebase Auth Emulator. */
  emulatorUrl: z.string().url('VITE_FIREBASE_AUTH_EMULATOR_URL doit être une URL').optional(),
})

/** Static: a build whose API switch is live carries no mock price ids. */
const MOCK_API_BUILD = (import.meta.env.VITE_API ?? 'mock') === 'mock'

const envSchema = z
  .object({
    VITE_API: z
      .union([z.literal('mock'), z.string().url('VITE_API doit valoir « mock » ou une URL')])
      .default('mock'),
    VITE_AUTH: z
      .enum(['mock', 'firebase'], {
        errorMap: () => ({ message: 'VITE_AUTH doit valoir « mock » ou « firebase »' }),
      })
      .default('mock'),
    VITE_STRIPE_PRICE_IDS: z.string().optional(),
    VITE_FIREBASE_API_KEY: z.string().optional(),
    VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
    VITE_FIREBASE_PROJECT_ID: z.string().optional(),
    VITE_FIREBASE_APP_ID: z.string().optional(),
    VITE_FIREBASE_AUTH_EMULATOR_URL: z.string().optional(),
  })
  .transform((env, ctx) => {
    const apiMode = env.VITE_API === 'mock' ? 'mock' : 'live'
    // A live build has a live API: its ids come from VITE_STRIPE_PRICE_IDS just below.
    let priceIds = (MOCK_API_BUILD ? MOCK_PRICE_IDS : {}) as Record<PackId, string>
    if (apiMode === 'live') {
      const ids = (env.VITE_STRIPE_PRICE_IDS ?? '').split(',').map((id) => id.trim())
      if (ids.length !== PACK_IDS.length || ids.some((id) => id === '')) {
        ctx.addIssue({
          code: 'custom',
          message: `VITE_STRIPE_PRICE_IDS doit lister ${PACK_IDS.length} identifiants de prix Stripe séparés par des virgules (${PACK_IDS.join(', ')})`,
        })
        return z.NEVER
      }
      priceIds = Object.fromEntries(PACK_IDS.map((id, i) => [id, ids[i]])) as Record<PackId, string>
    }
    let firebase: z.infer<typeof firebaseSchema> | null = null
    if (env.VITE_AUTH === 'firebase') {
      const parsed = firebaseSchema.safeParse({
        apiKey: env.VITE_FIREBASE_API_KEY,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        appId: env.VITE_FIREBASE_APP_ID || undefined,
        emulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL || undefined,
      })
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message })
        return z.NEVER
      }
      firebase = parsed.data
    }
    return {
      api:
        apiMode === 'mock'
          ? ({ mode: 'mock', baseUrl: '/api' } as const)
          : ({ mode: 'live', baseUrl: env.VITE_API.replace(/\/$/, '') } as const),
      auth: env.VITE_AUTH,
      firebase,
      priceIds,
      /** Where a checkout may send the browser: Stripe in live mode, the embedded page in mock mode. */
      checkoutOrigins: apiMode === 'mock' ? ['self'] : ['https://checkout.stripe.com'],
    }
  })

export type AppConfig = z.output<typeof envSchema>

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] }

/** Reads and checks the build's settings; a bad live setting gives French messages, never a blank page. */
export function readConfig(env: Record<string, unknown>): ConfigResult {
  const parsed = envSchema.safeParse(env)
  if (parsed.success) return { ok: true, config: parsed.data }
  return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) }
}
