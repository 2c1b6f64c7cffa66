import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { emulatorToken, startAuthEmulatorDouble, type AuthEmulatorDouble } from './emulator-tokens'
import { onPostgresCluster } from './pg-cluster'

/**
 * `npm run server` and `npm run worker` (their entry points, in their own processes) on a real
 * PostgreSQL that restarts under them, as a Cloud SQL maintenance or failover does: both keep
 * running, a request while the database is down answers 503 with a French message, and the same
 * request answers 200 once it is back, without restarting anything.
 */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

interface Started {
  child: ChildProcess
  output: string[]
}

/** One entry point (server/entry/node.ts, server/entry/worker.ts) run by tsx until it logs `ready`. */
async function startEntry(entry: string, env: Record<string, string>, ready: string) {
  const child = spawn('node_modules/.bin/tsx', [entry], {
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const output: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start: ${output.join('')}`)), 90_000)
    child.stdout?.on('data', () => {
      if (output.join('').includes(ready)) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output.join('')}`)))
  })
  return { child, output } satisfies Started
}

const stopEntry = (started: Started | undefined) => {
  if (started?.child.pid && started.child.exitCode === null) {
    process.kill(-started.child.pid, 'SIGKILL')
  }
}

/** Still running, or what it said before it exited. */
const alive = (started: Started) =>
  started.child.exitCode === null && started.child.signalCode === null
    ? 'running'
    : `exited: ${started.output.join('').slice(-2000)}`

onPostgresCluster('a PostgreSQL restart under the API server and the worker', (url, cluster) => {
  let emulator: AuthEmulatorDouble
  let server: Started | undefined
  let worker: Started | undefined
  let base = ''

  beforeAll(async () => {
    emulator = await startAuthEmulatorDouble()
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    const env = {
      DATABASE_URL: url(),
      SEED_DEMO: '1',
      FIREBASE_PROJECT_ID: 'demo-airflyff',
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      WEB_ORIGINS: 'http://localhost:5173',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
    }
    server = await startEntry(
      'server/entry/node.ts',
      { ...env, PORT: String(port), HOST: '127.0.0.1', PGAPPNAME: 'api-under-test' },
      'API server listening',
    )
    worker = await startEntry(
      'server/entry/worker.ts',
      { ...env, PGAPPNAME: 'worker-under-test' },
      'delivery worker running',
    )
  }, 180_000)

  afterAll(async () => {
    stopEntry(server)
    stopEntry(worker)
    await emulator?.close()
  })

  const token = emulatorToken({
    uid: 'restart-uid',
    email: 'joueur@portail.test',
    emailVerified: true,
  })
  const profile = () =>
    fetch(`${base}/me/profile`, { headers: { authorization: `Bearer ${token}` } })

  /** The connections the worker holds on the cluster, seen from the cluster. */
  async function workerConnections() {
    const client = new pg.Client({ connectionString: url() })
    await client.connect()
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where application_name = 'worker-under-test'`,
      )
      return rows[0]?.n ?? 0
    } finally {
      await client.end()
    }
  }

  it('survives a restart, answers 503 in French while it is down, 200 once it is back', async () => {
    if (!server || !worker) throw new Error('not started')
    expect((await profile()).status).toBe(200)
    // The worker's queue polls: it holds connections the restart cuts.
    await expect.poll(workerConnections, { timeout: 10_000 }).toBeGreaterThan(0)

    cluster().restart()
    // Every connection of the pools was cut: idle ones report it once the server is back.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(alive(server)).toBe('running')
    expect(alive(worker)).toBe('running')
    expect((await profile()).status).toBe(200)

    cluster().pause()
    try {
      const during = await profile()
      expect(during.status).toBe(503)
      expect(during.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await during.json()).toEqual({
        message: 'Service momentanément indisponible, réessayez dans un instant.',
      })
      expect(alive(server)).toBe('running')
      expect(alive(worker)).toBe('running')
    } finally {
      cluster().resume()
    }

    const after = await profile()
    expect(after.status).toBe(200)
    expect(await after.json()).toMatchObject({ points: 1500 })
    // The worker's queue connects again by itself.
    await expect.poll(workerConnections, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(alive(server)).toBe('running')
    expect(alive(worker)).toBe('running')
  }, 120_000)
})
