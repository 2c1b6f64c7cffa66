import { sql } from 'drizzle-orm'
import type { DecidedMovement } from '@backend/ports'
import type { Conn } from './sql'
import { preparedRows } from './prepared'

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

/** The statement of one shape of movement (a debit or a claim; points or an item), placeholders. */
function decidedStatement(debit: boolean, claim: boolean, points: boolean) {
  const v = (name: string) => sql.placeholder(name)
  const entry = debit
    ? sql`, entry as (
        insert into ledger (uid, delta, kind, reference)
        select uid, -${v('amount')}::integer, ${v('entryKind')}::text, ${v('entryReference')}::text
          from moved
      )`
    : sql``
  const claimed = claim
    ? sql`, claimed as (
        insert into claims (uid, reward_id, month, account_id, character_id)
        select uid, ${v('rewardId')}::integer, ${v('month')}::text,
               ${v('claimAccountId')}::integer, ${v('claimCharacterId')}::integer
          from moved
        returning uid
      ), claim_entry as (
        insert into ledger (uid, delta, kind, reference)
        select uid, 0, 'claim', ${v('claimReference')}::text from claimed
      )`
    : sql``
  const content = points
    ? sql`'points', ${v('points')}::integer, null::integer, null::integer`
    : sql`'item', null::integer, ${v('itemId')}::integer, ${v('count')}::integer`
  return sql`with moved as (
      update profiles set points = points - ${v('amount')}::integer
       where uid = ${v('uid')} and xmin = ${v('version')}::xid and points >= ${v('amount')}::integer
      returning uid
    )${entry}${claimed}, delivered as (
      insert into deliveries (delivery_id, uid, account_id, account, character_id,
                              character_name, kind, amount, item_id, count, created_at)
      select ${v('deliveryId')}::text, uid, ${v('accountId')}::integer, ${v('account')}::text,
             ${v('characterId')}::integer, ${v('characterName')}::text, ${content},
             ${v('createdAt')}::timestamptz
        from moved
    ), keyed as (
      insert into idempotency_keys (uid, key, fingerprint, status, body)
      select uid, ${v('key')}::text, ${v('fingerprint')}::text, ${v('status')}::integer,
             ${v('body')}::jsonb
        from moved
    )
    select count(*)::int as applied from moved`
}

/**
 * StorePort.applyDecided on PostgreSQL: one statement, so one round trip and its own transaction
 * (docs/decisions/067), prepared (071). The profile's update is its gate: it applies only to the
 * row version the decision read (`xmin`), and waits for a concurrent writer of the row, after
 * which it finds a new version and updates nothing; every insert reads the row it answered, so
 * then none is made. A key, a claim or a delivery already stored fails the whole statement.
 */
export async function applyDecided(db: Conn, movement: DecidedMovement): Promise<boolean> {
  const { debit, claim, delivery: d } = movement
  const shape = `${debit ? 'debit' : 'none'}_${claim ? 'claim' : 'none'}_${d.kind}`
  const values = {
    uid: movement.uid,
    version: movement.version,
    amount: debit?.amount ?? 0,
    entryKind: debit?.entry.kind ?? null,
    entryReference: debit?.entry.reference ?? null,
    rewardId: claim?.rewardId ?? null,
    month: claim?.month ?? null,
    claimAccountId: claim?.accountId ?? null,
    claimCharacterId: claim?.characterId ?? null,
    claimReference: claim ? `reward:${claim.rewardId}:${claim.month}` : null,
    deliveryId: d.deliveryId,
    accountId: d.accountId,
    account: d.account,
    characterId: d.characterId,
    characterName: d.characterName,
    points: d.kind === 'points' ? d.amount : null,
    itemId: d.kind === 'item' ? d.itemId : null,
    count: d.kind === 'item' ? d.count : null,
    createdAt: d.createdAt,
    key: movement.key,
    fingerprint: movement.fingerprint,
    status: movement.outcome.status,
    body: JSON.stringify(movement.outcome.body),
  }
  try {
    const rows = await preparedRows<{ applied: number }>(
      db,
      `decided_${shape}`,
      () => decidedStatement(Boolean(debit), Boolean(claim), d.kind === 'points'),
      values,
    )
    return rows[0]?.applied === 1
  } catch (error) {
    if (undone(error)) return false
    throw error
  }
}
