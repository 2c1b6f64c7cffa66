import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { BanRecord, BanRow, BansStore } from '@backend/ports'
import { bans } from '../schema'
import type { Conn } from './sql'
import { prepared } from './prepared'

type Stored = typeof bans.$inferSelect

const rowOf = (row: Stored): BanRow => ({
  ...row,
  at: row.at.toISOString(),
  until: row.until?.toISOString() ?? null,
  liftedAt: row.liftedAt?.toISOString() ?? null,
})

/** Bans on PostgreSQL: bans_one_open (a partial unique index) decides two concurrent bans. */
export class SqlBans implements BansStore {
  constructor(private readonly db: Conn) {}

  async latest(uid: string) {
    const latest = prepared(this.db, 'bans_latest', (db, name) =>
      db
        .select()
        .from(bans)
        .where(eq(bans.uid, sql.placeholder('uid')))
        .orderBy(desc(bans.id))
        .limit(1)
        .prepare(name),
    )
    const [row] = await latest.execute({ uid })
    return row ? rowOf(row) : null
  }

  async open(limit: number) {
    const rows = await this.db
      .select()
      .from(bans)
      .where(or(isNull(bans.liftedAt), eq(bans.gameSynced, false)))
      .orderBy(desc(bans.id))
      .limit(limit)
    return rows.map(rowOf)
  }

  /** ON CONFLICT DO NOTHING: bans_one_open refuses a second ban not lifted, concurrent or not. */
  async insert(ban: BanRecord) {
    const [row] = await this.db
      .insert(bans)
      .values({ ...ban, until: ban.until ? new Date(ban.until) : null, at: new Date() })
      .onConflictDoNothing()
      .returning()
    return row ? rowOf(row) : null
  }

  async lift(uid: string) {
    const [row] = await this.db
      .update(bans)
      .set({ liftedAt: new Date(), gameSynced: false })
      .where(and(eq(bans.uid, uid), isNull(bans.liftedAt)))
      .returning()
    return row ? rowOf(row) : null
  }

  async end(id: number, now: Date) {
    const [row] = await this.db
      .update(bans)
      .set({ liftedAt: now, gameSynced: false })
      .where(and(eq(bans.id, id), isNull(bans.liftedAt), lte(bans.until, now)))
      .returning()
    return row ? rowOf(row) : null
  }

  async setGameSynced(id: number, synced: boolean) {
    await this.db.update(bans).set({ gameSynced: synced }).where(eq(bans.id, id))
  }
}
