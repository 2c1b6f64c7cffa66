import { decodeToken } from '@mocks/auth/jwt'
import { Secret, TOTP } from 'otpauth'

/**
 * The second factor of operators signed in through the test helpers (docs/decisions/059): the
 * first /admin call of a test enrols the operator through the API (codes computed with otpauth,
 * as his app would) and every later one sends the step-up it gave, so that « an operator signed
 * in » is a verified one. Tests of the unverified case call the API raw (rawFetch).
 */

interface Enrolled {
  secret: string
  recoveryCodes: string[]
  token: string
  expiresAt: number
}

const enrolled = new Map<string, Enrolled>()
/** One enrolment or verification at a time per operator (calls sent together share it). */
const inFlight = new Map<string, Promise<string | null>>()

/** Forgets every step-up: the backend went back to its demo data (no one enrolled). */
export function forgetStepUps(): void {
  enrolled.clear()
  inFlight.clear()
}

/** The current code of a secret, at the (possibly faked) time of the test. */
export function codeOf(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at })
}

async function call(baseUrl: string, bearer: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/admin/second-factor${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The step-up of the operator behind `bearer` on the backend at `baseUrl`; null for a player. */
export async function stepUpFor(baseUrl: string, bearer: string | null): Promise<string | null> {
  const claims = bearer ? decodeToken(bearer) : null
  if (!bearer || !claims?.admin) return null
  const key = `${baseUrl}|${claims.user_id}`
  const running = inFlight.get(key)
  if (running) return running
  const next = obtain(baseUrl, bearer, key).finally(() => inFlight.delete(key))
  inFlight.set(key, next)
  return next
}

async function obtain(baseUrl: string, bearer: string, key: string): Promise<string | null> {
  const known = enrolled.get(key)
  if (known && known.expiresAt > Date.now() + 1000) return known.token
  if (known) {
    // A new step-up: the current code, or a recovery code when this step's code was taken.
    let answer = await call(baseUrl, bearer, '/verify', { code: codeOf(known.secret) })
    if (answer.status !== 200 && known.recoveryCodes.length > 0) {
      answer = await call(baseUrl, bearer, '/verify', { code: known.recoveryCodes.shift() })
    }
    if (answer.status !== 200) return null
    known.token = String(answer.body.token)
    known.expiresAt = Date.parse(String(answer.body.expiresAt))
    return known.token
  }
  const enrolment = await call(baseUrl, bearer, '/enrolment', {})
  if (enrolment.status !== 200) return null
  const secret = String(enrolment.body.secret)
  const confirmed = await call(baseUrl, bearer, '/enrolment/confirm', { code: codeOf(secret) })
  if (confirmed.status !== 200) return null
  const stepUp = confirmed.body.stepUp as { token: string; expiresAt: string }
  enrolled.set(key, {
    secret,
    recoveryCodes: [...(confirmed.body.recoveryCodes as string[])],
    token: stepUp.token,
    expiresAt: Date.parse(stepUp.expiresAt),
  })
  return stepUp.token
}
