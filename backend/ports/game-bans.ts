/**
 * Bans in the game (docs/decisions/057): a blocked account cannot log into the game. Flyff keeps
 * a block as a day, ACCOUNT_TBL_DETAIL.BlockTime (`yyyymmdd`): the game refuses a login while it
 * is today or later, so a block ends by itself after its last day, without the portal. Names
 * compare whatever their case; any call may throw GameUnavailableError and then changed nothing
 * the portal relies on (a retry writes the same values again).
 */
export interface GameBansPort {
  /**
   * Blocks the named accounts through `lastDay` ('YYYY-MM-DD', the day included; null: no end).
   * Accounts the game does not have are skipped.
   */
  blockAccounts(accounts: readonly string[], lastDay: string | null): Promise<void>
  /** Lets the named accounts log in again (their block day set to yesterday, as at creation). */
  unblockAccounts(accounts: readonly string[]): Promise<void>
  /**
   * The named accounts blocked today: lowercase name → last day blocked ('YYYY-MM-DD', null for
   * no end); accounts not blocked (or unknown) are absent.
   */
  blockedAccounts(accounts: readonly string[]): Promise<Map<string, string | null>>
}
