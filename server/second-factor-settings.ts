import { z } from 'zod'
import {
  DEFAULT_SECOND_FACTOR,
  MAX_STEP_UP_S,
  type SecondFactorSettings,
} from '@backend/domain/second-factor'

/** The smallest TOTP_ENCRYPTION_KEY accepted (characters; e.g. `openssl rand -base64 32`). */
export const MIN_KEY_LENGTH = 32

const whole = (max: number) => z.coerce.number().int().positive().max(max)

/** One setting from the environment, its default when unset; malformed stops the start. */
function read(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const parsed = whole(max).safeParse(value)
  if (!parsed.success) {
    throw new Error(
      `${name} must be a whole number from 1 to ${max} (got ${JSON.stringify(value)})`,
    )
  }
  return parsed.data
}

/**
 * The second factor's settings (docs/operator-console.md): SECOND_FACTOR_HOURS (the step-up's
 * life, 12 at most), SECOND_FACTOR_FRESH_SECONDS (how recent a code a big money action needs),
 * SECOND_FACTOR_MONEY_THRESHOLD and SECOND_FACTOR_TRANSFER_THRESHOLD (AirPoints).
 */
export function secondFactorFromEnv(env: NodeJS.ProcessEnv): SecondFactorSettings {
  const d = DEFAULT_SECOND_FACTOR
  return {
    stepUpS: read(env, 'SECOND_FACTOR_HOURS', d.stepUpS / 3600, MAX_STEP_UP_S / 3600) * 3600,
    freshS: read(env, 'SECOND_FACTOR_FRESH_SECONDS', d.freshS, 3600),
    moneyThreshold: read(env, 'SECOND_FACTOR_MONEY_THRESHOLD', d.moneyThreshold, 1_000_000),
    transferThreshold: read(
      env,
      'SECOND_FACTOR_TRANSFER_THRESHOLD',
      d.transferThreshold,
      1_000_000,
    ),
  }
}

/** In production the key must be set and long enough (else the start stops with its name). */
export function secondFactorKeyProblem(env: NodeJS.ProcessEnv): string | null {
  const key = env.TOTP_ENCRYPTION_KEY ?? ''
  if (key.length >= MIN_KEY_LENGTH) return null
  return `TOTP_ENCRYPTION_KEY ${key ? 'is too short' : 'is not set'} (the key of the second factor's secrets, at least ${MIN_KEY_LENGTH} characters, e.g. openssl rand -base64 32)`
}
