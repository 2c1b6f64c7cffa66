import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DecidedMovement, StorePort } from '@backend/ports'
import { openDatabase, type Database } from '@server/db/client'
import { sqlStore } from '@server/db/store'
import { onPostgresCluster } from './pg-cluster'

/**
 * Movements decided on a profile's version racing each other and a transaction, on a real
 * PostgreSQL (many connections at once, where PGlite runs one statement at a time): of those made
 * on one version, one applies, and the balance is its ledger's sum (docs/decisions/067).
 */
const MONTH = '2026-11'

function movement(uid: string, version: string, key: string, claim = false): DecidedMovement {
  const deliveryId = `${claim ? 'claim' : 'order'}:${uid}:${key}`
  const delivery = {
    deliveryId,
    uid,
    accountId: 1,
    account: 'compte',
    characterId: 7,
    characterName: 'Héros',
    state: 'pending' as const,
    failure: null,
    createdAt: new Date().toISOString(),
    receivedAt: null,
    stalled: null,
  }
  const base = { uid, version, key, fingerprint: `f:${key}`, outcome: { status: 201, body: {} } }
  return claim
    ? {
        ...base,
        claim: { uid, rewardId: 1, month: MONTH, accountId: 1, characterId: 7 },
        delivery: { ...delivery, kind: 'item', itemId: 26, count: 1 },
      }
    : {
        ...base,
        debit: { amount: 30, entry: { kind: 'order', reference: deliveryId } },
        delivery: { ...delivery, kind: 'points', amount: 30 },
      }
}

onPostgresCluster('decided movements racing', (url) => {
  let database: Database
  let store: StorePort
  beforeAll(async () => {
    database = await openDatabase({ url: url(), log: () => {} })
    store = sqlStore(database.db)
  }, 120_000)
  afterAll(() => database?.close())

  async function player(uid: string) {
    await store.transaction((tx) => tx.profiles.creditPurchase(uid, 100, MONTH, `cs_${uid}`))
    const read = await store.read((reads) => reads.profiles.versioned(uid))
    if (!read) throw new Error('no profile')
    return read.version
  }
  const ledgerSum = async (uid: string) => {
    const rows = await store.read((reads) =>
      reads.ledger.list(uid, { before: null, limit: 100, kinds: null }),
    )
    return rows.reduce((sum, row) => sum + row.delta, 0)
  }

  it('of 20 transfers decided on one version, one applies', async () => {
    const version = await player('twenty')
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}`)
    const applied = await Promise.all(
      keys.map((key) => store.applyDecided(movement('twenty', version, key))),
    )
    expect(applied.filter(Boolean)).toHaveLength(1)
    const profile = await store.read((reads) => reads.profiles.get('twenty'))
    expect(profile?.points).toBe(70)
    expect(await ledgerSum('twenty')).toBe(70)
    const deliveries = await store.read((reads) => reads.outbox.ofPlayer('twenty', 50))
    expect(deliveries).toHaveLength(1)
  })

  it('a decided transfer raced with a transaction debiting the whole balance: one wins', async () => {
    const uids = Array.from({ length: 20 }, (_, i) => `raced_${i}`)
    const versions = await Promise.all(uids.map(player))
    const outcomes = await Promise.all(
      uids.map(async (uid, i) => {
        const [decided, debited] = await Promise.all([
          store.applyDecided(movement(uid, versions[i]!, 'k')),
          store.transaction(async (tx) => {
            await tx.profiles.lock(uid)
            return tx.profiles.debit(uid, 100, { kind: 'order', reference: `whole_${uid}` })
          }),
        ])
        return { uid, decided, debited: debited !== null }
      }),
    )
    for (const { uid, decided, debited } of outcomes) {
      expect(decided !== debited, uid).toBe(true)
      const points = (await store.read((reads) => reads.profiles.get(uid)))?.points
      expect(points, uid).toBe(decided ? 70 : 0)
      expect(await ledgerSum(uid), uid).toBe(points)
    }
  })

  it("a deadlock with the transaction of the same key's retry: that transaction decides", async () => {
    const version = await player('deadlock')
    let applied: Promise<boolean> | null = null
    const retried = store.transaction(async (tx) => {
      await tx.idempotency.reserve('deadlock', 'k', 'f:k')
      // The statement takes the profile, then waits for this key; this waits for the profile.
      applied = store.applyDecided(movement('deadlock', version, 'k'))
      await new Promise((resolve) => setTimeout(resolve, 300))
      await tx.profiles.lock('deadlock')
      return tx.profiles.debit('deadlock', 30, { kind: 'order', reference: 'retried' })
    })
    const [debited, decided] = await Promise.all([retried, retried.then(() => applied)])
    expect(decided).toBe(false)
    expect(debited?.points).toBe(70)
    expect(await ledgerSum('deadlock')).toBe(70)
  })

  it('of 10 claims of one reward decided on one version, one applies', async () => {
    const version = await player('claims')
    const applied = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.applyDecided(movement('claims', version, `c${i}`, true)),
      ),
    )
    expect(applied.filter(Boolean)).toHaveLength(1)
    const claimed = await store.read((reads) => reads.claims.claimedRewardIds('claims', MONTH))
    expect(claimed).toEqual([1])
  })
})
