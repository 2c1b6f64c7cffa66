import type { VoteState, VotesStore } from '@backend/ports'
import { parseVerification } from '@backend/domain/vote-verification'
import { db } from '../../db/collections'
import type { MemoryUnit } from './unit'

/** Vote sites, tokens, pingbacks and counts on the collections. */
export function memoryVotes(unit: MemoryUnit): VotesStore {
  return {
    async saveSite(site) {
      const { id, name, image, link, cooldownMs, verification } = site
      const fields = { name, image, link, cooldownMs, verification }
      unit.beforeWrite()
      if (db.voteProviders.findFirst((q) => q.where({ id }))) {
        await db.voteProviders.update((q) => q.where({ id }), {
          data(record) {
            Object.assign(record, fields)
          },
        })
      } else await db.voteProviders.create({ id, ...fields })
    },

    async listSites() {
      return db.voteProviders.all().map(({ id, name, image, link, cooldownMs, verification }) => ({
        id,
        name,
        image,
        link,
        cooldownMs,
        verification: parseVerification(verification),
      }))
    },

    async addresses(uid) {
      const latest = new Map<string, number>()
      for (const { ip, issuedAt } of db.voteTokens.findMany((q) => q.where({ uid }))) {
        if (ip) latest.set(ip, Math.max(latest.get(ip) ?? 0, issuedAt))
      }
      return [...latest].map(([ip, at]) => ({ ip, at })).sort((a, b) => b.at - a.at)
    },

    async states(uid) {
      const states: Record<string, VoteState> = {}
      for (const { providerId, votes, nextVote } of db.voteStates.findMany((q) =>
        q.where({ uid }),
      )) {
        states[providerId] = { votes, nextVote }
      }
      return states
    },

    async insertToken(token) {
      unit.beforeWrite()
      await db.voteTokens.create({ ...token, used: false })
    },

    async consumeToken(token, uid) {
      const found = db.voteTokens.findFirst((q) => q.where({ token, uid }))
      if (!found) return { status: 'unknown' }
      if (found.used) return { status: 'used' }
      unit.beforeWrite()
      await db.voteTokens.update((q) => q.where({ token }), {
        data(record) {
          record.used = true
        },
      })
      const { providerId, issuedAt, ip, ref } = found
      return { status: 'consumed', token: { token, uid, providerId, issuedAt, ip, ref } }
    },

    async findToken(token, uid) {
      const found = db.voteTokens.findFirst((q) => q.where({ token, uid }))
      if (!found) return { status: 'unknown' }
      if (found.used) return { status: 'used' }
      const { providerId, issuedAt, ip, ref } = found
      return { status: 'found', token: { token, uid, providerId, issuedAt, ip, ref } }
    },

    async recordPingback({ siteId, ref, ip, receivedAt }, sameVoteMs) {
      unit.beforeWrite()
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
      unit.beforeWrite()
      await db.votePingbacks.update((q) => q.where({ siteId, ref: free.ref, ip: free.ip }), {
        data(record) {
          record.token = token
        },
      })
      return true
    },

    async count(uid, providerId, now, nextVote) {
      const next = nextVote.toISOString()
      const state = db.voteStates.findFirst((q) => q.where({ uid, providerId }))
      if (!state) {
        unit.beforeWrite()
        await db.voteStates.create({ uid, providerId, votes: 1, nextVote: next })
        return { votes: 1, nextVote: next }
      }
      if (Date.parse(state.nextVote) >= now.getTime()) return null
      unit.beforeWrite()
      await db.voteStates.update((q) => q.where({ uid, providerId }), {
        data(record) {
          record.votes += 1
          record.nextVote = next
        },
      })
      return { votes: state.votes + 1, nextVote: next }
    },
  }
}
