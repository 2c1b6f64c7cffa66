import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type {
  AuditRecord,
  ClaimRow,
  PlayerMatch,
  DeliveryRecord,
  GameCharacter,
  IdempotencyReservation,
  IdempotentOutcome,
  AfterSale,
  AfterSaleNotice,
  LedgerEntry,
  LedgerKind,
  LedgerRow,
  LinkOutcome,
  PaymentRow,
  StoredPayment,
  StorePort,
  PingbackRow,
  ProfileRow,
  StoreTx,
  VoteSite,
  VoteState,
} from '@backend/ports'
import type { Promotion } from '@contract/rules'
import { parseVerification } from '@backend/vote-verification'
import type { DeliveryState } from '@contract/schemas'
import { keepAfterSaleNotice, takeAfterSaleNotices } from './after-sale-notices'
import type { Db } from './db/client'
import { erasePlayerSql, erasedIdOf } from './erasure'
import { claimSiteVote, recordSiteVote } from './vote-pingbacks'
import {
  accountLinks,
  auditLog,
  claims,
  deliveries,
  idempotencyKeys,
  ledger,
  payments,
  profiles,
  promotions,
  rewards,
  siteNotice,
  voteSites,
  voteTokens,
  votes,
} from './db/schema'

/** A transaction of either driver (drizzle's PgTransaction shares PgDatabase's query API). */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The rows of a statement written in SQL (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Db | DbTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows
}

/**
 * The store port on PostgreSQL. Each method is one SQL statement (plus its
 * ledger row) inside the caller's transaction; the conditional ones decide
 * concurrent requests in the database (a conditional UPDATE, a unique
 * constraint), never with a lock of this process.
 */
export class SqlStoreTx implements StoreTx {
  /** Deliveries this transaction added to the outbox: the queue is told once it commits. */
  readonly enqueued: string[] = []

  /** A transaction, or the database itself for reads made each on its own (StorePort.read). */
  constructor(readonly db: DbTx | Db) {}

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

  async getProfile(uid: string) {
    const [row] = await this.profileOf(uid)
    return row ?? null
  }

  async lockProfile(uid: string) {
    const [row] = await this.profileOf(uid).for('update')
    return row ?? null
  }

