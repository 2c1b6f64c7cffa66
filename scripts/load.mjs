#!/usr/bin/env node
// `npm run load`: the API server on a throwaway PostgreSQL seeded with a game's worth of data,
// each route measured with autocannon at 50 and 200 clients beside pgbench's bound on the same
// statements, with each request's round trips to PostgreSQL and the Node thread's CPU; prints the
// table of docs/performance.md (what is seeded and measured is described there). A measurement,
// not a test: it fails only if it cannot run or a route answered errors.
//   --duration=10   seconds per route and concurrency      --clients=50,200   concurrencies
//   --port=4280     the API server's port                  --routes=ranking,transfer   a subset
//   --statements    each route's statements, with their calls a request (of the counting pass)
//   --counted=3     requests a client of the counting pass (round trips and CPU a request), at
//                   least: a quarter of the timed run's requests where more
//   --profile=DIR   the API server runs with node --cpu-prof: its CPU profile lands in DIR (open it
//                   in Chrome's DevTools, Performance tab, or VS Code)
// Run with tsx (it reuses the server's and the tests' TypeScript).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { loyaltyMonth } from '../contract/rules/loyalty.ts'
import { findPostgresBin, startPostgresCluster } from '../tests/server/pg-cluster.ts'
import {
  TEST_PROJECT_ID,
  emulatorToken,
  startAuthEmulatorDouble,
} from '../tests/server/emulator-tokens.ts'
import { pgbench } from './lib/load-bench.mjs'
import {
  cpuMsPerRequest,
  loadTable,
  statementsPerRequest,
  threadCpuNs,
} from './lib/load-report.mjs'
import { option, root, waitFor } from './lib/live-preview.mjs'

// Not 4190: fetch refuses it (a « bad port » of the Fetch standard), and waitFor uses fetch.
const PORT = Number(option('port', '4280'))
const DURATION = Number(option('duration', '10'))
const CLIENTS = option('clients', '50,200').split(',').map(Number)
const ROUTES = option('routes', '')
const PROFILE = option('profile', '')
const STATEMENTS = process.argv.includes('--statements')
/** The counting pass after each run: this many requests a client at least. */
const COUNTED = Number(option('counted', '3'))
const api = `http://127.0.0.1:${PORT}`
/** The game's size. */
const PLAYERS = 10_000
const CHARACTERS = 100_000
/** Characters of each player's game account (the rest belong to accounts no player linked). */
const SLOTS = 3
const LEDGER_ROWS = 20
const PAST_DELIVERIES = 5
/** The server's pool (node-postgres' default): as many connections for pgbench. */
const POOL = 10
/** The main stages' rewards of the demo data (ids 1 to 5): the claims take them in turn. */
const REWARDS = 5
/**
 * The rate limits of a transfer, a claim and the accounts list: a player's as in production, the address's lifted,
 * since every request of the load comes from one address, where 10 000 players would have theirs.
 * Each call still counts both (the same statements as in production).
 */
const LOAD_LIMITS = {
  RATE_LIMIT_TRANSFER: '30,1000000/600',
  RATE_LIMIT_CLAIM: '20,1000000/600',
  RATE_LIMIT_ACCOUNTS_READ: '60,1000000/60',
}

const month = loyaltyMonth(new Date())
const uidOf = (player) => `load-${player}`
const accountIdOf = (player) => 1000 + player
const characterIdOf = (player, slot) => 1_000_000 + player * SLOTS + slot
const tokens = Array.from({ length: PLAYERS }, (_, player) =>
  emulatorToken({
    uid: uidOf(player),
    email: `${uidOf(player)}@portail.test`,
    emailVerified: true,
  }),
)

