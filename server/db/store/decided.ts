import { sql } from 'drizzle-orm'
import type { DecidedMovement } from '@backend/ports'
import type { Db } from '../client'
import { rowsOf } from './sql'

/**
 * The statement undone by PostgreSQL, wrapped or not by drizzle: a unique violation (a key, a
 * claim or a delivery already there), or a deadlock with the transaction of the same key's retry
 * (it holds the key and waits for the profile this statement holds): that transaction decides.
 */
function undone(error: unknown) {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (code === '23505' || code === '40P01') return true
  }
  return false
}

/**
 * StorePort.applyDecided on PostgreSQL: one statement, so one round trip and its own transaction
 * (docs/decisions/067). The profile's update is its gate: it applies only to the row version the
 * decision read (`xmin`), and waits for a concurrent writer of the row, after which it finds a
 * new version and updates nothing; every insert reads the row it answered, so then none is
 * made. A key, a claim or a delivery already stored fails the whole statement.
 */
export async function applyDecided(db: Db, movement: DecidedMovement): Promise<boolean> {
  const { uid, version, debit, claim, delivery: d } = movement
  const amount = debit?.amount ?? 0
  const entry = debit
    ? sql`, entry as (
        insert into ledger (uid, delta, kind, reference)
        select uid, ${-amount}::integer, ${debit.entry.kind}::text, ${debit.entry.reference}::text
          from moved
      )`
    : sql``
  const claimed = claim
    ? sql`, claimed as (
        insert into claims (uid, reward_id, month, account_id, character_id)
        select uid, ${claim.rewardId}::integer, ${claim.month}::text, ${claim.accountId}::integer,
               ${claim.characterId}::integer
          from moved
        returning uid
      ), claim_entry as (
        insert into ledger (uid, delta, kind, reference)
        select uid, 0, 'claim', ${`reward:${claim.rewardId}:${claim.month}`}::text from claimed
      )`
    : sql``
  const content =
    d.kind === 'points'
      ? sql`'points', ${d.amount}::integer, null::integer, null::integer`
      : sql`'item', null::integer, ${d.itemId}::integer, ${d.count}::integer`
  try {
    const rows = await rowsOf<{ applied: number }>(
      db,
      sql`with moved as (
            update profiles set points = points - ${amount}::integer
             where uid = ${uid} and xmin = ${version}::xid and points >= ${amount}::integer
            returning uid
          )${entry}${claimed}, delivered as (
            insert into deliveries (delivery_id, uid, account_id, account, character_id,
                                    character_name, kind, amount, item_id, count, created_at)
            select ${d.deliveryId}::text, uid, ${d.accountId}::integer, ${d.account}::text,
                   ${d.characterId}::integer, ${d.characterName}::text, ${content},
                   ${d.createdAt}::timestamptz
              from moved
          ), keyed as (
            insert into idempotency_keys (uid, key, fingerprint, status, body)
            select uid, ${movement.key}::text, ${movement.fingerprint}::text,
                   ${movement.outcome.status}::integer, ${JSON.stringify(movement.outcome.body)}::jsonb
              from moved
          )
          select count(*)::int as applied from moved`,
    )
    return rows[0]?.applied === 1
  } catch (error) {
    if (undone(error)) return false
    throw error
  }
}
