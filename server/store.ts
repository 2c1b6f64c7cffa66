import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type {
  IdempotencyReservation,
  IdempotentOutcome,
  LedgerEntry,
  PaymentRow,
  StorePort,
  StoreTx,
  VoteState,
} from '@backend/ports'
import type { Db } from './db/client'
import {
  claims,
  idempotencyKeys,
  ledger,
  payments,
  profiles,
  rewards,
  voteSites,
  voteTokens,
  votes,
} from './db/schema'

/** A transaction of either driver (drizzle's PgTransaction shares PgDatabase's query API). */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The store port on PostgreSQL. Each method is one SQL statement (plus its
 * ledger row) inside the caller's transaction; the conditional ones decide
 * concurrent requests in the database (a conditional UPDATE, a unique
 * constraint), never with a lock of this process.
 */
export class SqlStoreTx implements StoreTx {
  constructor(readonly db: DbTx) {}

  async getProfile(uid: string) {
    const [row] = await this.db
      .select({
        uid: profiles.uid,
        points: profiles.points,
        monthPoints: profiles.monthPoints,
        month: profiles.month,
      })
      .from(profiles)
      .where(eq(profiles.uid, uid))
    return row ?? null
  }

  async debitPoints(uid: string, amount: number, { kind, reference }: LedgerEntry) {
    const debited = await this.db
      .update(profiles)
      .set({ points: sql`${profiles.points} - ${amount}` })
      .where(and(eq(profiles.uid, uid), sql`${profiles.points} >= ${amount}`))
      .returning({ uid: profiles.uid })
    if (debited.length === 0) return false
    await this.db.insert(ledger).values({ uid, delta: -amount, kind, reference })
    return true
  }

  async creditPurchase(uid: string, amount: number, month: string, reference: string) {
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

  async insertPayment(payment: PaymentRow) {
    const inserted = await this.db
      .insert(payments)
      .values(payment)
      .onConflictDoNothing()
      .returning({ paymentId: payments.paymentId })
    return inserted.length === 1
  }

  async findPaymentByIntent(paymentIntent: string) {
    const [row] = await this.db
      .select({
        paymentId: payments.paymentId,
        uid: payments.uid,
        priceId: payments.priceId,
        points: payments.points,
        paymentIntent: payments.paymentIntent,
        refundedPoints: payments.refundedPoints,
      })
      .from(payments)
      .where(eq(payments.paymentIntent, paymentIntent))
    return row ?? null
  }

  async markRefunded(paymentId: string, from: number, to: number) {
    const updated = await this.db
      .update(payments)
      .set({ refundedPoints: to })
      .where(and(eq(payments.paymentId, paymentId), eq(payments.refundedPoints, from)))
      .returning({ paymentId: payments.paymentId })
    return updated.length === 1
  }

  async recordLedgerCase(uid: string, { kind, reference }: LedgerEntry) {
    await this.db.insert(ledger).values({ uid, delta: 0, kind, reference })
  }

  async reserveIdempotencyKey(
    uid: string,
    key: string,
    fingerprint: string,
  ): Promise<IdempotencyReservation> {
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ uid, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (inserted.length === 1) return { reserved: true }
    // The insert waited for the holder's commit: this new statement sees its row.
    const [row] = await this.db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        status: idempotencyKeys.status,
        body: idempotencyKeys.body,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.uid, uid), eq(idempotencyKeys.key, key)))
    if (!row) throw new Error('idempotency key vanished after a conflict')
    const outcome = row.status === null ? null : { status: row.status, body: row.body }
    return { reserved: false, fingerprint: row.fingerprint, outcome }
  }

  async recordIdempotentOutcome(uid: string, key: string, outcome: IdempotentOutcome) {
    await this.db
      .update(idempotencyKeys)
      .set({ status: outcome.status, body: outcome.body })
      .where(and(eq(idempotencyKeys.uid, uid), eq(idempotencyKeys.key, key)))
  }

  async listRewards() {
    return this.db
      .select({ id: rewards.id, itemId: rewards.itemId, stageId: rewards.stageId })
      .from(rewards)
      .orderBy(asc(rewards.id))
  }

  async claimedRewardIds(uid: string, month: string) {
    const rows = await this.db
      .select({ rewardId: claims.rewardId })
      .from(claims)
      .where(and(eq(claims.uid, uid), eq(claims.month, month)))
    return rows.map((row) => row.rewardId)
  }

  async insertClaim(claim: Parameters<StoreTx['insertClaim']>[0]) {
    const inserted = await this.db
      .insert(claims)
      .values(claim)
      .onConflictDoNothing()
      .returning({ rewardId: claims.rewardId })
    if (inserted.length === 0) return false
    const reference = `reward:${claim.rewardId}:${claim.month}`
    await this.db.insert(ledger).values({ uid: claim.uid, delta: 0, kind: 'claim', reference })
    return true
  }

  async listVoteSites() {
    return this.db
      .select({
        id: voteSites.id,
        name: voteSites.name,
        image: voteSites.image,
        link: voteSites.link,
        cooldownMs: voteSites.cooldownMs,
      })
      .from(voteSites)
      .orderBy(asc(voteSites.position))
  }

  async voteStates(uid: string) {
    const rows = await this.db.select().from(votes).where(eq(votes.uid, uid))
    const states: Record<string, VoteState> = {}
    for (const row of rows) {
      states[row.providerId] = { votes: row.votes, nextVote: row.nextVote.toISOString() }
    }
    return states
  }

  async insertVoteToken(token: Parameters<StoreTx['insertVoteToken']>[0]) {
    await this.db.insert(voteTokens).values(token)
  }

  async consumeVoteToken(token: string, uid: string) {
    const [consumed] = await this.db
      .update(voteTokens)
      .set({ used: true })
      .where(and(eq(voteTokens.token, token), eq(voteTokens.uid, uid), eq(voteTokens.used, false)))
      .returning({ providerId: voteTokens.providerId, issuedAt: voteTokens.issuedAt })
    if (consumed) return { status: 'consumed' as const, token: { token, uid, ...consumed } }
    const [known] = await this.db
      .select({ token: voteTokens.token })
      .from(voteTokens)
      .where(and(eq(voteTokens.token, token), eq(voteTokens.uid, uid)))
    return known ? { status: 'used' as const } : { status: 'unknown' as const }
  }

  async countVote(uid: string, providerId: string, now: Date, nextVote: Date) {
    const [counted] = await this.db
      .insert(votes)
      .values({ uid, providerId, votes: 1, nextVote })
      .onConflictDoUpdate({
        target: [votes.uid, votes.providerId],
        set: { votes: sql`${votes.votes} + 1`, nextVote },
        setWhere: lt(votes.nextVote, now),
      })
      .returning({ votes: votes.votes, nextVote: votes.nextVote })
    return counted ? { votes: counted.votes, nextVote: counted.nextVote.toISOString() } : null
  }
}

/** One drizzle transaction per unit of work (READ COMMITTED; the statements above carry the rules). */
export function sqlStore(db: Db): StorePort {
  return {
    transaction: (work) => db.transaction((tx) => work(new SqlStoreTx(tx))),
  }
}
