import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StorePort } from '@backend/ports'
import { decided, MONTH, playerOf } from './decided-fixtures'
import { createMemoryStore } from '@mocks/adapters/store'
import { openDatabase, type Database } from '@server/db/client'
import { sqlStore } from '@server/db/store'

/**
 * StorePort.applyDecided (docs/decisions/067) on both store adapters: a movement decided on the
 * profile's version applies whole, or, when the profile moved or its key, claim or delivery is
 * already there, writes nothing at all.
 */
const backends: [string, () => Promise<{ store: StorePort; close: () => Promise<void> }>][] = [
  ['memory', async () => ({ store: createMemoryStore().store, close: async () => {} })],
  [
    'pglite',
    async () => {
      const database: Database = await openDatabase({ pgliteDir: 'memory' })
      return { store: sqlStore(database.db), close: () => database.close() }
    },
  ],
]

describe.each(backends)('applyDecided on %s', (_name, open) => {
  let store: StorePort
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ store, close } = await open())
  }, 60_000)
  afterAll(() => close())

  const player = (uid: string) => playerOf(store, uid)
  const stateOf = (uid: string, key: string) =>
    store.transaction(async (tx) => ({
      points: (await tx.profiles.get(uid))?.points,
      ledger: (await tx.ledger.list(uid, { before: null, limit: 10, kinds: null })).length,
      deliveries: (await tx.outbox.ofPlayer(uid, 10)).length,
      claims: await tx.claims.claimedRewardIds(uid, MONTH),
      key: await tx.idempotency.reserve(uid, key, 'probe'),
    }))

  it('applies a transfer on the version read: debit, ledger row, delivery, outcome', async () => {
    const version = await player('at_once')
    const movement = decided('at_once', version, 'k1')
    expect(await store.applyDecided(movement)).toBe(true)
    const delivery = await store.read((reads) => reads.outbox.get(movement.delivery.deliveryId))
    expect(delivery).toEqual(movement.delivery)
    const state = await stateOf('at_once', 'k1')
    expect(state.points).toBe(70)
    expect(state.ledger).toBe(2)
    expect(state.key).toEqual({
      reserved: false,
      fingerprint: 'f:k1',
      outcome: movement.outcome,
    })
    const after = await store.read((reads) => reads.profiles.versioned('at_once'))
    expect(after?.version).not.toBe(version)
  })

  it('writes nothing when the profile moved since the version read', async () => {
    const version = await player('moved')
    await store.transaction((tx) =>
      tx.profiles.debit('moved', 1, { kind: 'order', reference: 'x' }),
    )
    expect(await store.applyDecided(decided('moved', version, 'k1'))).toBe(false)
    const state = await stateOf('moved', 'k1')
    expect(state).toMatchObject({ points: 99, ledger: 2, deliveries: 0, key: { reserved: true } })
  })

  it('writes nothing when the key was used, even on the version read', async () => {
    const version = await player('keyed')
    await store.transaction((tx) => tx.idempotency.reserve('keyed', 'k1', 'other'))
    expect(await store.applyDecided(decided('keyed', version, 'k1'))).toBe(false)
    const state = await stateOf('keyed', 'k2')
    expect(state).toMatchObject({ points: 100, ledger: 1, deliveries: 0 })
  })

  it('writes nothing for a balance below the amount', async () => {
    const version = await player('short')
    expect(await store.applyDecided(decided('short', version, 'k1', { amount: 101 }))).toBe(false)
    expect(await stateOf('short', 'k1')).toMatchObject({ points: 100, ledger: 1, deliveries: 0 })
  })

  it('applies a claim once: a second on the same version, or on the next, writes nothing', async () => {
    const version = await player('claimer')
    expect(await store.applyDecided(decided('claimer', version, 'k1', { claim: true }))).toBe(true)
    expect(await store.applyDecided(decided('claimer', version, 'k2', { claim: true }))).toBe(false)
    const next = await store.read((reads) => reads.profiles.versioned('claimer'))
    expect(next?.version).not.toBe(version)
    expect(
      await store.applyDecided(decided('claimer', next?.version ?? '', 'k3', { claim: true })),
    ).toBe(false)
    const state = await stateOf('claimer', 'k2')
    expect(state).toMatchObject({
      points: 100,
      deliveries: 1,
      claims: [1],
      key: { reserved: true },
    })
  })
})
