import { expect, it } from 'vitest'
import { decided, MONTH, playerOf } from './decided-fixtures'
import { onPostgresStore } from './pg-store'

/**
 * Movements decided on a profile's version racing each other and a transaction, on a real
 * PostgreSQL (many connections at once, where PGlite runs one statement at a time): of those made
 * on one version, one applies, and the balance is its ledger's sum (docs/decisions/067).
 */
onPostgresStore('decided movements racing', (store) => {
  const player = (uid: string) => playerOf(store(), uid)
  const ledgerSum = async (uid: string) => {
    const rows = await store().read((reads) =>
      reads.ledger.list(uid, { before: null, limit: 100, kinds: null }),
    )
    return rows.reduce((sum, row) => sum + row.delta, 0)
  }

  it('of 20 transfers decided on one version, one applies', async () => {
    const version = await player('twenty')
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}`)
    const applied = await Promise.all(
      keys.map((key) => store().applyDecided(decided('twenty', version, key))),
    )
    expect(applied.filter(Boolean)).toHaveLength(1)
    const profile = await store().read((reads) => reads.profiles.get('twenty'))
    expect(profile?.points).toBe(70)
    expect(await ledgerSum('twenty')).toBe(70)
    const deliveries = await store().read((reads) => reads.outbox.ofPlayer('twenty', 50))
    expect(deliveries).toHaveLength(1)
  })

  it('a decided transfer raced with a transaction debiting the whole balance: one wins', async () => {
    const uids = Array.from({ length: 20 }, (_, i) => `raced_${i}`)
    const versions = await Promise.all(uids.map(player))
    const outcomes = await Promise.all(
      uids.map(async (uid, i) => {
        const [atOnce, debited] = await Promise.all([
          store().applyDecided(decided(uid, versions[i]!, 'k')),
          store().transaction(async (tx) => {
            await tx.profiles.lock(uid)
            return tx.profiles.debit(uid, 100, { kind: 'order', reference: `whole_${uid}` })
          }),
        ])
        return { uid, atOnce, debited: debited !== null }
      }),
    )
    for (const { uid, atOnce, debited } of outcomes) {
      expect(atOnce !== debited, uid).toBe(true)
      const points = (await store().read((reads) => reads.profiles.get(uid)))?.points
      expect(points, uid).toBe(atOnce ? 70 : 0)
      expect(await ledgerSum(uid), uid).toBe(points)
    }
  })

  it("a deadlock with the transaction of the same key's retry: that transaction decides", async () => {
    const version = await player('deadlock')
    let applied: Promise<boolean> | null = null
    const retried = store().transaction(async (tx) => {
      await tx.idempotency.reserve('deadlock', 'k', 'f:k')
      // The statement takes the profile, then waits for this key; this waits for the profile.
      applied = store().applyDecided(decided('deadlock', version, 'k'))
      await new Promise((resolve) => setTimeout(resolve, 300))
      await tx.profiles.lock('deadlock')
      return tx.profiles.debit('deadlock', 30, { kind: 'order', reference: 'retried' })
    })
    const [debited, atOnce] = await Promise.all([retried, retried.then(() => applied)])
    expect(atOnce).toBe(false)
    expect(debited?.points).toBe(70)
    expect(await ledgerSum('deadlock')).toBe(70)
  })

  it('of 10 claims of one reward decided on one version, one applies', async () => {
    const version = await player('claims')
    const applied = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store().applyDecided(decided('claims', version, `c${i}`, { claim: true })),
      ),
    )
    expect(applied.filter(Boolean)).toHaveLength(1)
    const claimed = await store().read((reads) => reads.claims.claimedRewardIds('claims', MONTH))
    expect(claimed).toEqual([1])
  })
})
