import type { IdempotentOutcome, StoreTx } from '../ports'

/** The answer to a key already used for another request (docs/decisions/012). */
export const KEY_REUSED_MESSAGE = 'Cette clé d’idempotence a déjà servi pour une autre demande.'

export interface IdempotentRequest {
  uid: string
  /** The Idempotency-Key header, when the client sent one. */
  key: string | undefined
  /** The call and its body: the same key with another fingerprint answers 422. */
  route: string
  body: Record<string, unknown>
}

/** The request's fingerprint: its route and its body with sorted keys. */
export function fingerprintOf({ route, body }: IdempotentRequest): string {
  return `${route}:${JSON.stringify(body, Object.keys(body).sort())}`
}

/**
 * Runs `work` at most once per (uid, key), inside the caller's transaction:
 * the first request reserves the key and stores its outcome with its own
 * writes; a later or concurrent one with the same key answers that outcome
 * again (moving nothing), or 422 when its body differs. Without a key,
 * `work` simply runs.
 */
export async function idempotent<T extends IdempotentOutcome>(
  tx: StoreTx,
  request: IdempotentRequest,
  work: () => Promise<T>,
): Promise<T | { status: 422; body: { message: string } }> {
  const { uid, key } = request
  if (key === undefined) return work()
  const fingerprint = fingerprintOf(request)
  const reservation = await tx.idempotency.reserve(uid, key, fingerprint)
  if (!reservation.reserved) {
    if (reservation.fingerprint !== fingerprint || !reservation.outcome) {
      return { status: 422, body: { message: KEY_REUSED_MESSAGE } }
    }
    return reservation.outcome as T
  }
  const outcome = await work()
  await tx.idempotency.recordOutcome(uid, key, { status: outcome.status, body: outcome.body })
  return outcome
}
