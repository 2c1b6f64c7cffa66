/** A player's ban as stored (docs/decisions/057). */
export interface BanRow {
  id: number
  uid: string
  reason: string
  /** ISO dates. */
  at: string
  until: string | null
  by: string
  byEmail: string | null
  liftedAt: string | null
  /** The game accounts blocked in the game for this ban (lowercase names). */
  accounts: string[]
  /**
   * Whether the game took the last change (the block, or the unblock once lifted): false while a
   * retry is due because the game could not be reached.
   */
  gameSynced: boolean
}

export type BanRecord = Pick<BanRow, 'uid' | 'reason' | 'until' | 'by' | 'byEmail' | 'accounts'>

export interface BansReads {
  /** The player's latest ban (lifted or not), or null. */
  latest(uid: string): Promise<BanRow | null>
  /** Bans not lifted (in force or past their end), and lifted ones the game has not taken yet. */
  open(limit: number): Promise<BanRow[]>
}

/** Bans: at most one not lifted per player (a unique index decides two concurrent bans). */
export interface BansStore extends BansReads {
  /** Adds a ban, its game block not yet taken: null when the player has one not lifted. */
  insert(ban: BanRecord): Promise<BanRow | null>
  /** Lifts the player's ban not lifted: the row after, or null when there was none. */
  lift(uid: string): Promise<BanRow | null>
  /**
   * Lifts this ban when its end has come (not lifted, `until` at or before `now`): the row
   * after, or null when it is lifted already, has no end or has not reached it (the worker's
   * job, docs/decisions/060-alerts.md). A conditional write: a ban anew is never lifted by it.
   */
  end(id: number, now: Date): Promise<BanRow | null>
  /** The game took (true) or did not take (false) the ban's last change. */
  setGameSynced(id: number, synced: boolean): Promise<void>
}
