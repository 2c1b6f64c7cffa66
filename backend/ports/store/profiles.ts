import type { Profile } from '@contract/schemas'
import type { Month } from '../clock'
import type { LedgerEntry } from './ledger'
import type { VersionedProfile } from './decided'

/** A player's AirPoints as stored: monthPoints belong to `month`. */
export interface ProfileRow extends Profile {
  uid: string
  month: Month
}

export interface ProfilesReads {
  /** The stored profile, or null when the player has none yet (0 points). */
  get(uid: string): Promise<ProfileRow | null>
  /** The stored profile with its version (StorePort.applyDecided), or null. */
  versioned(uid: string): Promise<VersionedProfile | null>
}

/**
 * Players' balances. Every move of points writes its ledger row in the same step; the
 * conditional ones answer null or 0 (never throw) when their condition does not hold.
 */
export interface ProfilesStore extends ProfilesReads {
  /**
   * The stored profile (or null), its row locked until the transaction ends: a refund or a
   * dispute of the player, which locks it too, applies wholly before or after this transaction.
   */
  lock(uid: string): Promise<ProfileRow | null>
  /**
   * Removes `amount` points only if the balance is >= amount (one conditional update or a row
   * lock): the profile as the debit left it, or null, and nothing changed, otherwise.
   */
  debit(uid: string, amount: number, entry: LedgerEntry): Promise<ProfileRow | null>
  /**
   * Adds `amount` to points and to the monthPoints of `month` (monthPoints of another month
   * restart from 0); creates the profile when missing. For an erased uid: written under the
   * erased id and written off at once (PlayersStore.erase).
   */
  creditPurchase(uid: string, amount: number, month: Month, reference: string): Promise<void>
  /**
   * Removes up to `amount` points, as many as the balance holds (none without a profile), with
   * its ledger row when some were removed; answers how many were removed.
   */
  debitUpTo(uid: string, amount: number, entry: LedgerEntry): Promise<number>
  /** Adds `amount` points to the balance (never to monthPoints). */
  credit(uid: string, amount: number, entry: LedgerEntry): Promise<void>
  /**
   * Adds `delta` (negative: lowers) to the monthPoints of `month`, never below 0, when it is the
   * month the profile counts; answers the month's points after it, or null for another month.
   */
  adjustMonthPoints(uid: string, month: Month, delta: number): Promise<number | null>
}
