// The pgbench scripts of `npm run load`: for each route measured, the statements the API server
// runs for it on PostgreSQL (read from backend/ and server/), as one pgbench transaction. The
// player is `load-<p>`, p drawn at random among :players; :month is the loyalty month.
// Variables are cast where PostgreSQL could not type a parameter. pgbench prepares each statement
// (-M prepared), as the API server prepares those of a transfer and a claim (decision 071).
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

const PLAYER = `\\set p random(0, :players - 1)`
const KEY = `\\set k random(1, 2000000000)`
const uid = `'load-' || :p::int`
const key = `'pgbench-' || :client_id::int || '-' || :k::int`

/**
 * The player's linked accounts (a read on its own: StorePort.read), then the game's characters of
 * those accounts (backend/domain/game-accounts.ts linkedAccountsOf, server/game/postgres-game.ts
 * characters()): the accounts list, and the ownership check of a transfer or a claim.
 */
const LINKED_ACCOUNTS = `select account_id, uid, name, characters, created_at
  from account_links where uid = ${uid} order by account_id;
select lower(account), m_id_player, m_sz_name, playerslot
  from game_character_tbl
 where lower(account) = any(array['lp' || :p::int]) and isblock = 'F'
 order by playerslot, m_id_player;`

/** The ban in force, if any (backend/domain/movement-checks.ts). */
const LATEST_BAN = `select * from bans where uid = ${uid} order by id desc limit 1;`

/**
 * Every signed-in request: the caller's profile with its version, read beside the token's check
 * (server/adapters/identity.ts; decision 071), kept in :version (pgbench's \\gset).
 */
const VERSIONED_PROFILE = `select uid, points, month_points, month, xmin::text as version
  from profiles where uid = ${uid} \\gset`

/** The payments of the player's latest purchases (PaymentsReads.ofLatestPurchases). */
const PURCHASES = `select * from payments where payment_id in (
  select reference from ledger where uid = ${uid} and kind = 'purchase' order by id desc limit 100);`

const LIST_REWARDS =
  'select id, item_id, stage_id, description, month, active from rewards order by id;'

/** The delivery inserted from the profile's row the update answered (server/db/store/decided.ts). */
const decidedDelivery = (
  id,
  slot,
  content,
) => `insert into deliveries (delivery_id, uid, account_id,
      account, character_id, character_name, kind, amount, item_id, count, created_at)
    select ${id}, uid, 1000 + :p::int, 'lp' || :p::int, 1000000 + :p::int * 3 + ${slot},
           'Lp' || :p::int || 's${slot}', ${content}, now() from moved`

/** The key with its outcome, inserted from the same row. */
const decidedKey = (
  fingerprint,
  status,
) => `insert into idempotency_keys (uid, key, fingerprint, status, body)
    select uid, ${key}, '${fingerprint}', ${status}, '{}'::jsonb from moved`

export const BENCH_SCRIPTS = {
  // GET /ranking/characters without the server's cache: the game adapter's top 100.
  ranking: `select m_sz_name, m_n_job, m_n_level, total_play_time
  from game_character_tbl
 where isblock = 'F' and m_ch_authority = 'F'
 order by m_n_level desc, total_play_time desc, m_sz_name asc
 limit 100;`,

  // GET /me/profile: answered from the profile read with the token (backend/routes/profile.ts).
  profile: [PLAYER, VERSIONED_PROFILE].join('\n'),

  // GET /me/accounts.
  accounts: [PLAYER, VERSIONED_PROFILE, LINKED_ACCOUNTS].join('\n'),

  // POST /shop/order, 1 AirPoint, applied at once (decision 067): the ban, the links with the
  // game's characters, the profile's version, the purchases with their payments, then one
  // statement (server/db/store/decided.ts): the debit at that version with its ledger row, the
  // delivery, the key with its outcome. (The rate limits' two counters, and the queue's job sent
  // by pg-boss after the commit, are not in it; the API sends the reads two waits together.)
  transfer: [
    PLAYER,
    KEY,
    VERSIONED_PROFILE,
    LATEST_BAN,
    LINKED_ACCOUNTS,
    PURCHASES,
    `with moved as (
    update profiles set points = points - 1
     where uid = ${uid} and xmin = :version::xid and points >= 1
    returning uid
  ), entry as (
    insert into ledger (uid, delta, kind, reference)
    select uid, -1, 'order', 'order_pgbench_' || :client_id::int || '_' || :k::int from moved
  ), delivered as (
    ${decidedDelivery(`'order_pgbench_' || :client_id::int || '_' || :k::int`, 1, `'points', 1, null::int, null::int`)}
  ), keyed as (
    ${decidedKey('shop.order:{"amount":1}', 201)}
  )
  select count(*) from moved;`,
  ].join('\n'),

  // POST /me/fidelity/rewards/claim, applied at once (decision 067): the ban, the links with the
  // game's characters, the profile's version with the rewards, this month's claims, then one
  // statement: the profile at that version, the claim with its ledger row, the delivery, the key.
  // Its claims are written under months of their own, so that they never take the rewards the API
  // server's claims take. (The rate limits and the queue's job are not in it.)
  claim: [
    PLAYER,
    KEY,
    `\\set r random(1, 5)`,
    VERSIONED_PROFILE,
    LATEST_BAN,
    LINKED_ACCOUNTS,
    LIST_REWARDS,
    `select reward_id from claims where uid = ${uid} and month = :month::text;`,
    `with moved as (
    update profiles set points = points - 0
     where uid = ${uid} and xmin = :version::xid and points >= 0
    returning uid
  ), claimed as (
    insert into claims (uid, reward_id, month, account_id, character_id)
    select uid, :r::int, 'pgbench-' || :k::int, 1000 + :p::int, 1000000 + :p::int * 3 from moved
    returning uid
  ), entry as (
    insert into ledger (uid, delta, kind, reference)
    select uid, 0, 'claim', 'reward_' || :r::int || '_pgbench_' || :k::int from claimed
  ), delivered as (
    ${decidedDelivery(`'claim_pgbench_' || :client_id::int || '_' || :k::int`, 0, `'item', null::int, 60582, 1`)}
  ), keyed as (
    ${decidedKey('fidelity.claim:{}', 200)}
  )
  select count(*) from moved;`,
  ].join('\n'),
}

/**
 * pgbench of one route's statements on `connections` connections for `seconds`, its script
 * written in `dir`: transactions a second, mean latency, failures.
 */
export function pgbench(name, { url, dir, connections, seconds, variables }) {
  const { hostname, port } = new URL(url)
  const script = join(dir, `${name}.sql`)
  writeFileSync(script, `${BENCH_SCRIPTS[name]}\n`)
  const defines = Object.entries(variables).flatMap(([key, value]) => ['-D', `${key}=${value}`])
  const out = spawnSync(
    'pgbench',
    [
      ...['-n', '-h', hostname, '-p', port, '-U', 'postgres', '-c', String(connections), '-j', '2'],
      ...['-T', String(seconds), '-M', 'prepared', ...defines, '-f', script, 'postgres'],
    ],
    { encoding: 'utf8' },
  )
  if (out.status !== 0) throw new Error(`pgbench ${name} failed:\n${out.stderr}`)
  const tps = Number(/tps = ([\d.]+)/.exec(out.stdout)?.[1])
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out.stdout)?.[1])
  const failed = Number(/number of failed transactions: (\d+)/.exec(out.stdout)?.[1] ?? 0)
  return { tps, latency, failed }
}
