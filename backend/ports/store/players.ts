/** A player found by PlayersReads.search, and what matched. */
export interface PlayerMatch {
  uid: string
  email: string | null
  points: number
  matchedBy: 'uid' | 'email' | 'account' | 'character'
}

export interface PlayersReads {
  /** A player's uid and email (null: unknown to the store), or null when there is no such player. */
  get(uid: string): Promise<{ uid: string; email: string | null } | null>
  /**
   * Players whose uid is `text`, whose email contains it, or who own a game account or a
   * character of that name (any case), at most `limit`.
   */
  search(text: string, limit: number): Promise<PlayerMatch[]>
}

/** The player as a whole: what the console finds, and the closing of his account. */
export interface PlayersStore extends PlayersReads {
  /**
   * Closes the player's account in the portal's data (docs/decisions/031): his profile, links to
   * game accounts, votes, vote tokens and idempotency keys are deleted; his ledger rows, payments,
   * claims and deliveries are kept for the accounts under `erasedId` instead of his uid, with an
   * 'account-closed' row writing off the balance left. The erasure is recorded under a hash of the
   * uid (once: a second call keeps the first erased id), so that a payment, a purchase credit or
   * a ledger case of that uid arriving later is written under the erased id, a purchase written
   * off at once, and no profile comes back. The audit rows about him or naming him (uid, email)
   * are pseudonymised; the console's idempotency keys about him (`admin:<uid>`) and the sites'
   * votes of his tokens are deleted (decision 043).
   */
  erase(uid: string, erasedId: string): Promise<void>
}
