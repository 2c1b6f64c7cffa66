import type { GameCharacter } from '../game'

/** A game account a player owns: the portal's id of it, and the game's name. */
export interface LinkedAccount {
  accountId: number
  uid: string
  name: string
  /** Its characters as last read from the game (served while the game cannot be read). */
  characters: GameCharacter[]
}

/** 'cap': the player already owns `maxAccounts` game accounts (nothing linked). */
export type LinkOutcome =
  | { ok: true; account: LinkedAccount }
  | { ok: false; owner: 'self' | 'other' }
  | { ok: false; cap: true }

export interface LinksReads {
  /** The player's game accounts, by accountId ascending. */
  accounts(uid: string): Promise<LinkedAccount[]>
}

/** Which player owns which game account, and the characters last read from the game. */
export interface LinksStore extends LinksReads {
  /**
   * Records that `uid` owns the game account `name` (unique whatever its case): 'self' or
   * 'other' when it is already linked to that player or to another one; `cap` when the player
   * already owns `maxAccounts` of them. Of concurrent links of one player, no more than
   * `maxAccounts` ever succeed (a lock per player, or the adapter's own serialisation).
   */
  add(
    uid: string,
    name: string,
    characters: GameCharacter[],
    maxAccounts: number,
  ): Promise<LinkOutcome>
  /** Keeps the characters last read from the game for that account. */
  rememberCharacters(accountId: number, characters: GameCharacter[]): Promise<void>
}
