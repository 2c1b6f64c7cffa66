import { asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { PlayerMatch, PlayersStore } from '@backend/ports'
import { erasePlayerSql } from '../erasure'
import { accountLinks, profiles } from '../schema'
import type { Conn } from './sql'

/** Players on PostgreSQL: the console's search, and the erasure (server/db/erasure.ts). */
export class SqlPlayers implements PlayersStore {
  constructor(private readonly db: Conn) {}

  async get(uid: string) {
    const [row] = await this.db
      .select({ uid: profiles.uid, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.uid, uid))
    return row ?? null
  }

  async search(text: string, limit: number): Promise<PlayerMatch[]> {
    const needle = text.trim().toLowerCase()
    const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const byAccount = this.db
      .select({ uid: accountLinks.uid })
      .from(accountLinks)
      .where(eq(sql`lower(${accountLinks.name})`, needle))
    const byCharacter = this.db
      .select({ uid: accountLinks.uid })
      .from(accountLinks)
      .where(
        sql`exists (select 1 from jsonb_array_elements(${accountLinks.characters}) c where lower(c->>'name') = ${needle})`,
      )
    const rows = await this.db
      .select({
        uid: profiles.uid,
        email: profiles.email,
        points: profiles.points,
        matchedBy: sql<PlayerMatch['matchedBy']>`case
          when ${profiles.uid} = ${text.trim()} then 'uid'
          when lower(${profiles.email}) like ${like} then 'email'
          when ${profiles.uid} in (${byAccount}) then 'account'
          else 'character' end`,
      })
      .from(profiles)
      .where(
        or(
          eq(profiles.uid, text.trim()),
          sql`lower(${profiles.email}) like ${like}`,
          inArray(profiles.uid, byAccount),
          inArray(profiles.uid, byCharacter),
        ),
      )
      .orderBy(asc(profiles.email))
      .limit(limit)
    return rows
  }

  async erase(uid: string, erasedId: string) {
    await erasePlayerSql(this.db, uid, erasedId)
  }
}
