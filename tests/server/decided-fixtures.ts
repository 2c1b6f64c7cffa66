import type { DecidedMovement, StorePort } from '@backend/ports'

/** What the tests of StorePort.applyDecided share (docs/decisions/067). */
export const MONTH = '2026-11'

/** A transfer of `amount` points decided on `version` under `key`, or a claim of reward 1. */
export function decided(
  uid: string,
  version: string,
  key: string,
  { amount = 30, claim = false }: { amount?: number; claim?: boolean } = {},
): DecidedMovement {
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
    createdAt: '2026-11-28T12:00:00.000Z',
    receivedAt: null,
    stalled: null,
  }
  const base = { uid, version, key, fingerprint: `f:${key}` }
  return claim
    ? {
        ...base,
        outcome: { status: 200, body: { rewardId: 1, deliveryId } },
        claim: { uid, rewardId: 1, month: MONTH, accountId: 1, characterId: 7 },
        delivery: { ...delivery, kind: 'item', itemId: 26, count: 1 },
      }
    : {
        ...base,
        outcome: { status: 201, body: { points: 100 - amount, deliveryId } },
        debit: { amount, entry: { kind: 'order', reference: deliveryId } },
        delivery: { ...delivery, kind: 'points', amount },
      }
}

/** A player with 100 points bought this month, and his profile's version. */
export async function playerOf(store: StorePort, uid: string): Promise<string> {
  await store.transaction((tx) => tx.profiles.creditPurchase(uid, 100, MONTH, `cs_${uid}`))
  const read = await store.read((reads) => reads.profiles.versioned(uid))
  if (!read) throw new Error('no profile')
  return read.version
}
