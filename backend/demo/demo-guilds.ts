import { DEMO_GAME_CHARACTERS } from './demo-ranking'

/**
 * The demo game's guilds (docs/decisions/055-character-and-guild-pages.md): names with spaces,
 * accents and an apostrophe, members of every rank, a master who is not the first listed, and the
 * staff character as a member that the pages leave out. Members are [character name, rank].
 */
export interface DemoGuild {
  guildId: number
  name: string
  level: number
  members: readonly (readonly [string, number])[]
}

export const DEMO_GUILDS: readonly DemoGuild[] = [
  {
    guildId: 1,
    name: "Les Ailes d'Argent",
    level: 14,
    members: [
      ['Cyrene', 1],
      ['Aelis', 0],
      ['Drakhan', 2],
      ['Elowen', 4],
      ['Lunara', 3],
      ['GM_Airflyff', 3],
    ],
  },
  {
    guildId: 2,
    name: 'Ordre du Crépuscule',
    level: 14,
    members: [
      ['Brakkar', 0],
      ['Faelar', 1],
      ['Gorrim', 2],
      ['Hyssia', 4],
    ],
  },
  {
    guildId: 3,
    name: 'Vent du Nord',
    level: 9,
    members: [
      ['Quillon', 0],
      ['Ravena', 2],
      ['Sylvaris', 4],
    ],
  },
  { guildId: 4, name: 'Éclat', level: 2, members: [['Kilian', 0]] },
]

/** The demo's staff accounts and their login authority ('O' operator): out of every public page. */
export const DEMO_STAFF_LOGINS: Readonly<Record<string, string>> = { gmairflyff: 'O' }

/** The guild members as (characterId, guildId, rank) rows. */
export function demoGuildMembers(): { characterId: number; guildId: number; rank: number }[] {
  return DEMO_GUILDS.flatMap(({ guildId, members }) =>
    members.flatMap(([name, rank]) => {
      const character = DEMO_GAME_CHARACTERS.find((c) => c.name === name)
      return character ? [{ characterId: character.characterId, guildId, rank }] : []
    }),
  )
}
