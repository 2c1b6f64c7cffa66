import type { DecidedMovement, ProfileRow, StoreTx } from '@backend/ports'
import { db } from '../../db/collections'
import type { MemoryUnit } from './unit'

/**
 * A profile's version on the collections: its values and its latest ledger row, which every
 * movement of points and every claim writes (docs/decisions/067).
 */
export function versionOf(profile: ProfileRow): string {
  const rows = db.ledger.findMany((q) => q.where({ uid: profile.uid }))
  const latest = rows.reduce((max, row) => Math.max(max, row.id), 0)
  return `${profile.points}:${profile.monthPoints}:${profile.month}:${latest}`
}

/**
 * StorePort.applyDecided on the collections, inside one transaction of the store (index.ts):
 * nothing is written unless the profile is the version read and the key, the claim and the
 * delivery are new.
 */
export async function applyDecided(
  stores: StoreTx,
  unit: MemoryUnit,
  movement: DecidedMovement,
): Promise<boolean> {
  const { uid, key, claim, debit, delivery } = movement
  const current = await stores.profiles.versioned(uid)
  if (!current || current.version !== movement.version) return false
  if (db.idempotencyKeys.findFirst((q) => q.where({ uid, key }))) return false
  if (db.deliveries.findFirst((q) => q.where({ deliveryId: delivery.deliveryId }))) return false
  if (claim && (await stores.claims.claimedRewardIds(uid, claim.month)).includes(claim.rewardId)) {
    return false
  }
  if (debit && current.profile.points < debit.amount) return false
  if (debit) await stores.profiles.debit(uid, debit.amount, debit.entry)
  if (claim) await stores.claims.insert(claim)
  unit.beforeWrite()
  await db.deliveries.create({
    amount: null,
    itemId: null,
    count: null,
    ...delivery,
  })
  unit.enqueued = true
  const { status, body } = movement.outcome
  const { fingerprint } = movement
  await db.idempotencyKeys.create({ uid, key, fingerprint, status, body: JSON.stringify(body) })
  return true
}