/** The bulk seed: one statement per table, generate_series, a fixed random seed. */
const SEED = `
select setseed(0.35);
insert into game_account_tbl (account, password)
  select 'lp' || p, md5('kikugalanet' || 'lp' || p) from generate_series(0, ${PLAYERS - 1}) p;
insert into game_account_tbl (account, password)
  select 'la' || a, md5('kikugalanet' || 'la' || a)
    from generate_series(0, ${CHARACTERS - PLAYERS * SLOTS - 1}) a;
insert into game_character_tbl
    (m_id_player, account, m_sz_name, playerslot, m_n_job, m_n_level, total_play_time)
  select 1000000 + p * ${SLOTS} + s, 'lp' || p, 'Lp' || p || 's' || s, s, (p + s) % 32,
         1 + floor(random() * 150)::int, floor(random() * 2000000)::int
    from generate_series(0, ${PLAYERS - 1}) p, generate_series(0, ${SLOTS - 1}) s;
insert into game_character_tbl
    (m_id_player, account, m_sz_name, playerslot, m_n_job, m_n_level, total_play_time)
  select 2000000 + a, 'la' || a, 'La' || a, 0, a % 32,
         1 + floor(random() * 150)::int, floor(random() * 2000000)::int
    from generate_series(0, ${CHARACTERS - PLAYERS * SLOTS - 1}) a;
select setval(pg_get_serial_sequence('game_character_tbl', 'm_id_player'),
              (select max(m_id_player) from game_character_tbl));
insert into profiles (uid, email, points, month_points, month)
  select 'load-' || p, 'load-' || p || '@portail.test', 1000000, 6000, '${month}'
    from generate_series(0, ${PLAYERS - 1}) p;
insert into ledger (uid, delta, kind, reference, created_at)
  select 'load-' || p,
         case when n = 0 then 1000000 - ${LEDGER_ROWS - 1} * 100 else 100 end,
         case when n = 0 then 'seed' else 'purchase' end,
         case when n = 0 then null else 'cs_load_' || p || '_' || n end,
         now() - (${LEDGER_ROWS} - n) * interval '1 day'
    from generate_series(0, ${PLAYERS - 1}) p, generate_series(0, ${LEDGER_ROWS - 1}) n;
insert into account_links (account_id, uid, name, characters)
  select 1000 + p, 'load-' || p, 'lp' || p,
         (select jsonb_agg(jsonb_build_object('characterId', 1000000 + p * ${SLOTS} + s,
                                              'name', 'Lp' || p || 's' || s, 'slot', s) order by s)
            from generate_series(0, ${SLOTS - 1}) s)
    from generate_series(0, ${PLAYERS - 1}) p;
select setval(pg_get_serial_sequence('account_links', 'account_id'),
              (select max(account_id) from account_links));
insert into deliveries (delivery_id, uid, account_id, account, character_id, character_name,
                        kind, amount, state, created_at, received_at)
  select 'past_' || p || '_' || n, 'load-' || p, 1000 + p, 'lp' || p, 1000000 + p * ${SLOTS},
         'Lp' || p || 's0', 'points', 100, 'received', now() - n * interval '1 day',
         now() - n * interval '1 day' + interval '1 hour'
    from generate_series(0, ${PLAYERS - 1}) p, generate_series(1, ${PAST_DELIVERIES}) n;
analyze;
`

