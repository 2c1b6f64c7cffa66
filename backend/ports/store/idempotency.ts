/** The first outcome of an idempotent request, answered again for the same key. */
export interface IdempotentOutcome {
  status: number
  body: unknown
}

export type IdempotencyReservation =
  { reserved: true } | { reserved: false; fingerprint: string; outcome: IdempotentOutcome | null }

/** Idempotency keys of the requests that move points (backend/domain/idempotency.ts). No reads. */
export interface IdempotencyStore {
  /**
   * Reserves (uid, key) for a request with this fingerprint, atomically: of concurrent calls
   * with one key, one is reserved; the others wait for it to commit and get its fingerprint and
   * outcome (null only within the holder's own transaction). A rolled-back reservation leaves
   * the key free.
   */
  reserve(uid: string, key: string, fingerprint: string): Promise<IdempotencyReservation>
  /** Stores the outcome of the request that reserved (uid, key), in its transaction. */
  recordOutcome(uid: string, key: string, outcome: IdempotentOutcome): Promise<void>
}
