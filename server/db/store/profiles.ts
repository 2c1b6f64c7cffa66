import { and, eq, sql } from 'drizzle-orm'
import type { LedgerEntry, ProfileRow, ProfilesStore } from '@backend/ports'
import { erasedIdOf } from '../erasure'
import { ledger, profiles } from '../schema'
import { rowsOf, type Conn } from './sql'
import { prepared } from './prepared'

/** Balances on PostgreSQL: each move and its ledger row in the caller's transaction. */
export class SqlProfiles implements ProfilesStore {
  constructor(private readonly db: Conn) {}

  private profileOf(uid: string) {
    return this.db
      .select({
        uid: profiles.uid,
        points: profiles.points,
        monthPoints: profiles.monthPoints,
        month: profiles.month,
      })
      .from(profiles)
      .where(eq(profiles.uid, uid))
  }

  async get(uid: string) {
    const [row] = await this.profileOf(uid)
    return row ?? null
  }

  async versioned(uid: string) {
    // xmin: the transaction that wrote this version of the row (docs/decisions/067).
    const versioned = prepared(this.db, 'profiles_versioned', (db, name) =>
      db
        .select({
          uid: profiles.uid,
          points: profiles.points,
          monthPoints: profiles.monthPoints,
          month: profiles.month,
          version: sql<string>`xmin::text`,
        })
        .from(profiles)
        .where(eq(profiles.uid, sql.placeholder('uid')))
        .prepare(name),
    )
    const [row] = await versioned.execute({ uid })
    if (!row) return null
    const { version, ...profile } = row
    return { profile, version }
  }

  async lock(uid: string) {
    const [row] = await this.profileOf(uid).for('update')
    return row ?? null
  }

  /** The conditional debit, its ledger row and the profile it leaves: one statement. */
  async debit(uid: string, amount: number, { kind, reference }: LedgerEntry) {
    const [debited] = await rowsOf<ProfileRow>(
      this.db,
      sql`with debited as (
            update profiles set points = points - ${amount}
             where uid = ${uid} and points >= ${amount}
            returning uid, points, month_points, month
          ), entry as (
            insert into ledger (uid, delta, kind, reference)
            select uid, ${-amount}::integer, ${kind}::text, ${reference}::text from debited
          )
          select uid, points, month_points as "monthPoints", month from debited`,
    )
    return debited ?? null
  }

  async creditPurchase(uid: string, amount: number, month: string, reference: string) {
    const erased = await erasedIdOf(this.db, uid)
    if (erased) {
      // Paid before the closure, notified after: kept for the accounts, written off at once.
      await this.db.insert(ledger).values([
        { uid: erased, delta: amount, kind: 'purchase', reference },
        { uid: erased, delta: -amount, kind: 'account-closed', reference },
      ])
      return
    }
    await this.db
      .insert(profiles)
      .values({ uid, points: amount, monthPoints: amount, month })
      .onConflictDoUpdate({
        target: profiles.uid,
        set: {
          points: sql`${profiles.points} + ${amount}`,
          monthPoints: sql`case when ${profiles.month} = ${month} then ${profiles.monthPoints} + ${amount} else ${amount} end`,
          month,
        },
      })
    await this.db.insert(ledger).values({ uid, delta: amount, kind: 'purchase', reference })
  }

  async debitUpTo(uid: string, amount: number, { kind, reference }: LedgerEntry) {
    const [profile] = await this.db
      .select({ points: profiles.points })
      .from(profiles)
      .where(eq(profiles.uid, uid))
      .for('update')
    const removed = Math.min(amount, profile?.points ?? 0)
    if (removed <= 0) return 0
    await this.db
      .update(profiles)
      .set({ points: sql`${profiles.points} - ${removed}` })
      .where(eq(profiles.uid, uid))
    await this.db.insert(ledger).values({ uid, delta: -removed, kind, reference })
    return removed
  }

  async credit(uid: string, amount: number, { kind, reference }: LedgerEntry) {
    await this.db
      .update(profiles)
      .set({ points: sql`${profiles.points} + ${amount}` })
      .where(eq(profiles.uid, uid))
    await this.db.insert(ledger).values({ uid, delta: amount, kind, reference })
  }

  async adjustMonthPoints(uid: string, month: string, delta: number) {
    const [row] = await this.db
      .update(profiles)
      .set({ monthPoints: sql`greatest(0, ${profiles.monthPoints} + ${delta})` })
      .where(and(eq(profiles.uid, uid), eq(profiles.month, month)))
      .returning({ monthPoints: profiles.monthPoints })
    return row ? row.monthPoints : null
  }
}
