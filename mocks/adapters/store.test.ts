import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from '../db/seed'
import { memoryStore } from './store'

const ORDER = { kind: 'order', reference: 'order:test' } as const

/** The in-memory store keeps the guarantees of the store port (docs/decisions/006). */
describe('memoryStore', () => {
  beforeEach(() => resetDb())

  const points = () =>
    memoryStore.transaction(async (tx) => (await tx.profiles.get('joueur'))?.points)

  it('rolls a transaction that throws back: nothing it wrote stays', async () => {
    await expect(
      memoryStore.transaction(async (tx) => {
        expect(await tx.profiles.debit('joueur', 500, ORDER)).toMatchObject({ points: 1000 })
        await tx.claims.insert({
          uid: 'joueur',
          rewardId: 1,
          month: '2026-01',
          accountId: 1,
          characterId: 1,
        })
        throw new Error('delivery failed')
      }),
    ).rejects.toThrow('delivery failed')
    expect(await points()).toBe(1500)
    expect(
      await memoryStore.transaction((tx) => tx.claims.claimedRewardIds('joueur', '2026-01')),
    ).toEqual([])
  })

  it('debits only a balance that suffices, and only a profile that exists', async () => {
    await memoryStore.transaction(async (tx) => {
      expect(await tx.profiles.debit('joueur', 1501, ORDER)).toBeNull()
      expect(await tx.profiles.debit('joueur', 1500, ORDER)).toMatchObject({
        uid: 'joueur',
        points: 0,
      })
      expect(await tx.profiles.debit('joueur', 1, ORDER)).toBeNull()
      expect(await tx.profiles.debit('personne', 1, ORDER)).toBeNull()
    })
    expect(await points()).toBe(0)
  })

  it('records a claim once per reward and month', async () => {
    const claim = { uid: 'joueur', rewardId: 1, month: '2026-01', accountId: 1, characterId: 1 }
    await memoryStore.transaction(async (tx) => {
      expect(await tx.claims.insert(claim)).toBe(true)
      expect(await tx.claims.insert({ ...claim, characterId: 2 })).toBe(false)
      expect(await tx.claims.insert({ ...claim, month: '2026-02' })).toBe(true)
    })
  })

  it("consumes a vote token once, and never another player's", async () => {
    const token = {
      token: 'vote_test',
      uid: 'joueur',
      providerId: 'gtop100',
      issuedAt: 0,
      ip: '127.0.0.1',
      ref: 'r1',
    }
    await memoryStore.transaction(async (tx) => {
      await tx.votes.insertToken(token)
      expect(await tx.votes.consumeToken('vote_test', 'nouveau')).toEqual({ status: 'unknown' })
      expect(await tx.votes.findToken('vote_test', 'joueur')).toEqual({ status: 'found', token })
      expect(await tx.votes.consumeToken('vote_test', 'joueur')).toEqual({
        status: 'consumed',
        token,
      })
      expect(await tx.votes.consumeToken('vote_test', 'joueur')).toEqual({ status: 'used' })
      expect(await tx.votes.findToken('vote_test', 'joueur')).toEqual({ status: 'used' })
    })
  })

  it('counts a vote only once the site is off cooldown', async () => {
    const now = new Date('2026-05-04T10:00:00Z')
    const next = new Date('2026-05-04T12:00:00Z')
    await memoryStore.transaction(async (tx) => {
      expect(await tx.votes.count('nouveau', 'gtop100', now, next)).toEqual({
        votes: 1,
        nextVote: next.toISOString(),
      })
      expect(await tx.votes.count('nouveau', 'gtop100', now, next)).toBeNull()
      const later = new Date(next.getTime() + 1)
      expect(await tx.votes.count('nouveau', 'gtop100', later, later)).toMatchObject({ votes: 2 })
    })
  })

  it('credits a purchase to points and to the monthPoints of its month', async () => {
    await memoryStore.transaction(async (tx) => {
      const month = (await tx.profiles.get('joueur'))?.month ?? ''
      await tx.profiles.creditPurchase('joueur', 100, month, 'cs_test')
      expect(await tx.profiles.get('joueur')).toMatchObject({ points: 1600, monthPoints: 1250 })
      await tx.profiles.creditPurchase('joueur', 50, '2999-01', 'cs_test')
      expect(await tx.profiles.get('joueur')).toMatchObject({
        points: 1650,
        monthPoints: 50,
        month: '2999-01',
      })
      await tx.profiles.creditPurchase('inconnu', 10, month, 'cs_test')
      expect(await tx.profiles.get('inconnu')).toMatchObject({ points: 10, monthPoints: 10 })
    })
  })

  it('answers a delivery as stored, and the one kept for an id already there', async () => {
    const delivery = {
      deliveryId: 'order:test-1',
      uid: 'joueur',
      accountId: 1,
      account: 'heros01',
      characterId: 1,
      characterName: 'Aelis',
      kind: 'points' as const,
      amount: 10,
    }
    await memoryStore.transaction(async (tx) => {
      const stored = await tx.outbox.enqueue(delivery)
      expect(stored).toMatchObject({ ...delivery, state: 'pending', failure: null })
      const again = { ...delivery, amount: 99 }
      expect(await tx.outbox.enqueue(again)).toEqual(stored)
    })
    expect(await memoryStore.read((reads) => reads.outbox.get('order:test-1'))).toMatchObject({
      amount: 10,
    })
  })
})