  /** The conditional debit, its ledger row and the profile it leaves: one statement. */
  async debitPoints(uid: string, amount: number, { kind, reference }: LedgerEntry) {
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

  async insertPayment(payment: PaymentRow) {
    const erased = await erasedIdOf(this.db, payment.uid)
    const inserted = await this.db
      .insert(payments)
      .values(erased ? { ...payment, uid: erased } : payment)
      .onConflictDoNothing()
      .returning({ paymentId: payments.paymentId })
    return inserted.length === 1
  }

  private paymentQuery() {
    return this.db
      .select({
        paymentId: payments.paymentId,
        uid: payments.uid,
        priceId: payments.priceId,
        points: payments.points,
        paymentIntent: payments.paymentIntent,
        month: sql<string>`coalesce(${payments.month}, to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM'))`,
        status: payments.status,
        refundedPoints: payments.refundedPoints,
        disputedPoints: payments.disputedPoints,
        disputeRemoved: payments.disputeRemoved,
        unrecoveredPoints: payments.unrecoveredPoints,
        dispute: payments.dispute,
        createdAt: payments.createdAt,
      })
      .from(payments)
  }

  async lockPaymentByIntent(paymentIntent: string) {
    const [row] = await this.paymentQuery()
      .where(eq(payments.paymentIntent, paymentIntent))
      .for('update')
    return row ? storedPayment(row) : null
  }

  async getPayment(paymentId: string) {
    const [row] = await this.paymentQuery().where(eq(payments.paymentId, paymentId))
    return row ? storedPayment(row) : null
  }

  async saveAfterSale(paymentId: string, afterSale: AfterSale) {
    await this.db.update(payments).set(afterSale).where(eq(payments.paymentId, paymentId))
  }

  keepAfterSaleNotice(notice: AfterSaleNotice) {
    return keepAfterSaleNotice(this.db, notice)
  }

  takeAfterSaleNotices(paymentIntent: string) {
    return takeAfterSaleNotices(this.db, paymentIntent)
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

  async creditPoints(uid: string, amount: number, { kind, reference }: LedgerEntry) {
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

  async netPaidPoints(uid: string, month: string) {
    const [row] = await this.db
      .select({
        net: sql<number>`coalesce(sum(greatest(0, ${payments.points} - ${payments.refundedPoints} - ${payments.disputedPoints})), 0)::int`,
      })
      .from(payments)
      .where(
        and(
          eq(payments.uid, uid),
          eq(payments.status, 'paid'),
          sql`coalesce(${payments.month}, to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM')) = ${month}`,
        ),
      )
    return Number(row?.net ?? 0)
  }

  async recordLedgerCase(uid: string, { kind, reference, points }: LedgerEntry) {
    const owner = (await erasedIdOf(this.db, uid)) ?? uid
    await this.db
      .insert(ledger)
      .values({ uid: owner, delta: 0, kind, reference, points: points ?? null })
  }

  async erasePlayer(uid: string, erasedId: string) {
    await erasePlayerSql(this.db, uid, erasedId)
  }

  async ledgerOf(
    uid: string,
    options: { before: number | null; limit: number; kinds: readonly LedgerKind[] | null },
  ): Promise<LedgerRow[]> {
    const { before, limit, kinds } = options
    const rows = await this.db
      .select()
      .from(ledger)
      .where(
        and(
          eq(ledger.uid, uid),
          before === null ? undefined : lt(ledger.id, before),
          kinds === null ? undefined : inArray(ledger.kind, [...kinds]),
        ),
      )
      .orderBy(desc(ledger.id))
      .limit(limit)
    return rows.map((row) => ({
      ...row,
      kind: row.kind as LedgerKind,
      createdAt: row.createdAt.toISOString(),
    }))
  }

  async getPlayer(uid: string) {
    const [row] = await this.db
      .select({ uid: profiles.uid, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.uid, uid))
    return row ?? null
  }

  async searchPlayers(text: string, limit: number): Promise<PlayerMatch[]> {
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

  async listPayments(month: string | null) {
    const rows = await this.paymentQuery()
      .where(
        month === null
          ? undefined
          : sql`coalesce(${payments.month}, to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM')) = ${month}`,
      )
      .orderBy(desc(payments.createdAt))
    return rows.map(storedPayment)
  }

  async settleCase(uid: string, caseId: number) {
    // ledger_case_settled_once decides between concurrent settlements.
    const inserted = await this.db
      .insert(ledger)
      .values({ uid, delta: 0, kind: 'case-settled', reference: String(caseId) })
      .onConflictDoNothing()
      .returning({ id: ledger.id })
    return inserted.length === 1
  }

  async appendAudit(record: AuditRecord) {
    const [row] = await this.db.insert(auditLog).values(record).returning({ id: auditLog.id })
    if (!row) throw new Error('audit row not written')
    return row.id
  }

  async auditLog(options: { before: number | null; limit: number; target: string | null }) {
    const { before, limit, target } = options
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(
        and(
          before === null ? undefined : lt(auditLog.id, before),
          target === null ? undefined : eq(auditLog.target, target),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(limit)
    return rows.map((row) => ({ ...row, at: row.at.toISOString() }))
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
      .select({
        id: rewards.id,
        itemId: rewards.itemId,
        stageId: rewards.stageId,
        description: rewards.description,
        month: rewards.month,
        active: rewards.active,
      })
      .from(rewards)
      .orderBy(asc(rewards.id))
  }

  async listPromotions() {
    const rows = await this.db.select().from(promotions).orderBy(asc(promotions.start))
    return rows.map(({ id, start, end, multiplier }) => ({
      id,
      start: start.toISOString(),
      end: end.toISOString(),
      multiplier,
    }))
  }

  async lockPromotions() {
    await this.db.execute(sql`lock table promotions in share row exclusive mode`)
    return this.listPromotions()
  }

  async insertPromotion(promotion: Promotion) {
    const [row] = await this.db
      .insert(promotions)
      .values({ ...promotion, start: new Date(promotion.start), end: new Date(promotion.end) })
      .returning({ id: promotions.id })
    if (!row) throw new Error('promotion not inserted')
    return { id: row.id, ...promotion }
  }

  async updatePromotion(id: number, { start, end, multiplier }: Promotion) {
    const updated = await this.db
      .update(promotions)
      .set({ start: new Date(start), end: new Date(end), multiplier })
      .where(eq(promotions.id, id))
      .returning({ id: promotions.id })
    return updated.length > 0
  }

  async deletePromotion(id: number) {
    const deleted = await this.db
      .delete(promotions)
      .where(eq(promotions.id, id))
      .returning({ id: promotions.id })
    return deleted.length > 0
  }

  async setReward(reward: Parameters<StoreTx['setReward']>[0]) {
    await this.retireReward(reward.month, reward.stageId)
    const [row] = await this.db.insert(rewards).values(reward).returning()
    if (!row) throw new Error('reward not inserted')
    const { id, itemId, stageId, description, month, active } = row
    return { id, itemId, stageId, description, month, active }
  }

  async retireReward(month: string | null, stageId: number) {
    const retired = await this.db
      .update(rewards)
      .set({ active: false })
      .where(
        and(
          month === null ? isNull(rewards.month) : eq(rewards.month, month),
          eq(rewards.stageId, stageId),
          eq(rewards.active, true),
        ),
      )
      .returning({ id: rewards.id })
    return retired.length > 0
  }

  async setSiteNotice({ message, enabled }: { message: string; enabled: boolean }) {
    await this.db
      .insert(siteNotice)
      .values({ id: 1, message, enabled })
      .onConflictDoUpdate({ target: siteNotice.id, set: { message, enabled } })
  }

  async saveVoteSite(site: VoteSite) {
    const { id, name, image, link, cooldownMs, verification } = site
    const fields = { name, image, link, cooldownMs, verification }
    await this.db
      .insert(voteSites)
      .values({
        id,
        ...fields,
        position: sql`(select coalesce(max(position), -1) + 1 from vote_sites)`,
      })
      .onConflictDoUpdate({ target: voteSites.id, set: fields })
  }

  async getSiteNotice() {
    const [row] = await this.db
      .select({ message: siteNotice.message, enabled: siteNotice.enabled })
      .from(siteNotice)
    return row ?? { message: '', enabled: false }
  }

  async claimedRewardIds(uid: string, month: string) {
    const rows = await this.db
      .select({ rewardId: claims.rewardId })
      .from(claims)
      .where(and(eq(claims.uid, uid), eq(claims.month, month)))
    return rows.map((row) => row.rewardId)
  }

  /** The claim and its ledger row: one statement (claims_once_a_month decides). */
  async insertClaim({ uid, rewardId, month, accountId, characterId }: ClaimRow) {
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

  async flagClaim(uid: string, rewardId: number, month: string) {
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

  async flaggedClaims(uid: string) {
    const rows = await this.db
      .select({ rewardId: claims.rewardId, month: claims.month })
      .from(claims)
      .where(and(eq(claims.uid, uid), eq(claims.underReview, true)))
    return rows.map((row) => `${row.rewardId}:${row.month}`)
  }

  async linkAccount(
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

  async linkedAccounts(uid: string) {
    return this.db
      .select()
      .from(accountLinks)
      .where(eq(accountLinks.uid, uid))
      .orderBy(asc(accountLinks.accountId))
  }

  async rememberCharacters(accountId: number, characters: GameCharacter[]) {
    await this.db
      .update(accountLinks)
      .set({ characters })
      .where(eq(accountLinks.accountId, accountId))
  }

  async enqueueDelivery(delivery: Parameters<StoreTx['enqueueDelivery']>[0]) {
    const [inserted] = await this.db
      .insert(deliveries)
      .values(delivery)
      .onConflictDoNothing()
      .returning()
    if (inserted) {
      this.enqueued.push(delivery.deliveryId)
      return deliveryRecord(inserted)
    }
    const kept = await this.getDelivery(delivery.deliveryId)
    if (!kept) throw new Error(`delivery ${delivery.deliveryId} neither stored nor kept`)
    return kept
  }

  async getDelivery(deliveryId: string) {
    const [row] = await this.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.deliveryId, deliveryId))
    return row ? deliveryRecord(row) : null
  }

  async deliveriesOf(uid: string, limit: number) {
    const rows = await this.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.uid, uid))
      .orderBy(desc(deliveries.createdAt), desc(deliveries.deliveryId))
      .limit(limit)
    return rows.map(deliveryRecord)
  }

  async deliveriesIn(state: DeliveryState, limit: number) {
    const rows = await this.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.state, state))
      .orderBy(asc(deliveries.createdAt))
      .limit(limit)
    return rows.map(deliveryRecord)
  }

  async deliveriesAfter(state: DeliveryState, afterId: string | null, limit: number) {
    const rows = await this.db
      .select()
      .from(deliveries)
      .where(
        and(
          eq(deliveries.state, state),
          afterId === null ? undefined : gt(deliveries.deliveryId, afterId),
        ),
      )
      .orderBy(asc(deliveries.deliveryId))
      .limit(limit)
    return rows.map(deliveryRecord)
  }

  async markDelivery(
    deliveryId: string,
    from: DeliveryState,
    to: Parameters<StoreTx['markDelivery']>[2],
  ) {
    const updated = await this.db
      .update(deliveries)
      .set({
        state: to.state,
        ...(to.state === 'failed' ? { failure: to.failure } : {}),
        ...(to.state === 'received' ? { receivedAt: new Date(to.at) } : {}),
      })
      .where(and(eq(deliveries.deliveryId, deliveryId), eq(deliveries.state, from)))
      .returning({ deliveryId: deliveries.deliveryId })
    return updated.length === 1
  }

  async listVoteSites() {
    return this.db
      .select({
        id: voteSites.id,
        name: voteSites.name,
        image: voteSites.image,
        link: voteSites.link,
        cooldownMs: voteSites.cooldownMs,
        verification: voteSites.verification,
      })
      .from(voteSites)
      .orderBy(asc(voteSites.position))
      .then((rows) =>
        rows.map((row) => ({ ...row, verification: parseVerification(row.verification) })),
      )
  }

  async voteAddresses(uid: string) {
    const rows = await this.db
      .select({ ip: voteTokens.ip, at: sql<number>`max(${voteTokens.issuedAt})` })
      .from(voteTokens)
      .where(and(eq(voteTokens.uid, uid), sql`${voteTokens.ip} is not null`))
      .groupBy(voteTokens.ip)
      .orderBy(desc(sql`max(${voteTokens.issuedAt})`))
    return rows.map((row) => ({ ip: row.ip ?? '', at: Number(row.at) }))
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
      .returning({
        providerId: voteTokens.providerId,
        issuedAt: voteTokens.issuedAt,
        ip: voteTokens.ip,
        ref: voteTokens.ref,
      })
    if (consumed) return { status: 'consumed' as const, token: { token, uid, ...consumed } }
    const [known] = await this.db
      .select({ token: voteTokens.token })
      .from(voteTokens)
      .where(and(eq(voteTokens.token, token), eq(voteTokens.uid, uid)))
    return known ? { status: 'used' as const } : { status: 'unknown' as const }
  }

  async findVoteToken(token: string, uid: string) {
    const [found] = await this.db
      .select()
      .from(voteTokens)
      .where(and(eq(voteTokens.token, token), eq(voteTokens.uid, uid)))
    if (!found) return { status: 'unknown' as const }
    if (found.used) return { status: 'used' as const }
    const { used: _used, ...row } = found
    return { status: 'found' as const, token: row }
  }

  async recordPingback(pingback: PingbackRow, sameVoteMs: number) {
    await recordSiteVote(this.db, pingback, sameVoteMs)
  }

  async claimPingback(
    siteId: string,
    vote: { ref: string; ip: string | null },
    since: number,
    token: string,
  ) {
    return claimSiteVote(this.db, siteId, vote, since, token)
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

/** A row of payments as the port describes it. */
function storedPayment(row: Omit<StoredPayment, 'createdAt'> & { createdAt: Date }): StoredPayment {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

/** A row of the outbox as the port describes it. */
function deliveryRecord(row: typeof deliveries.$inferSelect): DeliveryRecord {
  const { amount, itemId, count, createdAt, receivedAt, ...rest } = row
  const dates = {
    createdAt: createdAt.toISOString(),
    receivedAt: receivedAt ? receivedAt.toISOString() : null,
  }
  return rest.kind === 'points'
    ? { ...rest, ...dates, kind: 'points', amount: amount ?? 0 }
    : { ...rest, ...dates, kind: 'item', itemId: itemId ?? 0, count: count ?? 0 }
}

export interface SqlStoreOptions {
  /**
   * Told the ids of the deliveries a transaction added, once it committed (the delivery queue
   * wakes up for them; a wake-up lost in a crash is caught by its periodic sweep).
   */
  onDeliveriesEnqueued?: (deliveryIds: string[]) => void
}

/** One drizzle transaction per unit of work (READ COMMITTED; the statements above carry the rules). */
export function sqlStore(db: Db, { onDeliveriesEnqueued }: SqlStoreOptions = {}): StorePort {
  return {
    // Reads each on its own: no BEGIN and COMMIT round trips around them.
    read: (work) => work(new SqlStoreTx(db)),
    async transaction(work) {
      let enqueued: string[] = []
      const result = await db.transaction(async (tx) => {
        const storeTx = new SqlStoreTx(tx)
        const outcome = await work(storeTx)
        enqueued = storeTx.enqueued
        return outcome
      })
      if (enqueued.length > 0) onDeliveriesEnqueued?.(enqueued)
      return result
    },
  }
}
