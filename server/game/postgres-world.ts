import { and, asc, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { GameWorldPort } from '@backend/ports'
import { guildSheet, nameKey, rankGuilds, type GuildRows } from '@backend/domain/guilds'
import type { GuildMember } from '@contract/schemas'
import type { Db } from '../db/client'
import { gameAccountTbl, gameCharacterTbl, gameGuildMemberTbl, gameGuildTbl } from '../db/schema'

/** The account row of a character, whatever the case of its name (as the game compares). */
export const ownAccount = eq(
  sql`lower(${gameAccountTbl.account})`,
  sql`lower(${gameCharacterTbl.account})`,
)

/**
 * The characters anyone may see (docs/decisions/055-character-and-guild-pages.md): live, a
 * player's authority on the character and on its account, the account not blocked (block_time,
 * yyyymmdd, before today). Used with a join of the account (ownAccount).
 */
export const publicCharacter: SQL = and(
  eq(gameCharacterTbl.isblock, 'F'),
  eq(gameCharacterTbl.authority, 'F'),
  eq(gameAccountTbl.loginAuthority, 'F'),
  or(
    isNull(gameAccountTbl.blockTime),
    lt(gameAccountTbl.blockTime, sql`to_char(now(), 'YYYYMMDD')`),
  ),
) as SQL

const inUse = (column: typeof gameGuildTbl.isuse | typeof gameGuildMemberTbl.isuse) =>
  eq(column, 'T')

/** The character and guild pages' reads on the standalone game's tables (game_*_tbl). */
export function postgresWorld(
  db: Db,
  guarded: <T>(work: () => Promise<T>) => Promise<T>,
): GameWorldPort {
  async function guildRows(only: string | null): Promise<GuildRows[]> {
    const guilds = await db
      .select({ id: gameGuildTbl.idGuild, name: gameGuildTbl.name, level: gameGuildTbl.level })
      .from(gameGuildTbl)
      .where(
        and(
          inUse(gameGuildTbl.isuse),
          only === null ? undefined : eq(sql`lower(${gameGuildTbl.name})`, nameKey(only)),
        ),
      )
      .orderBy(asc(gameGuildTbl.idGuild))
      .limit(only === null ? Number.MAX_SAFE_INTEGER : 1)
    if (guilds.length === 0) return []
    const members = await db
      .select({
        guild: gameGuildMemberTbl.idGuild,
        rank: gameGuildMemberTbl.memberLv,
        name: gameCharacterTbl.name,
        job: gameCharacterTbl.job,
        level: gameCharacterTbl.level,
      })
      .from(gameGuildMemberTbl)
      .innerJoin(gameCharacterTbl, eq(gameCharacterTbl.idPlayer, gameGuildMemberTbl.idPlayer))
      .innerJoin(gameAccountTbl, ownAccount)
      .where(
        and(
          publicCharacter,
          inUse(gameGuildMemberTbl.isuse),
          only === null ? undefined : eq(gameGuildMemberTbl.idGuild, guilds[0]?.id ?? 0),
        ),
      )
    const byGuild = new Map<number, GuildMember[]>()
    for (const { guild, rank, ...member } of members) {
      byGuild.set(guild, [
        ...(byGuild.get(guild) ?? []),
        { ...member, rank: Math.min(4, Math.max(0, rank)) },
      ])
    }
    return guilds.map(({ id, name, level }) => ({ name, level, members: byGuild.get(id) ?? [] }))
  }

  return {
    character: (name) =>
      guarded(async () => {
        if (nameKey(name).length === 0) return null
        const ranked = db
          .select({
            id: gameCharacterTbl.idPlayer,
            name: gameCharacterTbl.name,
            job: gameCharacterTbl.job,
            level: gameCharacterTbl.level,
            playingTime: gameCharacterTbl.totalPlayTime,
            multiServer: gameCharacterTbl.multiServer,
            place:
              sql<number>`row_number() over (order by ${desc(gameCharacterTbl.level)}, ${desc(gameCharacterTbl.totalPlayTime)}, ${asc(gameCharacterTbl.name)})`
                .mapWith(Number)
                .as('place'),
          })
          .from(gameCharacterTbl)
          .innerJoin(gameAccountTbl, ownAccount)
          .where(publicCharacter)
          .as('ranked')
        const [found] = await db
          .select()
          .from(ranked)
          .where(eq(sql`lower(${ranked.name})`, nameKey(name)))
        if (!found) return null
        const [guild] = await db
          .select({ name: gameGuildTbl.name, rank: gameGuildMemberTbl.memberLv })
          .from(gameGuildMemberTbl)
          .innerJoin(gameGuildTbl, eq(gameGuildTbl.idGuild, gameGuildMemberTbl.idGuild))
          .where(
            and(
              eq(gameGuildMemberTbl.idPlayer, found.id),
              inUse(gameGuildMemberTbl.isuse),
              inUse(gameGuildTbl.isuse),
            ),
          )
        return {
          name: found.name,
          job: Math.max(0, found.job),
          level: Math.max(0, found.level),
          playingTime: Math.max(0, found.playingTime),
          place: found.place,
          online: found.multiServer > 0,
          guild: guild ? { name: guild.name, rank: Math.min(4, Math.max(0, guild.rank)) } : null,
        }
      }),

    guilds: (limit) =>
      guarded(async () =>
        !Number.isInteger(limit) || limit < 1 ? [] : rankGuilds(await guildRows(null), limit),
      ),

    guild: (name) =>
      guarded(async () => {
        if (nameKey(name).length === 0) return null
        const [rows] = await guildRows(name)
        return rows ? guildSheet(rows) : null
      }),
  }
}
