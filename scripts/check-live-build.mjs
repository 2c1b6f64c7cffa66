#!/usr/bin/env node
// `npm run check:live-build`: builds the portal with both switches live (a dummy API URL,
// Firebase auth with dummy settings) into a temporary folder, and fails when any built file
// (name or content) carries a piece of the mock: dev panel, mock handlers, seed data, the msw
// worker. `--dir <folder>` checks an existing build instead of building.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** What only the mock side has; none of it may reach a live build. */
export const MARKERS = [
  // the dev panel and the mock pages ('/__mock/checkout/' itself is the checkout allow-list
  // rule of contract/rules, shared by both modes)
  'Outils de test',
  'Pannes simulées',
  'Boîte mail simulée',
  'Paiement simulé',
  // the embedded backend, its storage and its worker
  'mockServiceWorker',
  'airflyff.mock.',
  'Request validation failed',
  // seed data
  '@portail.test',
  'Joueur123',
  'Nouveau123',
  'heros01',
  'price_mock_',
  // the Stately visualiser is a mock-mode tool
  'stately.ai',
]

export const LIVE_ENV = {
  VITE_API: 'https://api.example.test',
  VITE_AUTH: 'firebase',
  VITE_FIREBASE_API_KEY: 'live-build-check-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'live-build-check.example.test',
  VITE_FIREBASE_PROJECT_ID: 'live-build-check',
  VITE_STRIPE_PRICE_IDS: 'a,b,c,d,e',
}

function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesOf(path) : [path]
  })
}

/** Every marker found, as `file: marker` lines (file names count too). */
export function findMarkers(dir) {
  const found = []
  for (const file of filesOf(dir)) {
    const name = relative(dir, file)
    const text = readFileSync(file).toString('latin1') + '\n' + readFileSync(file, 'utf8')
    for (const marker of MARKERS) {
      if (name.includes(marker) || text.includes(marker)) found.push(`${name}: ${marker}`)
    }
  }
  return found
}

function build(outDir) {
  // A production build, even when started from a test runner (NODE_ENV=test picks the
  // development builds of dependencies).
  const env = { ...process.env, ...LIVE_ENV, NODE_ENV: 'production' }
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name]
  delete env.VITE_INSPECT
  delete env.VITE_FIREBASE_AUTH_EMULATOR_URL
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env, stdio: 'inherit' },
  )
  if (result.status !== 0) throw new Error(`the live build failed (exit ${result.status})`)
}

async function main() {
  const at = process.argv.indexOf('--dir')
  const given = at >= 0 ? process.argv[at + 1] : undefined
  const outDir = given ?? mkdtempSync(join(tmpdir(), 'airflyff-live-build-'))
  try {
    if (!given) build(outDir)
    const found = findMarkers(outDir)
    if (found.length > 0) {
      console.error('[check-live-build] the live build carries mock code or data:')
      for (const line of found) console.error(`  ${line}`)
      process.exitCode = 1
    } else {
      console.log(
        `[check-live-build] OK: ${filesOf(outDir).length} built files, no dev panel, mock or seed data`,
      )
    }
  } finally {
    if (!given) rmSync(outDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`[check-live-build] ${error.message}`)
    process.exitCode = 1
  })
}
