import { MOCK_PRICE_IDS } from '@contract/catalog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StorePort } from '@backend/ports'
import { createMemoryStore } from '@mocks/adapters/store'
import { db } from '@mocks/db/collections'
import { openDatabase, type Database } from '@server/db/client'
import { sqlStore } from '@server/db/store'

const SESSIONS = [
  ['cs_many_1', 'many_a', 'paid'],
  ['cs_many_2', 'many_a', 'failed'],
  ['cs_many_3', 'many_b', 'paid'],
] as const

/** `payments.getMany` (one read for many payments) on both store adapters. */
const backends: [string, () => Promise<{ store: StorePort; close: () => Promise<void> }>][] = [
  [
    'memory',
    async () => {
      // The embedded store records a payment of a checkout session it opened.
      for (const [id, uid] of SESSIONS) {
        await db.checkoutSessions.create({
          ...{ id, uid, priceId: MOCK_PRICE_IDS.debutant, points: 50 },
          ...{ openedAt: new Date().toISOString(), status: 'open' },
        })
      }
      return { store: createMemoryStore().store, close: async () => {} }
    },
  ],
  [
    'pglite',
    async () => {
      const database: Database = await openDatabase({ pgliteDir: 'memory' })
      return { store: sqlStore(database.db), close: () => database.close() }
    },
  ],
]

describe.each(backends)('payments.getMany on %s', (_name, open) => {
  let store: StorePort
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ store, close } = await open())
    await store.transaction(async (tx) => {
      for (const [paymentId, uid, status] of SESSIONS) {
        await tx.payments.insert({
          paymentId,
          uid,
          priceId: MOCK_PRICE_IDS.debutant,
          points: 50,
          paymentIntent: `pi_${paymentId}`,
          month: '2026-11',
          status,
        })
      }
    })
  }, 60_000)
  afterAll(() => close())

  it('answers the payments of the ids given, each as get answers it, unknown ids left out', async () => {
    const ids = ['cs_many_3', 'cs_unknown', 'cs_many_1', 'cs_many_2']
    const [many, one] = await store.read((reads) =>
      Promise.all([
        reads.payments.getMany(ids),
        Promise.all(ids.map((id) => reads.payments.get(id))),
      ]),
    )
    const byId = (a: { paymentId: string }, b: { paymentId: string }) =>
      a.paymentId.localeCompare(b.paymentId)
    expect(many.sort(byId)).toEqual(one.filter((p) => p !== null).sort(byId))
    expect(many.map((p) => p.paymentId)).toEqual(['cs_many_1', 'cs_many_2', 'cs_many_3'])
  })

  it('answers nothing for no ids', async () => {
    expect(await store.read((reads) => reads.payments.getMany([]))).toEqual([])
  })
})
