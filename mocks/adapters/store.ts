import type { DeliveryRecord, PlayerMatch, StorePort, StoreTx, VoteState } from '@backend/ports'
import { parseVerification } from '@backend/vote-verification'
import { db, nextId } from '../db/collections'
import { loadCollections, saveDb, snapshotDb } from '../db/persistence'
import { appendLedger } from '../db/ledger'
import { exclusive } from '../db/mutate'
import { creditErased, erasedIdOf, eraseTraces, recordErasure } from './erasure'
import type { DeliveryRecordRow } from '../db/schemas'

/**
 * The store port on the in-memory collections. Transactions run one at a time
 * under the one global lock (the embedded backend has a single process). The
 * first write of a transaction snapshots the collections, so that a throw
 * restores them; a transaction that wrote is stored once committed (and, in a
 * page, recorded as the last commit before the lock is released: exclusive()).
 */
let before: ReturnType<typeof snapshotDb>['collections'] | null = null

function beforeWrite(): void {
  before ??= snapshotDb().collections
}

/** Set when the transaction adds a delivery: the queue is told once it commits. */
let enqueued = false
let onDeliveriesEnqueued: () => void = () => undefined

/** The embedded delivery queue (mocks/deliveries.ts) listens here: after a commit that enqueued. */
export function whenDeliveriesEnqueued(listener: () => void): void {
  onDeliveriesEnqueued = listener
}

/** The reward of a stage in force for a month (null: the standing one), if any. */
const inForce = (month: string | null, stageId: number) =>
  db.fidelityRewards.all().find((r) => r.active && r.month === month && r.stageId === stageId)

/** Retires the reward of a stage in force for a month (kept: claims name it). */
async function retire(month: string | null, stageId: number) {
  const current = inForce(month, stageId)
  if (!current) return
  await db.fidelityRewards.update((q) => q.where({ id: current.id }), {
    data(record) {
      record.active = false
    },
  })
}

/** The notice never set: off, no text. */
const OFF_NOTICE = { message: '', enabled: false } as const

const accountKey = (name: string) => name.trim().toLowerCase()

function deliveryOf(row: DeliveryRecordRow): DeliveryRecord {
  const { amount, itemId, count, ...rest } = row
  return rest.kind === 'points'
    ? { ...rest, kind: 'points', amount: amount ?? 0 }
    : { ...rest, kind: 'item', itemId: itemId ?? 0, count: count ?? 0 }
}

const byNewest = (a: { createdAt: string }, b: { createdAt: string }) =>
  b.createdAt.localeCompare(a.createdAt)

