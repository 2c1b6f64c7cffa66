import type { GameWorldPort } from '@backend/ports'
import { guildSheet, nameKey, rankGuilds, type GuildRows } from '@backend/domain/guilds'
import { todayBlockDay } from '@backend/domain/block-days'
import type { GameCharacterRecord } from '../db/schemas'
import { db } from '../db/collections'

/**
 * Whether anyone may see a character (docs/decisions/055-character-and-guild-pages.md): live, not
 * staff itself, of an account with a player's login authority that is not blocked.
 */
export function isPublic(character: GameCharacterRecord): boolean {
  if (character.deleted || character.staff) return false
  const account = db.gameAccounts.findFirst((q) =>
    q.where({ name: (name) => nameKey(name) === nameKey(character.account) }),
  )
  const blocked = Boolean(account?.blockTime && account.blockTime >= todayBlockDay(new Date()))
  return Boolean(account) && (account?.loginAuthority ?? 'F') === 'F' && !blocked
}

/** The public characters in ranking order: level, then playing time, then name. */
export function publicRanking(): GameCharacterRecord[] {
  return db.gameCharacters
    .findMany((q) => q.where({ deleted: false, staff: false }), {
      orderBy: [{ level: 'desc' }, { playingTime: 'desc' }, { name: 'asc' }],
    })
    .filter(isPublic)
}

function guildRows(guildId: number, name: string, level: number): GuildRows {
  const members = db.gameGuildMembers
    .findMany((q) => q.where({ guildId }))
    .flatMap((member) => {
      const character = db.gameCharacters.findFirst((q) =>
        q.where({ characterId: member.characterId }),
      )
      return character && isPublic(character)
        ? [{ name: character.name, job: character.job, rank: member.rank, level: character.level }]
        : []
    })
  return { name, level, members }
}

/** The embedded game's character and guild pages' reads, on its collections. */
export function embeddedWorld(reachable: () => void): GameWorldPort {
  return {
    async character(name) {
      reachable()
      const ranking = publicRanking()
      const index = ranking.findIndex((c) => nameKey(c.name) === nameKey(name))
      const found = ranking[index]
      if (!found) return null
      const member = db.gameGuildMembers.findFirst((q) =>
        q.where({ characterId: found.characterId }),
      )
      const guild = member && db.gameGuilds.findFirst((q) => q.where({ guildId: member.guildId }))
      return {
        name: found.name,
        job: found.job,
        level: found.level,
        playingTime: found.playingTime,
        place: index + 1,
        online: (found.multiServer ?? 0) > 0,
        guild: member && guild ? { name: guild.name, rank: member.rank } : null,
      }
    },

    async guilds(limit) {
      reachable()
      const all = db.gameGuilds.all().map((g) => guildRows(g.guildId, g.name, g.level))
      return rankGuilds(all, limit)
    },

    async guild(name) {
      reachable()
      const [found] = db.gameGuilds
        .all()
        .filter((g) => nameKey(g.name) === nameKey(name))
        .sort((a, b) => a.guildId - b.guildId)
      return found ? guildSheet(guildRows(found.guildId, found.name, found.level)) : null
    },
  }
}
