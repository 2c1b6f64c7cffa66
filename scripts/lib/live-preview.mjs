// The live build served on this machine, as the measuring scripts use it (`npm run lighthouse`,
// `npm run first-tap`): a test build with both switches live (`--mode test`, the one purpose whose
// live API may be plain http://127.0.0.1; its code is the live build's), served by `vite preview`,
// beside the product's API server (`server/entry/node.ts`, in-memory PGlite, demo data: the ranking
// reads real rows) and, when asked, the Firebase Auth Emulator (the demo player signs in for real,
// the API server checks the emulator's tokens).
//
// Ports: the preview server's, then the API server's (+1), then the Auth Emulator's (+2), its hub
// (+3) and its logging (+4).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)

/** The project of the Auth Emulator (a demo- project never reaches Google). */
export const EMULATOR_PROJECT = 'demo-airflyff'

/** A `--name=value` option of the command line, or `fallback`. */
export const option = (name, fallback, argv = process.argv) =>
  argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback

/**
 * The public pages written at build time, from the build's files: every `index.html` whose root
 * carries `data-prerendered`, but not a player's page's frame (`data-player-page`: measured
 * signed in, on its own), as paths, the landing page first.
 */
export function prerenderedPages(dir) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue
    const file = join(entry.parentPath, entry.name)
    const html = readFileSync(file, 'utf8')
    if (!html.includes('data-prerendered=') || html.includes('data-player-page')) continue
    const folder = relative(dir, entry.parentPath).split(sep).join('/')
    found.push(folder ? `/${folder}` : '/')
  }
  return found.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}

/** Waits until `address` answers 2xx (`child`, if given, must still run). */
export async function waitFor(address, what, { child, timeoutMs = 150_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} stopped before it answered`)
    try {
      if ((await fetch(address)).ok) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not answer at ${address}`)
}

/** A child in its own process group, so that stopping it ends what it started (npx, java...). */
function startChild(command, args, env) {
  return spawn(command, args, { cwd: root, env, stdio: 'ignore', detached: true })
}

function stopChild(child) {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

/**
 * Builds the portal live into a temporary folder, serves it, starts the API server (and the Auth
 * Emulator with `emulator: true`) and waits until each answers. `name` names the build's Firebase
 * settings without the emulator. Returns the addresses, the pre-rendered pages of the build and
 * `stop()`, also run on SIGINT and SIGTERM.
 */
export async function startLivePreview({ port, name, emulator = false }) {
  const origin = `http://127.0.0.1:${port}`
  const apiUrl = `http://127.0.0.1:${port + 1}`
  const emulatorHost = `127.0.0.1:${port + 2}`
  const emulatorUrl = `http://${emulatorHost}`
  const project = emulator ? EMULATOR_PROJECT : name
  const workDir = mkdtempSync(join(tmpdir(), `portal-${name}-`))
  const outDir = join(workDir, 'dist')
  const env = {
    ...process.env,
    VITE_API: apiUrl,
    VITE_AUTH: 'firebase',
    VITE_FIREBASE_API_KEY: name,
    VITE_FIREBASE_AUTH_DOMAIN: `${project}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: project,
    ...(emulator ? { VITE_FIREBASE_AUTH_EMULATOR_URL: emulatorUrl } : {}),
    VITE_STRIPE_PRICE_IDS: 'price_a,price_b,price_c,price_d,price_e',
  }
  const build = spawnSync(
    bin('vite'),
    ['build', '--mode', 'test', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (build.status !== 0) {
    rmSync(workDir, { recursive: true, force: true })
    throw new Error('the build failed')
  }
  const pages = prerenderedPages(outDir)

  const children = []
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    children.forEach(stopChild)
    rmSync(workDir, { recursive: true, force: true })
  }
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stop()
      process.exit(1)
    })

  try {
    const preview = startChild(
      bin('vite'),
      [
        'preview',
        '--outDir',
        outDir,
        '--port',
        String(port),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      // A news item's page from the API server, as the hosting's rewrite (firebase.json).
      { ...env, PREVIEW_NEWS_API: apiUrl },
    )
    children.push(preview)
    const api = startChild(bin('tsx'), ['server/entry/node.ts'], {
      ...process.env,
      PORT: String(port + 1),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory',
      SEED_DEMO: '1',
      WEB_ORIGINS: origin,
      SITE_DIST: outDir,
      ...(emulator
        ? { FIREBASE_PROJECT_ID: project, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost }
        : {}),
    })
    children.push(api)
    const waits = [
      waitFor(`${origin}/`, 'the preview server', { child: preview }),
      waitFor(`${apiUrl}/ranking/characters`, 'the API server', { child: api }),
    ]
    if (emulator) {
      const config = join(workDir, 'firebase.json')
      const host = '127.0.0.1'
      writeFileSync(
        config,
        JSON.stringify({
          emulators: {
            auth: { host, port: port + 2 },
            hub: { host, port: port + 3 },
            logging: { host, port: port + 4 },
            ui: { enabled: false },
          },
        }),
      )
      // CI=1: the CLI skips its online news check (there is no network here).
      const auth = startChild(
        bin('firebase'),
        ['emulators:start', '--only', 'auth', '--project', project, '--config', config],
        { ...process.env, CI: '1' },
      )
      children.push(auth)
      waits.push(waitFor(emulatorUrl, 'the Auth Emulator', { child: auth }))
    }
    await Promise.all(waits)
  } catch (error) {
    stop()
    throw error
  }
  return { origin, apiUrl, emulatorUrl, project, pages, stop }
}

/**
 * The Auth Emulator's account of a player, made anew with its email verified (the emulator's own
 * REST API, as the Firebase console would): it signs in with `password`.
 */
export async function emulatorAccount(emulatorUrl, project, { email, password }) {
  const base = `${emulatorUrl}/identitytoolkit.googleapis.com/v1`
  const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' }
  const created = await fetch(`${base}/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })
  if (!created.ok) throw new Error(`the emulator refused the account ${email}`)
  const { localId } = await created.json()
  const verified = await fetch(`${base}/projects/${project}/accounts:update`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ localId, emailVerified: true }),
  })
  if (!verified.ok) throw new Error(`the emulator did not verify ${email}`)
  return localId
}
