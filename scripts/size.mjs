#!/usr/bin/env node
// `npm run size`: builds the portal with both switches live (real API URL, Firebase auth) and
// reports, gzip-compressed, the JavaScript the landing page loads before it is interactive, and
// every lazy chunk. Reads Vite's manifest; the build goes to a temporary folder.
//
// The landing figure counts the entry and its static imports (preloaded), the boot module that
// the entry imports at once, and the landing route's module, each with their static imports.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { LEGAL_SETTINGS } from './lib/legal-settings.mjs'

// The landing must not grow: the ceiling is just above what it weighs now (118.5 kB on
// 2026-11-27: React, the router, the shell and the hydration of the pre-rendered page; see
// docs/performance.md). A route's own chunk stays under ROUTE_BUDGET_KB.
const BUDGET_KB = 119
const ROUTE_BUDGET_KB = 30
const LANDING_MODULES = [
  'index.html',
  'src/app/boot.tsx',
  'src/shared/page/styles.ts',
  'src/app/routing.ts',
  'src/app/routes/home.tsx',
]

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = mkdtempSync(join(tmpdir(), 'portal-size-'))
const env = {
  ...process.env,
  VITE_API: 'https://api.example.test',
  VITE_AUTH: 'firebase',
  VITE_FIREBASE_API_KEY: 'size-check',
  VITE_FIREBASE_AUTH_DOMAIN: 'size-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'size-check',
  VITE_FIREBASE_APP_ID: '1:0:web:0',
  VITE_FIREBASE_AUTH_EMULATOR_URL: '',
  VITE_STRIPE_PRICE_IDS: 'price_a,price_b,price_c,price_d,price_e',
  ...LEGAL_SETTINGS,
}

const vite = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite')
const build = spawnSync(
  vite,
  [
    'build',
    '--mode',
    'production',
    '--manifest',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: root, env, stdio: 'inherit' },
)
if (build.status !== 0) {
  rmSync(outDir, { recursive: true, force: true })
  console.error('[size] the build failed')
  process.exit(1)
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
const gz = new Map()
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length)
  return gz.get(file)
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1).padStart(6)} kB`

/** The chunk of a manifest key and everything it imports statically. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return seen
  seen.add(key)
  for (const dep of chunk.imports ?? []) closure(dep, seen)
  return seen
}

const landingKeys = new Set()
for (const key of LANDING_MODULES) {
  if (!manifest[key]) {
    console.error(`[size] ${key} is not in the manifest`)
    process.exit(1)
  }
  for (const k of closure(key)) landingKeys.add(k)
}
const landingJs = [...landingKeys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))
const landingCss = [...new Set([...landingKeys].flatMap((k) => manifest[k].css ?? []))]
const landingTotal = landingJs.reduce((sum, f) => sum + gzipSize(f), 0)
const cssTotal = landingCss.reduce((sum, f) => sum + gzipSize(f), 0)

const label = (key) => manifest[key].src ?? manifest[key].name ?? key
console.log('\nLanding page (/), JavaScript before it is interactive, gzip:')
for (const key of [...landingKeys].sort(
  (a, b) => gzipSize(manifest[b].file) - gzipSize(manifest[a].file),
)) {
  const { file } = manifest[key]
  if (file.endsWith('.js')) console.log(`  ${kb(gzipSize(file))}  ${file}  (${label(key)})`)
}
console.log(`  ${kb(landingTotal)}  TOTAL JavaScript (budget ${BUDGET_KB} kB)`)
console.log(`  ${kb(cssTotal)}  CSS (${landingCss.join(', ')})`)

// The landing page's HTML names every file counted above (decisions 065 and 069), and no other
// script: as its entry's script and preloads, or in its start list (`<meta name="app-start">`,
// preloaded once the page has painted): its start is one wave of requests, and the list adds
// nothing the page did not load.
const landingHtml = readFileSync(join(outDir, 'index.html'), 'utf8')
const startList = /<meta name="app-start" content="([^"]*)"/.exec(landingHtml)?.[1] ?? ''
const named = new Set([
  ...[...landingHtml.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]),
  ...startList.split(' ').flatMap((href) => (href.endsWith('.js') ? [href.slice(1)] : [])),
])
const unnamed = landingJs.filter((file) => !named.has(file))
const extra = [...named].filter((file) => !landingJs.includes(file))
console.log(
  `  index.html names ${named.size} scripts: ${unnamed.length || extra.length ? 'MISMATCH' : 'every one the landing loads, no other'}`,
)
for (const file of unnamed) console.log(`    not named in index.html: ${file}`)
for (const file of extra) console.log(`    named in index.html, not loaded by the landing: ${file}`)
const flat = unnamed.length === 0 && extra.length === 0

console.log('\nLazy chunks (loaded on demand), gzip:')
const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => !landingKeys.has(key) && chunk.file.endsWith('.js'))
  .sort(([, a], [, b]) => gzipSize(b.file) - gzipSize(a.file))
for (const [key, chunk] of lazy) {
  const note =
    key.startsWith('mocks/') || chunk.src?.startsWith('mocks/')
      ? '  [mock only, never loaded live]'
      : chunk.src?.startsWith('src/features/admin/')
        ? '  [operators only: npm run check:live-build proves no player loads it]'
        : ''
  console.log(`  ${kb(gzipSize(chunk.file))}  ${chunk.file}  (${label(key)})${note}`)
}

rmSync(outDir, { recursive: true, force: true })
// The routes' modules (src/app/routes/, loaded on demand with their pages): the route's chunk (its budget), and
// with what it imports that the landing has not loaded (what a first navigation downloads; shared
// parts such as xstate, the schemas or Ark UI's dialog come once for all routes).
const routes = lazy
  .filter(
    ([, chunk]) => chunk.isDynamicEntry && /^src\/app\/routes\/.*\.tsx?$/.test(chunk.src ?? ''),
  )
  .map(([key]) => {
    const files = [...closure(key)]
      .filter((k) => !landingKeys.has(k))
      .map((k) => manifest[k].file)
      .filter((f) => f.endsWith('.js'))
    const size = gzipSize(manifest[key].file)
    return { name: label(key), size, total: files.reduce((sum, f) => sum + gzipSize(f), 0) }
  })
  .sort((a, b) => b.size - a.size)
console.log('\nRoutes, gzip: the chunk, then with what it imports beyond the landing:')
for (const { name, size, total } of routes) console.log(`  ${kb(size)}  ${kb(total)}  ${name}`)
const heavy = routes.filter(({ size }) => size > ROUTE_BUDGET_KB * 1000)
const ok = landingTotal <= BUDGET_KB * 1000
console.log(
  `\nLanding: ${(landingTotal / 1000).toFixed(1)} kB gzip of JavaScript, budget ${BUDGET_KB} kB: ${ok ? 'OK' : 'OVER BUDGET'}`,
)
const largest = routes[0]?.size ?? 0
console.log(
  `Routes: ${routes.length}, the largest ${(largest / 1000).toFixed(1)} kB gzip, budget ${ROUTE_BUDGET_KB} kB each: ${heavy.length ? `OVER BUDGET (${heavy.map(({ name }) => name).join(', ')})` : 'OK'}`,
)
process.exit(ok && flat && heavy.length === 0 ? 0 : 1)
