import type { DeliveryFailure, RankingCharacter } from '@contract/schemas'
import type { GameWorldPort } from './game-world'
import type { GameBansPort } from './game-bans'
import type { GameStatusReads } from './game-status'

/**
 * A character as the game keeps it. characterId is the game's own id (Flyff's m_idPlayer read as
 * a number, on the adapter's server index); slot is its place on the selection screen.
 */
export interface GameCharacter {
  characterId: number
  name: string
  slot: number
}

/** What a delivery carries: AirPoints, or an item of the catalogue (contract/catalog/items). */
export type DeliveryContent =
  { kind: 'points'; amount: number } | { kind: 'item'; itemId: number; count: number }

/** One delivery to one character of one game account: exactly once per deliveryId. */
export type GameDelivery = {
  deliveryId: string
  /** The game account's name, as the game spells it. */
  account: string
  characterId: number
} & DeliveryContent

/**
 * The game's answer to a delivery: its row is committed in the game's database ('sent', also
 * when this deliveryId was already sent), or refused for good ('refused': the character is gone
 * or is no longer on that account). A game that cannot be reached throws GameUnavailableError.
 */
export type SendOutcome = { status: 'sent' } | { status: 'refused'; failure: DeliveryFailure }

/**
 * Where a sent delivery is in the game: waiting for the character since its marker was written
 * ('sent', ISO date), handed over once every one of its rows is ('received', the last row's
 * date), or 'rows-gone': its marker is there but a row of it is not (a tool or a release deleted
 * it). A delivery of more than one stack is several rows (backend/domain/game-rows.ts).
 */
export type GameReceipt =
  | { state: 'sent'; since: string }
  | { state: 'received'; at: string }
  | { state: 'rows-gone'; since: string }

/** The game's database could not be reached or answered a transient failure: try again later. */
export class GameUnavailableError extends Error {
  constructor(message = 'game database unavailable', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GameUnavailableError'
  }
}

/**
 * The game's own databases (docs/decisions/009-game-server-port.md and 024): accounts, characters,
 * the ranking and deliveries, as the game keeps them. It knows nothing of the portal's players:
 * which player owns which game account is the store's (LinksStore.add). Names are compared
 * whatever their case. Any call may throw GameUnavailableError; none half-applies.
 */
export interface GamePort extends GameWorldPort, GameBansPort, GameStatusReads {
  /**
   * Creates an account as the game's own creation does, the password in the game's format;
   * 'name-taken' when the game already has that name (any case), also when two creations race.
   * `name` is the game's spelling of the created account.
   */
  createAccount(
    name: string,
    password: string,
  ): Promise<{ ok: true; name: string } | { ok: false; reason: 'name-taken' }>
  /** The account's name as the game spells it when the password is its password, else null. */
  checkPassword(name: string, password: string): Promise<string | null>
  /** Changes the password of an existing account: false when the game has no such account. */
  changePassword(name: string, password: string): Promise<boolean>
  /**
   * The live characters (not deleted nor banned) of each named account, by slot; keyed by the
   * lowercase name, every asked name present (an empty list for an account without characters).
   */
  characters(accounts: readonly string[]): Promise<Map<string, GameCharacter[]>>
  /**
   * The best `limit` characters by level then playing time; deleted characters and those of staff
   * (the account's login authority) or blocked accounts left out.
   */
  ranking(limit: number): Promise<RankingCharacter[]>
  /**
   * Writes the delivery in the game's delivery table, in rows of at most the item's stack size
   * with the charged flag of its kind, with one marker keyed by its deliveryId, all in one
   * transaction of the game's database: a second call with the same deliveryId (a retry after a
   * timeout, a crash or a lost commit answer) writes nothing and answers 'sent'.
   */
  send(delivery: GameDelivery): Promise<SendOutcome>
  /**
   * Where each sent delivery is in the game, its rows matched on their number and the player;
   * deliveries the game has no marker of are absent (never sent, or lost with a restore).
   */
  receipts(deliveryIds: readonly string[]): Promise<Map<string, GameReceipt>>
}
