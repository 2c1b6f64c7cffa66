/**
 * 'seed' (demo data), 'purchase', 'order' (a transfer), 'claim', 'vote', 'payment-failed',
 * 'refund' / 'dispute' (points taken back), 'refund-unrecovered' / 'dispute-unrecovered' (the
 * share the balance no longer held), 'dispute-won' (given back), 'reward-case' (a reward claimed
 * on progress a refund or a dispute undid), 'admin-credit' / 'admin-debit' (an operator's
 * adjustment, its reference the audit log's action), 'case-settled' (an operator settled the case
 * of the ledger row its reference names), 'account-closed' (the balance left when the player
 * closed his account, written off: the ledger of an erased player sums to 0), 'delivery-returned'
 * (the points of a transfer the game refused for good, given back once; its reference the
 * delivery's id). Of the after-sale, case and closing kinds, only 'refund', 'dispute' and
 * 'dispute-won' move points.
 */
export type LedgerKind =
  | 'seed'
  | 'purchase'
  | 'order'
  | 'claim'
  | 'vote'
  | 'payment-failed'
  | 'refund'
  | 'refund-unrecovered'
  | 'dispute'
  | 'dispute-unrecovered'
  | 'dispute-won'
  | 'reward-case'
  | 'account-closed'
  | 'admin-credit'
  | 'admin-debit'
  | 'case-settled'
  | 'delivery-returned'

/** What a movement of the ledger belongs to: its kind and reference (session id, key...). */
export interface LedgerEntry {
  kind: LedgerKind
  reference: string
  /** For a row that moves no points: the points it concerns (unrecovered points), else absent. */
  points?: number
}

/** A row of the ledger as read back (its id orders it: newest is highest). */
export interface LedgerRow {
  id: number
  uid: string
  delta: number
  kind: LedgerKind
  reference: string | null
  points: number | null
  /** ISO date. */
  createdAt: string
}

export interface LedgerReads {
  /** The player's ledger, newest first: rows older than `before` (an id) when given, of `kinds`. */
  list(
    uid: string,
    options: { before: number | null; limit: number; kinds: readonly LedgerKind[] | null },
  ): Promise<LedgerRow[]>
}

/**
 * The ledger: append-only. The rows that move points are written by ProfilesStore with their
 * move; these are the rows that move none.
 */
export interface LedgerStore extends LedgerReads {
  /** Appends a row that moves no points (a case to follow up, a vote, a failed payment). */
  recordCase(uid: string, entry: LedgerEntry): Promise<void>
  /**
   * Appends the 'case-settled' row of ledger row `caseId` (its reference: the id), once: false,
   * and nothing written, when that case already was settled.
   */
  settleCase(uid: string, caseId: number): Promise<boolean>
}
