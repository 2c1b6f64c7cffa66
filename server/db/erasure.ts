import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from './client'
import {
  accountLinks,
  adjustmentUndos,
  approvals,
  bans,
  claims,
  deliveries,
  erasedPlayers,
  mailMessages,
  idempotencyKeys,
  ledger,
  payments,
  profiles,
  rateLimits,
  secondFactors,
  stepUps,
  voteTokens,
  votes,
} from './schema'
import { transferConsents, withdrawals } from './withdrawal-tables'
import type { DbTx } from './store/sql'

/** What the audit log keeps of a free text that named an erased player. */
export const ERASED_TEXT = '[effacé]'

/** The key of erased_players: the SHA-256 of the uid, never the uid. */
const uidHash = (uid: string) => sql`encode(sha256(convert_to(${uid}, 'UTF8')), 'hex')`

/** The id an erased player's rows carry, or null for a player never erased. */
export async function erasedIdOf(db: Db | DbTx, uid: string): Promise<string | null> {
  const [row] = await db
    .select({ erasedId: erasedPlayers.erasedId })
    .from(erasedPlayers)
    .where(eq(erasedPlayers.uidHash, uidHash(uid)))
  return row?.erasedId ?? null
}

/**
 * PlayersStore.erase on PostgreSQL (docs/decisions/031 and 043): the erasure is recorded under
 * the uid's hash first (a second erasure, and later payments, follow the same erased id).
 */
export async function erasePlayerSql(db: Db | DbTx, uid: string, newId: string) {
  // The profile first: its row lock makes a concurrent debit wait, then find no balance.
  const [closed] = await db
    .delete(profiles)
    .where(eq(profiles.uid, uid))
    .returning({ points: profiles.points, email: profiles.email })
  await db
    .insert(erasedPlayers)
    .values({ uidHash: sql`${uidHash(uid)}`, erasedId: newId })
    .onConflictDoNothing()
  const erasedId = (await erasedIdOf(db, uid)) ?? newId
  // Kept for the accounts, under an id that names nobody.
  for (const table of [ledger, payments, claims, deliveries] as const) {
    await db.update(table).set({ uid: erasedId }).where(eq(table.uid, uid))
  }
  // Withdrawals and consents (decision 063): kept, the name and e-mail removed.
  await db
    .update(withdrawals)
    .set({ uid: erasedId, name: '', email: '' })
    .where(eq(withdrawals.uid, uid))
  await db.update(transferConsents).set({ uid: erasedId }).where(eq(transferConsents.uid, uid))
  // Approvals, undos and bans (decisions 056 and 057), kept under the erased id.
  for (const table of [approvals, adjustmentUndos, bans] as const) {
    await db.update(table).set({ uid: erasedId }).where(eq(table.uid, uid))
  }
  if (closed && closed.points > 0) {
    await db
      .insert(ledger)
      .values({ uid: erasedId, delta: -closed.points, kind: 'account-closed', reference: null })
  }
  await pseudonymiseAudit(db, uid, erasedId, closed?.email ?? null)
  // His e-mails in the outbox (decision 061); his receipts follow his payments' erased id.
  if (closed?.email) await db.delete(mailMessages).where(eq(mailMessages.to, closed.email))
  // The sites' votes of his tokens: their references and his addresses.
  await db.execute(sql`delete from vote_pingbacks p using vote_tokens t
    where t.uid = ${uid}
      and (p.token = t.token or (t.ref <> '' and p.ref = t.ref) or (p.ref = '' and p.ip = t.ip))`)
  for (const table of [accountLinks, votes, voteTokens, secondFactors, stepUps] as const) {
    await db.delete(table).where(eq(table.uid, uid))
  }
  // His idempotency keys, and the console's about him (backend/routes/admin.ts: `admin:<uid>`).
  await db.delete(idempotencyKeys).where(inArray(idempotencyKeys.uid, [uid, `admin:${uid}`]))
  // His rate-limit counters (backend/http/rate-limits.ts: keys ending in `:player:<uid>`).
  const counter = `:player:${uid}`
  await db.delete(rateLimits).where(sql`right(${rateLimits.key}, ${counter.length}) = ${counter}`)
}

/**
 * The audit rows about him, or whose reason or details name him (uid, email): the target becomes
 * the erased id, the operator's free text « [effacé] », and of the details only the figures stay.
 * The log's trigger allows this update in this transaction only (migration 0011).
 */
async function pseudonymiseAudit(
  db: Db | DbTx,
  uid: string,
  erasedId: string,
  email: string | null,
) {
  const names = email ? [uid, email.toLowerCase()] : [uid]
  const naming = sql.join(
    names.map(
      (name) =>
        sql`strpos(lower(reason), ${name.toLowerCase()}) > 0 or strpos(lower(details::text), ${name.toLowerCase()}) > 0`,
    ),
    sql` or `,
  )
  await db.execute(sql`select set_config('airflyff.erasure', 'on', true)`)
  await db.execute(sql`update audit_log set
      target = case when target = ${uid} then ${erasedId} else target end,
      reason = ${ERASED_TEXT},
      details = (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(details)
                  where jsonb_typeof(value) in ('number', 'boolean'))
    where target = ${uid} or ${naming}`)
  await db.execute(sql`select set_config('airflyff.erasure', 'off', true)`)
}
