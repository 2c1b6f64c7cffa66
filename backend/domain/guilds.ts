import type { GuildMember, GuildSheet, GuildSummary } from '@contract/schemas'

/** A guild as the game's guild table holds it, and its public members (any order). */
export interface GuildRows {
  name: string
  level: number
  members: readonly GuildMember[]
}

/** Names compare whatever their case and surrounding spaces, as the game's (case-insensitive). */
export const nameKey = (name: string) => name.trim().toLowerCase()

/** Members by rank (master first), then level, then name. */
const byRank = (a: GuildMember, b: GuildMember) =>
  a.rank - b.rank || b.level - a.level || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/**
 * A guild's line and page from its rows (docs/decisions/055-character-and-guild-pages.md): the
 * master is the member of rank 0 (not of class 0), counted and averaged over public members only.
 */
export function guildSheet({ name, level, members }: GuildRows): GuildSheet {
  const memberList = [...members].sort(byRank)
  const total = memberList.reduce((sum, member) => sum + member.level, 0)
  return {
    name,
    level: Math.max(0, level),
    master: memberList.find((member) => member.rank === 0)?.name ?? null,
    members: memberList.length,
    averageLevel:
      memberList.length === 0 ? null : Math.round((total / memberList.length) * 10) / 10,
    memberList,
  }
}

/** The guild ranking: by level, then public members, then name; the best `limit`. */
export function rankGuilds(guilds: readonly GuildRows[], limit: number): GuildSummary[] {
  if (!Number.isInteger(limit) || limit < 1) return []
  return guilds
    .map((guild) => {
      const { memberList: _list, ...summary } = guildSheet(guild)
      return summary
    })
    .sort(
      (a, b) =>
        b.level - a.level ||
        b.members - a.members ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .slice(0, limit)
}