const tx: StoreTx = {
  async getProfile(uid) {
    return db.profiles.findFirst((q) => q.where({ uid })) ?? null
  },

  /** Transactions run one at a time: the lock is the global one. */
  async lockProfile(uid) {
    return db.profiles.findFirst((q) => q.where({ uid })) ?? null
  },

  async debitPoints(uid, amount, { kind, reference }) {
    const profile = db.profiles.findFirst((q) => q.where({ uid }))
    if (!profile || profile.points < amount) return null
    beforeWrite()
    await db.profiles.update((q) => q.where({ uid }), {
      data(record) {
        record.points -= amount
      },
    })
    await appendLedger({ uid, delta: -amount, kind, reference })
    return db.profiles.findFirst((q) => q.where({ uid })) ?? null
  },

  async creditPurchase(uid, amount, month, reference) {
    const profile = db.profiles.findFirst((q) => q.where({ uid }))
    beforeWrite()
    const erased = await erasedIdOf(uid)
    if (erased) return creditErased(erased, amount, reference)
    if (!profile) {
      await db.profiles.create({ uid, points: amount, monthPoints: amount, month })
    } else {
      await db.profiles.update((q) => q.where({ uid }), {
        data(record) {
          record.monthPoints = (record.month === month ? record.monthPoints : 0) + amount
          record.month = month
          record.points += amount
        },
      })
    }
    await appendLedger({ uid, delta: amount, kind: 'purchase', reference })
  },

  /** A payment of the mock's payment page: its checkout session ends paid or failed with it. */
  async insertPayment(payment) {
    const { paymentId } = payment
    const session = db.checkoutSessions.findFirst((q) => q.where({ id: paymentId }))
    if (!session || session.status === 'paid' || session.status === 'failed') return false
    if (db.payments.findFirst((q) => q.where({ paymentId }))) return false
    beforeWrite()
    const erased = await erasedIdOf(payment.uid)
    await db.checkoutSessions.update((q) => q.where({ id: paymentId }), {
      data(record) {
        record.status = payment.status
      },
    })
    await db.payments.create({
      ...payment,
      uid: erased ?? payment.uid,
      refundedPoints: 0,
      disputedPoints: 0,
      disputeRemoved: 0,
      unrecoveredPoints: 0,
      dispute: 'none',
      createdAt: new Date().toISOString(),
    })
    return true
  },

  /** Transactions run one at a time: the lock is the global one. */
  async lockPaymentByIntent(paymentIntent) {
    const found = db.payments.findFirst((q) => q.where({ paymentIntent }))
    return found ? structuredClone(found) : null
  },

  async getPayment(paymentId) {
    const found = db.payments.findFirst((q) => q.where({ paymentId }))
    return found ? structuredClone(found) : null
  },

  async saveAfterSale(paymentId, afterSale) {
    beforeWrite()
    await db.payments.update((q) => q.where({ paymentId }), {
      data(record) {
        Object.assign(record, afterSale)
      },
    })
  },

  /** Transactions run one at a time: no payment can be recorded between the check and the keep. */
  async keepAfterSaleNotice(notice) {
    const { paymentIntent } = notice
    if (db.payments.findFirst((q) => q.where({ paymentIntent }))) return false
    const key = JSON.stringify(notice)
    if (db.afterSaleNotices.findFirst((q) => q.where({ key }))) return true
    beforeWrite()
    const id = nextId(db.afterSaleNotices.all().map((r) => r.id))
    await db.afterSaleNotices.create({ id, paymentIntent, key, notice: structuredClone(notice) })
    return true
  },

  async takeAfterSaleNotices(paymentIntent) {
    const kept = db.afterSaleNotices.findMany((q) => q.where({ paymentIntent }))
    if (kept.length === 0) return []
    beforeWrite()
    await db.afterSaleNotices.deleteMany((q) => q.where({ paymentIntent }))
    return kept.sort((a, b) => a.id - b.id).map((record) => structuredClone(record.notice))
  },

  async debitUpTo(uid, amount, { kind, reference }) {
    const profile = db.profiles.findFirst((q) => q.where({ uid }))
    const removed = Math.min(amount, profile?.points ?? 0)
    if (removed <= 0) return 0
    beforeWrite()
    await db.profiles.update((q) => q.where({ uid }), {
      data(record) {
        record.points -= removed
      },
    })
    await appendLedger({ uid, delta: -removed, kind, reference })
    return removed
  },

  async creditPoints(uid, amount, { kind, reference }) {
    beforeWrite()
    await db.profiles.update((q) => q.where({ uid }), {
      data(record) {
        record.points += amount
      },
    })
    await appendLedger({ uid, delta: amount, kind, reference })
  },

  async adjustMonthPoints(uid, month, delta) {
    const profile = db.profiles.findFirst((q) => q.where({ uid }))
    if (profile?.month !== month) return null
    const monthPoints = Math.max(0, profile.monthPoints + delta)
    beforeWrite()
    await db.profiles.update((q) => q.where({ uid }), {
      data(record) {
        record.monthPoints = monthPoints
      },
    })
    return monthPoints
  },

  async netPaidPoints(uid, month) {
    return db.payments
      .findMany((q) => q.where({ uid, month, status: 'paid' }))
      .reduce((sum, p) => sum + Math.max(0, p.points - p.refundedPoints - p.disputedPoints), 0)
  },

  async recordLedgerCase(uid, { kind, reference, points }) {
    beforeWrite()
    await appendLedger({
      uid: (await erasedIdOf(uid)) ?? uid,
      delta: 0,
      kind,
      reference,
      ...(points === undefined ? {} : { points }),
    })
  },

  async erasePlayer(uid, newId) {
    const profile = db.profiles.findFirst((q) => q.where({ uid }))
    beforeWrite()
    // Recorded first: a second erasure, and later payments, follow the same erased id.
    const erasedId = await recordErasure(uid, newId)
    const rename = {
      data(record: { uid: string }) {
        record.uid = erasedId
      },
    }
    // Kept for the accounts, under an id that names nobody.
    await db.ledger.updateMany((q) => q.where({ uid }), rename)
    await db.payments.updateMany((q) => q.where({ uid }), rename)
    await db.claims.updateMany((q) => q.where({ uid }), rename)
    await db.deliveries.updateMany((q) => q.where({ uid }), rename)
    if (profile && profile.points > 0) {
      await appendLedger({ uid: erasedId, delta: -profile.points, kind: 'account-closed' })
    }
    const email = db.users.findFirst((q) => q.where({ uid }))?.email ?? null
    await eraseTraces(uid, erasedId, email)
    db.profiles.deleteMany((q) => q.where({ uid }))
    db.accountLinks.deleteMany((q) => q.where({ uid }))
    db.voteStates.deleteMany((q) => q.where({ uid }))
    db.voteTokens.deleteMany((q) => q.where({ uid }))
    db.idempotencyKeys.deleteMany((q) => q.where({ uid }))
  },

  async ledgerOf(uid, { before, limit, kinds }) {
    return db.ledger
      .findMany((q) => q.where({ uid }))
      .filter((row) => (before === null || row.id < before) && (!kinds || kinds.includes(row.kind)))
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map((row) => ({ ...row }))
  },

  async getPlayer(uid) {
    if (!db.profiles.findFirst((q) => q.where({ uid }))) return null
    return { uid, email: db.users.findFirst((q) => q.where({ uid }))?.email ?? null }
  },

  async searchPlayers(text, limit) {
    const exact = text.trim()
    const needle = exact.toLowerCase()
    const owners = (match: (link: (typeof links)[number]) => boolean) =>
      new Set(links.filter(match).map((link) => link.uid))
    const links = db.accountLinks.all()
    const byAccount = owners((link) => link.name.toLowerCase() === needle)
    const byCharacter = owners((link) =>
      link.characters.some((c) => c.name.toLowerCase() === needle),
    )
    const found: PlayerMatch[] = []
    for (const { uid, points } of db.profiles.all()) {
      const email = db.users.findFirst((q) => q.where({ uid }))?.email ?? null
      const matchedBy =
        uid === exact
          ? 'uid'
          : email?.toLowerCase().includes(needle)
            ? 'email'
            : byAccount.has(uid)
              ? 'account'
              : byCharacter.has(uid)
                ? 'character'
                : null
      if (matchedBy) found.push({ uid, email, points, matchedBy })
    }
    return found.sort((a, b) => (a.email ?? '').localeCompare(b.email ?? '')).slice(0, limit)
  },

  async listPayments(month) {
    return db.payments
      .all()
      .filter((p) => month === null || p.month === month)
      .sort(byNewest)
      .map((p) => structuredClone(p))
  },

  async settleCase(uid, caseId) {
    const reference = String(caseId)
    if (db.ledger.findFirst((q) => q.where({ kind: 'case-settled', reference }))) return false
    beforeWrite()
    await appendLedger({ uid, delta: 0, kind: 'case-settled', reference })
    return true
  },

  async appendAudit(record) {
    beforeWrite()
    const id = nextId(db.auditLog.all().map((row) => row.id))
    await db.auditLog.create({ ...record, id, at: new Date().toISOString() })
    return id
  },

  async auditLog({ before, limit, target }) {
    return db.auditLog
      .all()
      .filter((row) => (before === null || row.id < before) && (!target || row.target === target))
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map((row) => structuredClone(row))
  },

  async reserveIdempotencyKey(uid, key, fingerprint) {
    const found = db.idempotencyKeys.findFirst((q) => q.where({ uid, key }))
    if (found) {
      const { status, body } = found
      const outcome =
        status === null ? null : { status, body: body === null ? null : JSON.parse(body) }
      return { reserved: false, fingerprint: found.fingerprint, outcome }
    }
    beforeWrite()
    await db.idempotencyKeys.create({ uid, key, fingerprint, status: null, body: null })
    return { reserved: true }
  },

  async recordIdempotentOutcome(uid, key, { status, body }) {
    beforeWrite()
    await db.idempotencyKeys.update((q) => q.where({ uid, key }), {
      data(record) {
        record.status = status
        record.body = JSON.stringify(body)
      },
    })
  },

  async listRewards() {
    return db.fidelityRewards
      .all()
      .map(({ id, itemId, stageId, description, month, active }) => ({
        id,
        itemId,
        stageId,
        description,
        month,
        active,
      }))
      .sort((a, b) => a.id - b.id)
  },

  async listPromotions() {
    return db.promotions
      .all()
      .map(({ id, start, end, multiplier }) => ({ id, start, end, multiplier }))
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  },

  async getSiteNotice() {
    const notice = db.siteNotice.all()[0]
    return notice ? { message: notice.message, enabled: notice.enabled } : OFF_NOTICE
  },

  // Transactions run one at a time here: the listing is as good as a lock.
  async lockPromotions() {
    return this.listPromotions()
  },

  async insertPromotion(promotion) {
    beforeWrite()
    const id = nextId(db.promotions.all().map((p) => p.id))
    await db.promotions.create({ id, ...promotion })
    return { id, ...promotion }
  },

  async updatePromotion(id, { start, end, multiplier }) {
    if (!db.promotions.findFirst((q) => q.where({ id }))) return false
    beforeWrite()
    await db.promotions.update((q) => q.where({ id }), {
      data(record) {
        Object.assign(record, { start, end, multiplier })
      },
    })
    return true
  },

  async deletePromotion(id) {
    if (!db.promotions.findFirst((q) => q.where({ id }))) return false
    beforeWrite()
    db.promotions.delete((q) => q.where({ id }))
    return true
  },

  async setReward(reward) {
    beforeWrite()
    await retire(reward.month, reward.stageId)
    const row = { ...reward, id: nextId(db.fidelityRewards.all().map((r) => r.id)), active: true }
    await db.fidelityRewards.create({ ...row })
    return row
  },

  async retireReward(month, stageId) {
    if (!inForce(month, stageId)) return false
    beforeWrite()
    await retire(month, stageId)
    return true
  },

  async setSiteNotice({ message, enabled }) {
    beforeWrite()
    db.siteNotice.clear()
    await db.siteNotice.create({ message, enabled })
  },

  async saveVoteSite(site) {
    const { id, name, image, link, cooldownMs, verification } = site
    const fields = { name, image, link, cooldownMs, verification }
    beforeWrite()
    if (db.voteProviders.findFirst((q) => q.where({ id }))) {
      await db.voteProviders.update((q) => q.where({ id }), {
        data(record) {
          Object.assign(record, fields)
        },
      })
    } else await db.voteProviders.create({ id, ...fields })
  },

  async claimedRewardIds(uid, month) {
    return db.claims.findMany((q) => q.where({ uid, month })).map((claim) => claim.rewardId)
  },

  async insertClaim(claim) {
    const { uid, rewardId, month } = claim
    if (db.claims.findFirst((q) => q.where({ uid, rewardId, month }))) return false
    beforeWrite()
    await db.claims.create({ ...claim, underReview: false })
    await appendLedger({ uid, delta: 0, kind: 'claim', reference: `reward:${rewardId}:${month}` })
    return true
  },

  async flagClaim(uid, rewardId, month) {
    const claim = db.claims.findFirst((q) => q.where({ uid, rewardId, month }))
    if (!claim || claim.underReview) return false
    beforeWrite()
    await db.claims.update((q) => q.where({ uid, rewardId, month }), {
      data(record) {
        record.underReview = true
      },
    })
    return true
  },

  async flaggedClaims(uid) {
    return db.claims
      .findMany((q) => q.where({ uid, underReview: true }))
      .map((claim) => `${claim.rewardId}:${claim.month}`)
  },

  async linkAccount(uid, name, characters, maxAccounts) {
    const found = db.accountLinks.findFirst((q) =>
      q.where({ name: (value) => accountKey(value) === accountKey(name) }),
    )
    if (found) return { ok: false, owner: found.uid === uid ? 'self' : 'other' }
    if (db.accountLinks.findMany((q) => q.where({ uid })).length >= maxAccounts) {
      return { ok: false, cap: true }
    }
    beforeWrite()
    const accountId = nextId(db.accountLinks.all().map((a) => a.accountId))
    const account = await db.accountLinks.create({ accountId, uid, name, characters })
    return { ok: true, account: structuredClone(account) }
  },

  async linkedAccounts(uid) {
    return db.accountLinks
      .findMany((q) => q.where({ uid }), { orderBy: { accountId: 'asc' } })
      .map((account) => structuredClone(account))
  },

  async rememberCharacters(accountId, characters) {
    beforeWrite()
    await db.accountLinks.update((q) => q.where({ accountId }), {
      data(record) {
        record.characters = characters.map((c) => ({ ...c }))
      },
    })
  },

  async enqueueDelivery(delivery) {
    const kept = db.deliveries.findFirst((q) => q.where({ deliveryId: delivery.deliveryId }))
    if (kept) return deliveryOf(kept)
    beforeWrite()
    const stored = await db.deliveries.create({
      amount: null,
      itemId: null,
      count: null,
      ...delivery,
      state: 'pending',
      failure: null,
      createdAt: new Date().toISOString(),
      receivedAt: null,
    })
    enqueued = true
    return deliveryOf(stored)
  },

  async getDelivery(deliveryId) {
    const row = db.deliveries.findFirst((q) => q.where({ deliveryId }))
    return row ? deliveryOf(row) : null
  },

  async deliveriesOf(uid, limit) {
    return db.deliveries
      .findMany((q) => q.where({ uid }))
      .sort(byNewest)
      .slice(0, limit)
      .map(deliveryOf)
  },

  async deliveriesIn(state, limit) {
    return db.deliveries
      .findMany((q) => q.where({ state }))
      .sort((a, b) => byNewest(b, a))
      .slice(0, limit)
      .map(deliveryOf)
  },

  async deliveriesAfter(state, afterId, limit) {
    return db.deliveries
      .findMany((q) => q.where({ state }))
      .filter((row) => afterId === null || row.deliveryId > afterId)
      .sort((a, b) => (a.deliveryId < b.deliveryId ? -1 : a.deliveryId > b.deliveryId ? 1 : 0))
      .slice(0, limit)
      .map(deliveryOf)
  },

  async markDelivery(deliveryId, from, to) {
    const row = db.deliveries.findFirst((q) => q.where({ deliveryId }))
    if (row?.state !== from) return false
    beforeWrite()
    await db.deliveries.update((q) => q.where({ deliveryId }), {
      data(record) {
        record.state = to.state
        if (to.state === 'failed') record.failure = to.failure
        if (to.state === 'received') record.receivedAt = to.at
      },
    })
    return true
  },

  async listVoteSites() {
    return db.voteProviders.all().map(({ id, name, image, link, cooldownMs, verification }) => ({
      id,
      name,
      image,
      link,
      cooldownMs,
      verification: parseVerification(verification),
    }))
  },

  async voteAddresses(uid) {
    const latest = new Map<string, number>()
    for (const { ip, issuedAt } of db.voteTokens.findMany((q) => q.where({ uid }))) {
      if (ip) latest.set(ip, Math.max(latest.get(ip) ?? 0, issuedAt))
    }
    return [...latest].map(([ip, at]) => ({ ip, at })).sort((a, b) => b.at - a.at)
  },

  async voteStates(uid) {
    const states: Record<string, VoteState> = {}
    for (const { providerId, votes, nextVote } of db.voteStates.findMany((q) => q.where({ uid }))) {
      states[providerId] = { votes, nextVote }
    }
    return states
  },

  async insertVoteToken(token) {
    beforeWrite()
    await db.voteTokens.create({ ...token, used: false })
  },

  async consumeVoteToken(token, uid) {
    const found = db.voteTokens.findFirst((q) => q.where({ token, uid }))
    if (!found) return { status: 'unknown' }
    if (found.used) return { status: 'used' }
    beforeWrite()
    await db.voteTokens.update((q) => q.where({ token }), {
      data(record) {
        record.used = true
      },
    })
    const { providerId, issuedAt, ip, ref } = found
    return { status: 'consumed', token: { token, uid, providerId, issuedAt, ip, ref } }
  },

  async findVoteToken(token, uid) {
    const found = db.voteTokens.findFirst((q) => q.where({ token, uid }))
    if (!found) return { status: 'unknown' }
    if (found.used) return { status: 'used' }
    const { providerId, issuedAt, ip, ref } = found
    return { status: 'found', token: { token, uid, providerId, issuedAt, ip, ref } }
  },

  async recordPingback({ siteId, ref, ip, receivedAt }, sameVoteMs) {
    beforeWrite()
    const known = db.votePingbacks.findFirst((q) => q.where({ siteId, ref, ip }))
    if (!known) {
      await db.votePingbacks.create({ siteId, ref, ip, receivedAt, token: null })
      return
    }
    // A vote that confirmed a token stays that vote within sameVoteMs; later, a new one is free.
    if (known.token !== null && receivedAt < known.receivedAt + sameVoteMs) return
    await db.votePingbacks.update((q) => q.where({ siteId, ref, ip }), {
      data(record) {
        record.receivedAt = Math.max(record.receivedAt, receivedAt)
        record.token = null
      },
    })
  },

  async claimPingback(siteId, vote, since, token) {
    const [free] = db.votePingbacks
      .findMany((q) => q.where({ siteId }))
      .filter(
        (row) =>
          row.receivedAt >= since &&
          (row.token === null || row.token === token) &&
          ((vote.ref !== '' && row.ref === vote.ref) ||
            (row.ref === '' && vote.ip !== null && row.ip === vote.ip)),
      )
      .sort(
        (a, b) =>
          Number(a.token === null) - Number(b.token === null) || a.receivedAt - b.receivedAt,
      )
    if (!free) return false
    if (free.token === token) return true
    beforeWrite()
    await db.votePingbacks.update((q) => q.where({ siteId, ref: free.ref, ip: free.ip }), {
      data(record) {
        record.token = token
      },
    })
    return true
  },

  async countVote(uid, providerId, now, nextVote) {
    const next = nextVote.toISOString()
    const state = db.voteStates.findFirst((q) => q.where({ uid, providerId }))
    if (!state) {
      beforeWrite()
      await db.voteStates.create({ uid, providerId, votes: 1, nextVote: next })
      return { votes: 1, nextVote: next }
    }
    if (Date.parse(state.nextVote) >= now.getTime()) return null
    beforeWrite()
    await db.voteStates.update((q) => q.where({ uid, providerId }), {
      data(record) {
        record.votes += 1
        record.nextVote = next
      },
    })
    return { votes: state.votes + 1, nextVote: next }
  },
}

export const memoryStore: StorePort = {
  // One lock for everything: reads run as a transaction that writes nothing.
  read: (work) => memoryStore.transaction(work),
  transaction(work) {
    return exclusive(async () => {
      before = null
      enqueued = false
      try {
        const result = await work(tx)
        if (before) saveDb()
        if (enqueued) onDeliveriesEnqueued()
        return result
      } catch (error) {
        if (before) await loadCollections(before)
        throw error
      } finally {
        before = null
        enqueued = false
      }
    })
  },
}
