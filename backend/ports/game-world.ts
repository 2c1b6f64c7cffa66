import type { CharacterSheet, GuildSheet, GuildSummary } from '@contract/schemas'

/**
 * The game's public world: a character's page, the guilds' ranking and a guild's page
 * (docs/decisions/055-character-and-guild-pages.md). Public means what the ranking shows: a
 * character in play (not deleted) of an account that is neither staff (login authority other
 * than the player's) nor blocked. Names are the game's, found whatever their case; a name the
 * game does not have (or not in public) answers null. Any call may throw GameUnavailableError.
 */
export interface GameWorldPort {
  /** The public character of that name, with its place in the ranking and its guild. */
  character(name: string): Promise<CharacterSheet | null>
  /** The best `limit` guilds by level, then public members, then name. */
  guilds(limit: number): Promise<GuildSummary[]>
  /** The guild of that name and its public members (by rank, then level, then name). */
  guild(name: string): Promise<GuildSheet | null>
}
