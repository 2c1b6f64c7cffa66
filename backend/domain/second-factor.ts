import { Secret, TOTP } from 'otpauth'
import { DEFAULT_APPROVAL_THRESHOLD } from '@contract/schemas'
import type { Ports, StoreTx } from '../ports'

/**
 * The second factor (docs/decisions/059): TOTP (RFC 6238, 30 s steps, 6 digits, SHA-1 as every
 * authenticator app reads it) with otpauth, ten single-use recovery codes, and the step-up a
 * valid code gives the console for a bounded time.
 */

export const ISSUER = 'AirFlyff'
const PERIOD_S = 30
export const RECOVERY_CODES = 10
/** The console's step-up credential, on every /admin call (contract: BearerHeadersSchema). */
export const STEP_UP_HEADER = 'x-second-factor'
/** A player's code where his second factor is asked (password change, big transfers). */
export const PLAYER_CODE_HEADER = 'x-second-factor-code'

export interface SecondFactorSettings {
  /** How long a step-up lasts (at most 12 h). */
  stepUpS: number
  /** How recent a code must be before a money action above `moneyThreshold` (or a settlement). */
  freshS: number
  /** AirPoints credited or debited above which the code is asked again. */
  moneyThreshold: number
  /** AirPoints transferred above which a player with a second factor gives a code. */
  transferThreshold: number
}

export const MAX_STEP_UP_S = 12 * 3600
export const DEFAULT_SECOND_FACTOR: SecondFactorSettings = {
  stepUpS: MAX_STEP_UP_S,
  freshS: 300,
  moneyThreshold: DEFAULT_APPROVAL_THRESHOLD,
  transferThreshold: 1000,
}

export const SECOND_FACTOR_MESSAGES = {
  required: 'Saisissez le code de votre application d’authentification pour utiliser la console.',
  stale: 'Cette action demande un code récent de votre application d’authentification.',
  invalid: 'Code incorrect ou déjà utilisé.',
  enrolled: 'Un second facteur est déjà actif sur ce compte.',
  missing: 'Aucun second facteur n’est actif sur ce compte.',
  playerCode:
    'Saisissez le code de votre application d’authentification pour confirmer cette action.',
} as const

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** A new TOTP secret (160 bits, base32). */
export function newSecret(ports: Pick<Ports, 'secrets'>): string {
  return new Secret({ buffer: ports.secrets.random(20).buffer as ArrayBuffer }).base32
}

export function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  })
}

/** The time step a six-digit code belongs to (the current one, or one either side), or null. */
export function stepOf(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 })
  if (delta === null) return null
  return Math.floor(now.getTime() / 1000 / PERIOD_S) + delta
}

/** Ten recovery codes, `abcd-efgh` (40 bits each). */
export function newRecoveryCodes(ports: Pick<Ports, 'secrets'>): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...ports.secrets.random(8)].map((byte) => BASE32[byte % 32]!.toLowerCase())
    return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
  })
}

const normalRecovery = (code: string) => code.toLowerCase().replace(/[^a-z2-7]/g, '')

/** The stored digest of a recovery code: bound to its user. */
export const recoveryDigest = (ports: Pick<Ports, 'secrets'>, uid: string, code: string) =>
  ports.secrets.digest(`recovery:${uid}:${normalRecovery(code)}`)

export const stepUpDigest = (ports: Pick<Ports, 'secrets'>, token: string) =>
  ports.secrets.digest(`step-up:${token}`)

const SIX_DIGITS = /^\d{6}$/

/**
 * Takes a code of the user's confirmed second factor: six digits of the current step (never a
 * step already taken) or an unused recovery code (then used). 'missing' without one.
 */
export async function takeCode(
  ports: Pick<Ports, 'secrets' | 'clock'>,
  tx: StoreTx,
  uid: string,
  code: string,
): Promise<'ok' | 'invalid' | 'missing'> {
  const row = await tx.secondFactors.get(uid)
  if (!row?.confirmed) return 'missing'
  const typed = code.replace(/\s/g, '')
  if (SIX_DIGITS.test(typed)) {
    const secret = await ports.secrets.open(row.sealedSecret)
    const step = secret ? stepOf(secret, typed, ports.clock.now()) : null
    if (step === null) return 'invalid'
    return (await tx.secondFactors.useStep(uid, step)) ? 'ok' : 'invalid'
  }
  const digest = await recoveryDigest(ports, uid, typed)
  return (await tx.secondFactors.useRecovery(uid, digest)) ? 'ok' : 'invalid'
}

/** A new step-up for the user: the credential to send, stored as its digest only. */
export async function grantStepUp(
  ports: Pick<Ports, 'secrets' | 'clock'>,
  tx: StoreTx,
  uid: string,
  settings: SecondFactorSettings,
) {
  const token = [...ports.secrets.random(32)].map((b) => b.toString(16).padStart(2, '0')).join('')
  const now = ports.clock.now()
  const expiresAt = new Date(
    now.getTime() + Math.min(settings.stepUpS, MAX_STEP_UP_S) * 1000,
  ).toISOString()
  await tx.secondFactors.grantStepUp({
    digest: await stepUpDigest(ports, token),
    uid,
    verifiedAt: now.toISOString(),
    expiresAt,
  })
  return { token, expiresAt }
}

/** The step-up of this credential, if it is the user's and valid now. */
async function stepUpOf(
  ports: Pick<Ports, 'secrets' | 'clock' | 'store'>,
  token: string | null | undefined,
  uid: string,
) {
  if (!token) return null
  const digest = await stepUpDigest(ports, token)
  const row = await ports.store.read((reads) => reads.secondFactors.stepUp(digest))
  if (!row || row.uid !== uid) return null
  return Date.parse(row.expiresAt) > ports.clock.now().getTime() ? row : null
}

/** The caller's step-up sent with the request, if valid now (his, not expired). */
export function currentStepUp(
  ports: Pick<Ports, 'secrets' | 'clock' | 'store'>,
  headers: Headers,
  uid: string,
) {
  return stepUpOf(ports, headers.get(STEP_UP_HEADER), uid)
}

/**
 * The refusal of a money action of `amount` AirPoints (or a settlement: `amount` null) when it is
 * above the threshold and the step-up does not come from a code typed within `freshS` seconds;
 * null when it may go on. The console then asks for a code and the operator sends it again.
 */
export async function staleStepUpRefusal(
  ports: Pick<Ports, 'secrets' | 'clock' | 'store'>,
  headers: Record<string, unknown>,
  uid: string,
  settings: SecondFactorSettings,
  amount: number | null,
) {
  if (amount !== null && amount <= settings.moneyThreshold) return null
  const token = headers[STEP_UP_HEADER]
  const row = await stepUpOf(ports, typeof token === 'string' ? token : null, uid)
  const age = row ? ports.clock.now().getTime() - Date.parse(row.verifiedAt) : Infinity
  if (age <= settings.freshS * 1000) return null
  return {
    status: 403 as const,
    body: { code: 'secondFactorStale' as const, message: SECOND_FACTOR_MESSAGES.stale },
  }
}
