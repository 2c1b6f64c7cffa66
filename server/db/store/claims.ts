import { and, eq, sql } from 'drizzle-orm'
import type { ClaimRow, ClaimsStore } from '@backend/ports'
import { claims } from '../schema'
import { rowsOf, type Conn } from './sql'
import { prepared } from './prepared'

/** Claims on PostgreSQL (claims_once_a_month decides between concurrent claims). */
export class SqlClaims implements ClaimsStore {
  constructor(private readonly db: Conn) {}

  async claimedRewardIds(uid: string, month: string) {
    const claimed = prepared(this.db, 'claims_of_month', (db, name) =>
      db
        .select({ rewardId: claims.rewardId })
        .from(claims)
        .where(
          and(eq(claims.uid, sql.placeholder('uid')), eq(claims.month, sql.placeholder('month'))),
        )
        .prepare(name),
    )
    const rows = await claimed.execute({ uid, month })
    return rows.map((row) => row.rewardId)
  }

  /** The claim and its ledger row: one statement. */
  async insert({ uid, rewardId, month, accountId, characterId }: ClaimRow) {
    const inserted = await rowsOf<{ reward_id: number }>(
      this.db,
      sql`with claimed as (
            insert into claims (uid, reward_id, month, account_id, character_id)
            values (${uid}, ${rewardId}, ${month}, ${accountId}, ${characterId})
            on conflict do nothing
            returning uid
          ), entry as (
            insert into ledger (uid, delta, kind, reference)
            select uid, 0, 'claim', ${`reward:${rewardId}:${month}`}::text from claimed
          )
          select 1 from claimed`,
    )
    return inserted.length === 1
  }

  async flag(uid: string, rewardId: number, month: string) {
    const flagged = await this.db
      .update(claims)
      .set({ underReview: true })
      .where(
        and(
          eq(claims.uid, uid),
          eq(claims.rewardId, rewardId),
          eq(claims.month, month),
          eq(claims.underReview, false),
        ),
      )
      .returning({ rewardId: claims.rewardId })
    return flagged.length === 1
  }

  async flagged(uid: string) {
    const rows = await this.db
      .select({ rewardId: claims.rewardId, month: claims.month })
      .from(claims)
      .where(and(eq(claims.uid, uid), eq(claims.underReview, true)))
    return rows.map((row) => `${row.rewardId}:${row.month}`)
  }
}
