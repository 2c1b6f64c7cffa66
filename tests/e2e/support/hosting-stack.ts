import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { FIREBASE_PROJECT } from './firebase-stack'
import { buildPortal, start, stop, waitFor } from './processes'

/**
 * What the hosting spec needs, started by the spec itself: a test build of the portal (the
 * embedded backend, so that a signed-in journey runs offline) served by the Firebase Hosting
 * emulator with the `hosting` section of firebase.json, its public folder pointed at that build.
 * Its ports collide with nothing else of the suite: the Firebase spec's Auth Emulator (9099, hub
 * 4400) may run at the same time in another worker.
 */
export const HOSTING_PORT = 5055
const HUB_PORT = 4455
const LOGGING_PORT = 4555
export const HOSTING_URL = `http://127.0.0.1:${HOSTING_PORT}`
export const BUILD_DIR = 'test-results/hosting-dist'
const CONFIG_FILE = 'test-results/firebase.hosting.json'

interface Header {
  key: string
  value: string
}

interface FirebaseJson {
  hosting: {
    public: string
    headers: { source: string; headers: Header[] }[]
    [setting: string]: unknown
  }
  [section: string]: unknown
}

/** firebase.json as deployed. */
export function firebaseJson(): FirebaseJson {
  return JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson
}

/**
 * firebase.json's rewrites to the API function (a news item's page) left out: no functions
 * emulator runs here, so those paths get the shell, as offline (the API server's own page is
 * tested against it: tests/e2e/live/news.spec.ts).
 */
export function withoutFunctionRewrites(config: FirebaseJson): FirebaseJson {
  const rewrites = (config.hosting.rewrites ?? []) as { function?: unknown }[]
  config.hosting.rewrites = rewrites.filter((rewrite) => rewrite.function === undefined)
  return config
}

/** The headers firebase.json gives to the requests matching `source` (its exact glob). */
export function headersOf(source: string): Record<string, string> {
  const rule = firebaseJson().hosting.headers.find((candidate) => candidate.source === source)
  if (!rule) throw new Error(`firebase.json has no headers for ${source}`)
  return Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]))
}

/** The path of every pre-rendered page of the build (`cgu/index.html` gives the path of `cgu`). */
export function prerenderedPaths(dir = BUILD_DIR, root = BUILD_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return prerenderedPaths(join(dir, entry.name), root)
    if (entry.name !== 'index.html') return []
    return [`/${relative(root, dir).split(sep).join('/')}`]
  })
}

/** A file of the build, as the emulator should serve it. */
export function builtFile(path: string): string {
  return readFileSync(join(BUILD_DIR, path), 'utf8')
}

export interface HostingStack {
  stop(): Promise<void>
}

export async function startHostingStack(): Promise<HostingStack> {
  // Mode `test` allows the embedded backend (both switches mock, whatever .env.local says).
  await buildPortal(BUILD_DIR, { VITE_API: 'mock', VITE_AUTH: 'mock' })
  if (!existsSync(join(BUILD_DIR, 'app.html'))) throw new Error(`${BUILD_DIR}/app.html is missing`)

  // firebase.json as it is, but for the folder served (relative to the config file) and the ports.
  const config = withoutFunctionRewrites(firebaseJson())
  config.hosting.public = relative(dirname(CONFIG_FILE), BUILD_DIR)
  const host = '127.0.0.1'
  config.emulators = {
    hosting: { host, port: HOSTING_PORT },
    hub: { host, port: HUB_PORT },
    logging: { host, port: LOGGING_PORT },
    ui: { enabled: false },
  }
  mkdirSync(dirname(CONFIG_FILE), { recursive: true })
  writeFileSync(CONFIG_FILE, JSON.stringify(config, null, 2))

  // CI=1: the CLI skips its online news check (there is no network here).
  const emulator = start(
    'npx',
    [
      'firebase',
      'emulators:start',
      '--only',
      'hosting',
      '--project',
      FIREBASE_PROJECT,
      '--config',
      CONFIG_FILE,
    ],
    { CI: '1' },
  )
  try {
    await waitFor(HOSTING_URL, emulator, 120_000)
  } catch (error) {
    await stop(emulator)
    throw error
  }
  return { stop: () => stop(emulator) }
}