/** The routes measured: each request as the next player (or player and reward, for claims). */
function routes() {
  let reads = 0
  const signedIn = (path) => ({
    method: 'GET',
    path,
    setupRequest: (request) => ({
      ...request,
      headers: { authorization: `Bearer ${tokens[reads++ % PLAYERS]}` },
    }),
  })
  /** A POST as player `n % PLAYERS` with the body `bodyOf(n)` and a key of its own. */
  const posting = (path, name, bodyOf) => {
    let count = 0
    return {
      method: 'POST',
      path,
      setupRequest: (request) => {
        const n = count++
        const headers = {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[n % PLAYERS]}`,
          'idempotency-key': `load-${name}-${n}`,
        }
        return { ...request, headers, body: JSON.stringify(bodyOf(n, n % PLAYERS)) }
      },
    }
  }
  const all = [
    {
      name: 'ranking',
      label: 'ranking, `GET /ranking/characters`',
      request: { method: 'GET', path: '/ranking/characters' },
    },
    { name: 'profile', label: 'profile, `GET /me/profile`', request: signedIn('/me/profile') },
    {
      name: 'accounts',
      label: 'accounts list, `GET /me/accounts`',
      request: signedIn('/me/accounts'),
    },
    {
      name: 'transfer',
      label: 'transfer, `POST /shop/order` (1 AirPoint)',
      request: posting('/shop/order', 'order', (_n, player) => ({
        accountId: accountIdOf(player),
        characterId: characterIdOf(player, 1),
        amount: 1,
      })),
    },
    {
      name: 'claim',
      label: 'claim, `POST /me/fidelity/rewards/claim`',
      // Reward 1 for every player, then reward 2...: never a reward its player already has.
      request: posting('/me/fidelity/rewards/claim', 'claim', (n, player) => {
        if (n >= PLAYERS * REWARDS) throw new Error('every reward of every player was claimed')
        return {
          rewardId: 1 + Math.floor(n / PLAYERS),
          accountId: accountIdOf(player),
          characterId: characterIdOf(player, 0),
        }
      }),
    },
  ]
  const chosen = ROUTES ? ROUTES.split(',') : all.map((route) => route.name)
  const unknown = chosen.filter((name) => !all.some((route) => route.name === name))
  if (unknown.length > 0) throw new Error(`unknown routes: ${unknown.join(', ')}`)
  return all.filter((route) => chosen.includes(route.name))
}

/** Each SQL statement the server ran since the last call, with its calls (most called first). */
async function statementsSince(client) {
  const { rows } = await client.query(
    `select calls::int, regexp_replace(query, '\\s+', ' ', 'g') as query from pg_stat_statements
      where query not like '%pg_stat_statements%' order by calls desc`,
  )
  await client.query('select pg_stat_statements_reset()')
  return rows
}

/**
 * Waits until the server has finished what it was doing (the requests a run cut off, the queue's
 * jobs sent after the answers): its statements counted twice alike, 200 ms apart; 30 s at most.
 */
async function quiet(client) {
  const count = async () => {
    const { rows } = await client.query(
      `select coalesce(sum(calls), 0)::text as n from pg_stat_statements
        where query not like '%pg_stat_statements%'`,
    )
    return rows[0].n
  }
  let last = await count()
  for (let tries = 0; tries < 150; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const now = await count()
    if (now === last) return
    last = now
  }
}

/** One autocannon run for `run` ({ duration } or { amount }): requests a second, latencies, errors. */
async function cannon(route, connections, run) {
  const result = await autocannon({ url: api, connections, ...run, requests: [route.request] })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
  }
}

const bin = findPostgresBin()
if (!bin) throw new Error('npm run load needs initdb and pg_ctl (Debian package postgresql)')
const cluster = await startPostgresCluster(bin, {
  settings: ['shared_preload_libraries=pg_stat_statements'],
})
const benchDir = mkdtempSync(join(tmpdir(), 'portal-load-'))
const identity = await startAuthEmulatorDouble()
// node itself runs the server (tsx as its loader, not tsx's wrapper process), so that its main
// thread's CPU can be read (load-report.mjs threadCpuNs) and --cpu-prof profiles it.
const profiling = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []
const server = spawn(process.execPath, [...profiling, '--import', 'tsx', 'server/entry/node.ts'], {
  cwd: root,
  env: {
    ...process.env,
    ...LOAD_LIMITS,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: cluster.url,
    SEED_DEMO: '1',
    DELIVERIES: 'enqueue',
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: identity.host,
  },
  // One JSON line per request: not kept.
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stopAll = async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM')
    await once(server, 'exit')
  }
  await identity.close()
  cluster.stop()
  rmSync(benchDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void stopAll().finally(() => process.exit(1)))

try {
  // Not the ranking: its first read would be served from the cache for a minute.
  await waitFor(`${api}/shop/fidelity/rewards`, 'the API server', { child: server })
  const client = new pg.Client({ connectionString: cluster.url })
  await client.connect()
  let started = Date.now()
  await client.query(SEED)
  await client.query('create extension pg_stat_statements')
  const { rows } = await client.query(
    `select (select count(*) from game_character_tbl)::int as characters,
            (select count(*) from profiles)::int as profiles,
            (select count(*) from ledger)::int as ledger`,
  )
  console.log(
    `[load] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${rows[0].characters} characters, ${rows[0].profiles} players, ${rows[0].ledger} ledger rows`,
  )
  const measured = routes()
  const results = new Map(measured.map((route) => [route.name, { route, http: {} }]))
  for (const connections of CLIENTS) {
    for (const route of measured) {
      let cpu = threadCpuNs(server.pid)
      started = Date.now()
      const figures = await cannon(route, connections, { duration: DURATION })
      // The thread's milliseconds of the whole run, over its wall-clock milliseconds.
      const runMs = cpuMsPerRequest(cpu, threadCpuNs(server.pid), 1)
      const busy = runMs === null ? null : (100 * runMs) / (Date.now() - started)
      // The counting pass: a number of requests, every one answered (and the server quiet again)
      // before the statements and the CPU are read, so that no request is counted half.
      await quiet(client)
      await statementsSince(client)
      cpu = threadCpuNs(server.pid)
      // A quarter of the timed run's requests where more: new connections' cost spread thin.
      const amount = Math.max(connections * COUNTED, Math.round(figures.total / 4))
      const counted = await cannon(route, connections, { amount })
      await quiet(client)
      figures.cpuMs = cpuMsPerRequest(cpu, threadCpuNs(server.pid), counted.total)
      const statements = await statementsSince(client)
      Object.assign(figures, statementsPerRequest(statements, counted.total))
      figures.failed += counted.failed
      figures.countedFailed = counted.failed
      results.get(route.name).http[connections] = figures
      console.log(
        `[load] ${route.name} × ${connections}: ${figures.rps.toFixed(0)} req/s, ` +
          `p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.total} requests, ` +
          `Node thread busy ${busy === null ? '?' : busy.toFixed(0)} %; then ${counted.total} ` +
          `requests, a request: ${figures.statements.toFixed(1)} SQL statements, ` +
          `${figures.roundTrips.toFixed(1)} round trips, ` +
          `${figures.cpuMs === null ? '?' : figures.cpuMs.toFixed(2)} ms of the Node thread; ` +
          `${figures.failed} failed`,
      )
      if (STATEMENTS) {
        for (const { calls, query } of statements) {
          const perRequest = calls / Math.max(1, counted.total)
          if (perRequest >= 0.05) console.log(`  ${perRequest.toFixed(2)}  ${query.slice(0, 160)}`)
        }
      }
    }
  }
  for (const route of measured) {
    const bound = pgbench(route.name, {
      url: cluster.url,
      dir: benchDir,
      connections: POOL,
      seconds: DURATION,
      variables: { month, players: PLAYERS },
    })
    results.get(route.name).bound = bound
    console.log(
      `[load] pgbench ${route.name} (${POOL} connections): ${bound.tps.toFixed(0)} tps, ` +
        `latency ${bound.latency} ms, ${bound.failed} failed`,
    )
  }
  const sizes = await client.query(
    `select pg_size_pretty(pg_database_size('postgres')) as size,
            (select n_tup_upd from pg_stat_user_tables where relname = 'account_links')::int as relinked`,
  )
  console.log(
    `[load] database ${sizes.rows[0].size}; account_links rows rewritten: ${sizes.rows[0].relinked}`,
  )
  await client.end()

  const table = loadTable({
    routes: [...results.values()].map(({ route, http, bound }) => ({
      label: route.label,
      http,
      bound,
    })),
    clients: CLIENTS,
    duration: DURATION,
    pool: POOL,
  })
  console.log(`\n${table}`)
  const failures = [...results.values()].flatMap(({ route, http }) =>
    CLIENTS.filter((c) => http[c].failed > 0).map((c) => `${route.name} × ${c}: ${http[c].failed}`),
  )
  if (failures.length) {
    console.log(`[load] requests that failed: ${failures.join(', ')}`)
    console.log('[load] *: of a counting pass with failures (a timed-out request is not counted)')
    process.exitCode = 1
  }
} finally {
  await stopAll()
}
