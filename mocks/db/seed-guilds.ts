import { DEMO_GUILDS, DEMO_STAFF_LOGINS, demoGuildMembers } from '@backend/demo/demo-guilds'
import { db } from './collections'

/** The demo game's guilds and members, and its staff accounts' login authority. */
export async function seedGuilds() {
  for (const { guildId, name, level } of DEMO_GUILDS) {
    await db.gameGuilds.create({ guildId, name, level })
  }
  for (const member of demoGuildMembers()) await db.gameGuildMembers.create(member)
  for (const [name, loginAuthority] of Object.entries(DEMO_STAFF_LOGINS)) {
    await db.gameAccounts.update((q) => q.where({ name }), {
      data(record) {
        record.loginAuthority = loginAuthority
      },
    })
  }
}
