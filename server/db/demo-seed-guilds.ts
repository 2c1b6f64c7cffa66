import { eq, sql } from 'drizzle-orm'
import { DEMO_GUILDS, DEMO_STAFF_LOGINS, demoGuildMembers } from '@backend/demo/demo-guilds'
import type { Db } from './client'
import * as t from './schema'

/** The demo game's guilds in the standalone game's tables, once, and its staff's authority. */
export async function seedDemoGuilds(db: Db) {
  await db.transaction(async (tx) => {
    if ((await tx.select().from(t.gameGuildTbl).limit(1)).length > 0) return
    await tx
      .insert(t.gameGuildTbl)
      .values(DEMO_GUILDS.map(({ guildId, name, level }) => ({ idGuild: guildId, name, level })))
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('game_guild_tbl', 'm_id_guild'), (select max(m_id_guild) from game_guild_tbl))`,
    )
    await tx.insert(t.gameGuildMemberTbl).values(
      demoGuildMembers().map(({ characterId, guildId, rank }) => ({
        idPlayer: characterId,
        idGuild: guildId,
        memberLv: rank,
      })),
    )
    for (const [account, loginAuthority] of Object.entries(DEMO_STAFF_LOGINS)) {
      await tx
        .update(t.gameAccountTbl)
        .set({ loginAuthority })
        .where(eq(t.gameAccountTbl.account, account))
    }
  })
}
