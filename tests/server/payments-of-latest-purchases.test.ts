import { MOCK_PRICE_IDS } from '@contract/catalog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StorePort } from '@backend/ports'
import { createMemoryStore } from '@mocks/adapters/store'
import { db } from '@mocks/db/collections'
import { openDatabase, type Database } from '@server/db/client'
import { sqlStore } from '@server/db/store'

const SESSIONS = [
  ['cs_latest_1', 'latest_a'],
  ['cs_latest_2', 'latest_a'],
  ['cs_latest_3', 'latest_b'],
  ['cs_latest_4', 'latest_a'],
] as const
/** The purchases credited (a ledger row each), oldest first: cs_latest_4 never was. */
const CREDITED = ['cs_latest_1', 'cs_latest_3', 'cs_latest_2'] as const

/** `payments.ofLatestPurchases` (the payments of a player's latest purchases, one read) on both store adapters. */
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

const ids = (payments: { paymentId: string }[]) => payments.map((p) => p.paymentId).sort()

describe.each(backends)('payments.ofLatestPurchases on %s', (_name, open) => {
  let store: StorePort
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ store, close } = await open())
    await store.transaction(async (tx) => {
      for (const [paymentId, uid] of SESSIONS) {
        await tx.payments.insert({
          paymentId,
          uid,
          priceId: MOCK_PRICE_IDS.debutant,
          points: 50,
          paymentIntent: `pi_${paymentId}`,
          month: '2026-11',
          status: 'paid',
        })
      }
      for (const paymentId of CREDITED) {
        const uid = SESSIONS.find(([id]) => id === paymentId)?.[1] ?? ''
        await tx.profiles.creditPurchase(uid, 50, '2026-11', paymentId)
      }
    })
  }, 60_000)
  afterAll(() => close())

  it("answers the payments of the player's purchase rows, as get answers them", async () => {
    const [latest, each] = await store.read(async (reads) => {
      const rows = await reads.ledger.list('latest_a', {
        before: null,
        limit: 10,
        kinds: ['purchase'],
      })
      return Promise.all([
        reads.payments.ofLatestPurchases('latest_a', 10),
        Promise.all(rows.map((row) => reads.payments.get(row.reference ?? ''))),
      ])
    })
    expect(ids(latest)).toEqual(['cs_latest_1', 'cs_latest_2'])
    expect(latest.sort((a, b) => a.paymentId.localeCompare(b.paymentId))).toEqual(
      each.filter((p) => p !== null).sort((a, b) => a.paymentId.localeCompare(b.paymentId)),
    )
  })

  it('reads only the latest `limit` purchase rows', async () => {
    const latest = await store.read((reads) => reads.payments.ofLatestPurchases('latest_a', 1))
    expect(ids(latest)).toEqual(['cs_latest_2'])
  })

  it('answers nothing for a player without purchases', async () => {
    expect(await store.read((reads) => reads.payments.ofLatestPurchases('nobody', 10))).toEqual([])
  })
})
