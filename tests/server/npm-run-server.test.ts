import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emulatorToken, startAuthEmulatorDouble, type AuthEmulatorDouble } from './emulator-tokens'

/** `npm run server` as someone runs it: SEED_DEMO=1, PGlite in memory, an emulator token. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

let child: ChildProcess
let emulator: AuthEmulatorDouble
let base = ''
const output: string[] = []

beforeAll(async () => {
  emulator = await startAuthEmulatorDouble()
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  child = spawn('npm', ['run', '--silent', 'server'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      PGLITE_DIR: 'memory',
      DATABASE_URL: '',
      FIREBASE_PROJECT_ID: 'demo-airflyff',
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      WEB_ORIGINS: 'http://localhost:5173',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start: ${output.join('')}`)), 60_000)
    child.stdout?.on('data', () => {
      if (output.join('').includes('API server listening')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output.join('')}`)))
  })
}, 90_000)

afterAll(async () => {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM')
  await emulator?.close()
})

describe('npm run server', () => {
  it('answers the ranking and the demo player’s profile, and logs without the token', async () => {
    const ranking = await fetch(`${base}/ranking/characters`)
    expect(ranking.status).toBe(200)
    expect(((await ranking.json()) as { name: string }[])[0]?.name).toBe('Aelis')

    const token = emulatorToken({
      uid: 'emulator-uid-42',
      email: 'joueur@portail.test',
      emailVerified: true,
    })
    const profile = await fetch(`${base}/me/profile`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(profile.status).toBe(200)
    expect(await profile.json()).toMatchObject({ points: 1500 })

    const accounts = await fetch(`${base}/me/accounts`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect((await accounts.json()) as unknown).toMatchObject([
      { name: 'heros01', characters: [{ name: 'Aelis' }, { name: 'Brakkar' }] },
      { name: 'heros02', characters: [{ name: 'Cyrene' }] },
    ])

    await expect
      .poll(() =>
        output
          .join('')
          .split('\n')
          .filter((l) => l.includes('"path":"/me/profile"')),
      )
      .toHaveLength(1)
    const logs = output.join('')
    expect(logs).not.toContain(token.slice(0, 20))
    expect(logs).toContain('"status":200')
    expect(logs).toContain('"database":"pglite","where":"memory"')
  })

  it('refuses an embedded database in production unless PGLITE_DIR names its folder', async () => {
    const refused = spawn('npm', ['run', '--silent', 'server'], {
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', PGLITE_DIR: 'memory' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let said = ''
    refused.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()))
    const code = await new Promise((resolve) => refused.once('exit', resolve))
    expect(code).not.toBe(0)
    expect(said).toContain('NODE_ENV=production without DATABASE_URL')
    expect(said).toContain('PGLITE_DIR')
  }, 60_000)

  it('answers CORS preflights of the configured origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/me/profile`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      })
    const allowed = await preflight('http://localhost:5173')
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    // A transfer or a claim from the portal's origin carries its idempotency key; a console
    // call, its step-up (docs/decisions/059).
    const allowedHeaders = (allowed.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(/,\s*/)
    expect(allowedHeaders).toEqual(
      expect.arrayContaining([
        'authorization',
        'content-type',
        'idempotency-key',
        'x-second-factor',
        'x-second-factor-code',
      ]),
    )
    expect((await preflight('https://evil.test')).status).toBe(403)
  })

  it('says that its answers vary by origin, so that a cache in front keeps one per origin', async () => {
    const ranking = (headers: Record<string, string>) =>
      fetch(`${base}/ranking/characters`, { headers })
    for (const answer of [
      await ranking({ origin: 'http://localhost:5173' }),
      await ranking({ origin: 'https://ailleurs.test' }),
      await ranking({}),
    ]) {
      expect(answer.status).toBe(200)
      expect(answer.headers.get('vary')).toBe('Origin')
      expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/)
    }
  })
})
