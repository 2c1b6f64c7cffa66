import { asc, eq, sql } from 'drizzle-orm'
import type { GameCharacter, LinkOutcome, LinksStore } from '@backend/ports'
import { accountLinks } from '../schema'
import type { Conn } from './sql'
import { prepared } from './prepared'

/** Account links on PostgreSQL: one link of a player at a time (an advisory lock). */
export class SqlLinks implements LinksStore {
  constructor(private readonly db: Conn) {}

  async add(
    uid: string,
    name: string,
    characters: GameCharacter[],
    maxAccounts: number,
  ): Promise<LinkOutcome> {
    // One link of a player at a time (until this transaction ends): the count below holds.
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`links:${uid}`}, 0))`)
    const [owned] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(accountLinks)
      .where(eq(accountLinks.uid, uid))
    if (Number(owned?.count ?? 0) >= maxAccounts) return { ok: false, cap: true }
    const [account] = await this.db
      .insert(accountLinks)
      .values({ uid, name, characters })
      .onConflictDoNothing()
      .returning()
    if (account) return { ok: true, account }
    const [owner] = await this.db
      .select({ uid: accountLinks.uid })
      .from(accountLinks)
      .where(eq(sql`lower(${accountLinks.name})`, name.trim().toLowerCase()))
    return { ok: false, owner: owner?.uid === uid ? 'self' : 'other' }
  }

  async accounts(uid: string) {
    const accounts = prepared(this.db, 'links_accounts', (db, name) =>
      db
        .select()
        .from(accountLinks)
        .where(eq(accountLinks.uid, sql.placeholder('uid')))
        .orderBy(asc(accountLinks.accountId))
        .prepare(name),
    )
    return accounts.execute({ uid })
  }

  async rememberCharacters(accountId: number, characters: GameCharacter[]) {
    await this.db
      .update(accountLinks)
      .set({ characters })
      .where(eq(accountLinks.accountId, accountId))
  }
}
