/** What the game port's suites (tests/game/*-conformance.ts) hold of a game under test. */
import { createHash, randomBytes } from 'node:crypto'
import type { GameRowSettings } from '@backend/domain/game-rows'
import type { GamePort } from '@backend/ports'

export interface GameFixture {
  game: GamePort
  /** The game item a points delivery carries (its count is the amount). */
  airPointsItemId: number
  /**
   * Adds an account directly in the game's tables, as an existing player of the server has one;
   * a staff account has a login authority other than 'F', a blocked one a BlockTime from today on.
   */
  addAccount(name: string, password: string, how?: AccountKind): Promise<void>
  /** Adds a character directly in the game's tables; answers its characterId. */
  addCharacter(c: {
    account: string
    name: string
    slot: number
    level: number
    job: number
    playingTime: number
    deleted?: boolean
    staff?: boolean
    /** The channel it plays on now (the online flag), 0 or absent: offline. */
    channel?: number
  }): Promise<number>
  /** Adds a guild in use (GUILD_TBL); answers its id. */
  addGuild(name: string, level: number): Promise<number>
  /** Makes a character a member of a guild (GUILD_MEMBER_TBL) at a rank (0 master ... 4). */
  addMember(guildId: number, characterId: number, rank: number): Promise<void>
  /** The rows settings this game writes with (stack sizes, charged flags). */
  rowSettings: GameRowSettings
  /**
   * The character enters the world: the game hands its pending deliveries over (ItemFlag = 1,
   * ProvideDt), at most `limit` rows of them (a bag nearly full), oldest first.
   */
  enterWorld(characterId: number, limit?: number): Promise<void>
  /** Every delivery row the game holds, with its m_bCharged. */
  deliveryRows(): Promise<DeliveryRow[]>
  /** A tool or a release deletes the character's delivery rows; the portal's markers stay. */
  deleteDeliveryRows(characterId: number): Promise<void>
  /** The game's database restored from a backup of before: the character's rows and markers gone. */
  restoreBefore(characterId: number): Promise<void>
  /** Makes the game unreachable (every call throws GameUnavailableError) or reachable again. */
  setReachable(reachable: boolean): void
  stop(): Promise<void>
}

/** What kind of account the fixture adds: a staff login authority ('O', 'P'...), blocked. */
export interface AccountKind {
  loginAuthority?: string
  blocked?: boolean
}

export interface DeliveryRow {
  characterId: number
  itemId: number
  count: number
  handed: boolean
  charged: number
}

export interface GameUnderTest {
  name: string
  /** Why this game does not run here (the suite shows it as skipped). */
  skip?: string
  /** Starts the game, writing its delivery rows with `rows` when given. */
  start(rows?: GameRowSettings): Promise<GameFixture>
}

/**
 * This run's suffix for every account and character name and deliveryId the suite makes, so that
 * a game that outlives the run (a real SQL Server) never meets a name of another run.
 */
export const RUN = randomBytes(3).toString('hex')

export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')

/** The game's m_idPlayer of a character id (stock char(7)). */
export const idOf = (characterId: number) => String(characterId).padStart(7, '0')

/** A name of this run: at most 16 characters, the game client's limit. */
export const named = (base: string) => `${base}${RUN}`.slice(0, 16)

/** An account with one live character of level 10; answers both. */
export async function addPlayer(fixture: GameFixture, base: string) {
  const account = named(base)
  await fixture.addAccount(account, 'secret1')
  const characterId = await fixture.addCharacter({
    account,
    name: named(`${base}c`),
    slot: 0,
    level: 10,
    job: 1,
    playingTime: 60,
  })
  return { account, characterId }
}
