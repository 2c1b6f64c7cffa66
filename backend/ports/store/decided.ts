import type { ClaimRow } from './claims'
import type { IdempotentOutcome } from './idempotency'
import type { LedgerEntry } from './ledger'
import type { DeliveryRecord } from './outbox'
import type { ProfileRow } from './profiles'

/**
 * A player's profile as read outside a transaction, with its version: any write to the profile's
 * row gives it a new one (docs/decisions/067).
 */
export interface VersionedProfile {
  profile: ProfileRow
  version: string
}

/**
 * A transfer or a claim decided in backend/ from reads made outside a transaction, with the
 * answer it gives (docs/decisions/067). Every movement of points, and every claim, changes the
 * profile's version: a decision made on the version read stays true while it is the same.
 */
export interface DecidedMovement {
  uid: string
  /** The profile's version the decision was made on. */
  version: string
  /** The request's idempotency key and fingerprint, stored with `outcome`. */
  key: string
  fingerprint: string
  outcome: IdempotentOutcome
  /** The debit, with its ledger row (a transfer). */
  debit?: { amount: number; entry: LedgerEntry }
  /** The claim (unique per reward and month). */
  claim?: ClaimRow
  /** The new delivery, pending, as `outcome` shows it. */
  delivery: DeliveryRecord & { state: 'pending' }
}
