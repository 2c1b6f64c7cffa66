import type { DeliveryRecord, StorePort, StoreTx, VoteState } from '@backend/ports'
import { parseVerification } from '@backend/vote-verification'
import { db, nextId } from '../db/collections'
import { loadCollections, saveDb, snapshotDb } from '../db/persistence'
import { appendLedger } from '../db/ledger'
import { exclusive } from '../db/mutate'
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

  async debitPoints(uid, amount, { kind, reference }) {
    const profile = db.profiles.findFirst((q) => q.where({ uid }))
    if (!profile || profile.points < amount) return false
    beforeWrite()
    await db.profiles.update((q) => q.where({ uid }), {
      data(record) {
        record.points -= amount
      },
    })
    await appendLedger({ uid, delta: -amount, kind, reference })
    return true
  },

  async creditPurchase(uid, amount, month, reference) {
    const profile = db.profiles.findFirst((q) => q.where({ uid }))
    beforeWrite()
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
    await db.checkoutSessions.update((q) => q.where({ id: paymentId }), {
      data(record) {
        record.status = payment.status
      },
    })
    await db.payments.create({
      ...payment,
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
      uid,
      delta: 0,
      kind,
      reference,
      ...(points === undefined ? {} : { points }),
    })
  },

  async ledgerOf(uid, { before, limit, kinds }) {
    return db.ledger
      .findMany((q) => q.where({ uid }))
      .filter((row) => (before === null || row.id < before) && (!kinds || kinds.includes(row.kind)))
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map((row) => ({ ...row }))
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
    return db.fidelityRewards.all().map(({ id, itemId, stageId }) => ({ id, itemId, stageId }))
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
    if (db.deliveries.findFirst((q) => q.where({ deliveryId: delivery.deliveryId }))) return
    beforeWrite()
    await db.deliveries.create({
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

  async recordPingback({ siteId, ref, ip, receivedAt }) {
    beforeWrite()
    const known = db.votePingbacks.findFirst((q) => q.where({ siteId, ref, ip }))
    if (!known) {
      await db.votePingbacks.create({ siteId, ref, ip, receivedAt })
      return
    }
    await db.votePingbacks.update((q) => q.where({ siteId, ref, ip }), {
      data(record) {
        record.receivedAt = Math.max(record.receivedAt, receivedAt)
      },
    })
  },

  async pingbackSince(siteId, vote, since) {
    return db.votePingbacks
      .findMany((q) => q.where({ siteId }))
      .some(
        (row) =>
          row.receivedAt >= since &&
          ((vote.ref !== '' && row.ref === vote.ref) ||
            (row.ref === '' && vote.ip !== null && row.ip === vote.ip)),
      )
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
