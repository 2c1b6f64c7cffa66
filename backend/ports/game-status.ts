/**
 * The game's own signs of life (docs/decisions/054-server-status.md): who is in the world now, and
 * the count log the game writes once a minute where the operator's release has it.
 */

/** One row of the game's count log: the players in the world at that minute (ISO date). */
export interface PlayerCount {
  at: string
  players: number
}

/** The count log over a period, with what the whole log says. */
export interface CountLog {
  /** The rows from the asked date, oldest first (all channels together). */
  rows: PlayerCount[]
  /** The newest row of the whole log (its age says whether the game still writes it), or null. */
  newest: string | null
  /** The highest count of the whole log (the all-time record), or null when it is empty. */
  record: PlayerCount | null
}

export interface GameStatusReads {
  /**
   * The characters in the world now: the online flag holds the channel's number (0 offline),
   * so every channel counts. Deleted characters are left out.
   */
  playersOnline(): Promise<number>
  /**
   * The game's count log from `since`, or null when the operator's release has no count log
   * (the portal then samples playersOnline itself).
   */
  countLog(since: Date): Promise<CountLog | null>
  /** Whether the release has a count log (learnt once; no query after the first answer). */
  hasCountLog(): Promise<boolean>
}
