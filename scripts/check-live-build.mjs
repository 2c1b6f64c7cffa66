#!/usr/bin/env node
// `npm run check:live-build`: builds the portal with both switches live (a dummy API URL,
// Firebase auth with dummy settings) into a temporary folder, and fails when the build's module
// graph (every module of every chunk, as the bundler reports it) holds a piece of the mock side:
// the embedded backend (mocks/, backend/), the dev panel with its running-flows registry and
// inspector (src/features/dev/), the mock pages, msw or the Stately inspector; or when the msw
// worker file was copied. `--mode mock` builds with both switches on mock instead: the check
// must then fail (tests/unit/live-build.test.ts proves it does); it is built as the demo
// (`vite build --mode demo`), since a production build refuses a mock switch.
// It also fails when a module of the operator's console (src/features/admin/) is in the
// JavaScript a player or a visitor can load: the console's chunks must be reached only through a
// dynamic import made by a console route module (src/app/routes/admin*), which imports them only
// for an operator (docs/operator-console.md).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LEGAL_SETTINGS } from './lib/legal-settings.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** What only the mock side has: no module under these may reach a live build. */
export const FORBIDDEN = [
  { prefix: 'mocks/', what: 'the embedded backend' },
  { prefix: 'backend/', what: "the API's behaviour (server side)" },
  { prefix: 'server/', what: 'the API server' },
  { prefix: 'src/features/dev/', what: 'the dev panel, the running-flows registry, the inspector' },
  { prefix: 'src/features/auth/mock/', what: 'the simulated mailbox and sign-in pages' },
  { prefix: 'src/features/shop/mock/', what: 'the simulated payment page' },
  { prefix: 'src/features/vote/MockVoteSitePage', what: 'the simulated voting site' },
  { prefix: 'node_modules/msw/', what: 'msw' },
  { prefix: 'node_modules/@msw/', what: '@msw/data' },
  { prefix: 'node_modules/@statelyai/inspect/', what: 'the Stately inspector' },
  // Not mock, but never in a build either: a build carries its settings checked (vite.config.ts).
  { prefix: 'src/shared/config/config.ts', what: "the settings' check, run when building" },
]

export const LIVE_ENV = {
  VITE_API: 'https://api.example.test',
  VITE_AUTH: 'firebase',
  VITE_FIREBASE_API_KEY: 'live-build-check-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'live-build-check.example.test',
  VITE_FIREBASE_PROJECT_ID: 'live-build-check',
  VITE_STRIPE_PRICE_IDS: 'a,b,c,d,e',
  ...LEGAL_SETTINGS,
}

const MOCK_ENV = { VITE_API: 'mock', VITE_AUTH: 'mock' }

/** The forbidden modules among a build's module ids, as `module: what` lines. */
export function forbiddenModules(moduleIds, base = root) {
  const found = new Set()
  for (const id of moduleIds) {
    const path = relative(base, id.replace(/^\0/, '').split('?')[0]).split(sep).join('/')
    const rule = FORBIDDEN.find(({ prefix }) => path.startsWith(prefix))
    if (rule) found.add(`${path}: ${rule.what}`)
  }
  return [...found].sort()
}

/** The operator's console: its modules, and the route modules allowed to load them. */
export const CONSOLE = { modules: 'src/features/admin/', doors: 'src/app/routes/admin' }

const relativeId = (id, base) =>
  relative(base, id.replace(/^\0/, '').split('?')[0]).split(sep).join('/')

/**
 * What a player or a visitor can load of the console, from the build's chunks (`fileName`,
 * `isEntry`, `facadeModuleId`, `moduleIds`, `imports`, `dynamicImports`): every chunk reachable
 * from the entries through static and dynamic imports, except a dynamic import of a chunk holding
 * console modules made by a console route module (its door, opened for operators only). Answers
 * the console modules found that way, and the doors in any other chunk, as readable lines.
 */
export function consoleLeaks(chunks, base = root) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  // A chunk of the console: it holds console modules, or it is the facade of one (the bundler
  // may leave a module's code in a shared chunk and give its dynamic import a re-exporting facade).
  const holdsConsole = (chunk) =>
    chunk.moduleIds.some((id) => relativeId(id, base).startsWith(CONSOLE.modules)) ||
    (typeof chunk.facadeModuleId === 'string' &&
      relativeId(chunk.facadeModuleId, base).startsWith(CONSOLE.modules))
  // A door: a console route module's chunk, or a chunk shared by them only (the console route
  // helper, src/app/routes/admin-route.tsx, whose loader checks the operator first).
  const isDoor = (chunk) => {
    const ids = chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds
    return ids.length > 0 && ids.every((id) => relativeId(id, base).startsWith(CONSOLE.doors))
  }
  const reached = new Set()
  const leaks = new Set()
  const visit = (chunk) => {
    if (!chunk || reached.has(chunk.fileName)) return
    reached.add(chunk.fileName)
    for (const file of chunk.imports) visit(byFile.get(file))
    for (const file of chunk.dynamicImports) {
      const target = byFile.get(file)
      if (target && holdsConsole(target)) {
        if (!isDoor(chunk)) {
          const from = chunk.facadeModuleId
            ? relativeId(chunk.facadeModuleId, base)
            : chunk.fileName
          leaks.add(`${from}: loads the console's chunk ${file} without the operator's guard`)
        }
        continue
      }
      visit(target)
    }
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
  for (const file of reached)
    for (const id of byFile.get(file).moduleIds) {
      const path = relativeId(id, base)
      if (path.startsWith(CONSOLE.modules)) leaks.add(`${path}: in ${file}, a player's JavaScript`)
    }
  return [...leaks].sort()
}

/** Builds with the given settings and answers every module id of the output's chunks. */
async function buildModules(outDir, env, mode) {
  Object.assign(process.env, env, { NODE_ENV: 'production' })
  for (const name of Object.keys(process.env))
    if (name.startsWith('VITEST')) delete process.env[name]
  delete process.env.VITE_INSPECT
  delete process.env.VITE_FIREBASE_AUTH_EMULATOR_URL
  const { build } = await import('vite')
  const modules = new Set()
  const chunks = []
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'collect-module-graph',
        generateBundle(_, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk') continue
            const moduleIds = chunk.moduleIds ?? Object.keys(chunk.modules)
            for (const id of moduleIds) modules.add(id)
            chunks.push({ ...chunk, moduleIds })
          }
        },
      },
    ],
  })
  return { modules: [...modules], chunks }
}

async function main() {
  const mock = process.argv.includes('--mode') && process.argv.includes('mock')
  const outDir = mkdtempSync(join(tmpdir(), 'airflyff-live-build-'))
  try {
    const { modules, chunks } = await buildModules(
      outDir,
      mock ? MOCK_ENV : LIVE_ENV,
      mock ? 'demo' : 'production',
    )
    const found = [...forbiddenModules(modules), ...consoleLeaks(chunks)]
    const consoleChunks = chunks.filter((chunk) =>
      chunk.moduleIds.some((id) => relativeId(id, root).startsWith(CONSOLE.modules)),
    )
    if (!mock && consoleChunks.length === 0) found.push(`${CONSOLE.modules}: not in the build`)
    if (existsSync(join(outDir, 'mockServiceWorker.js'))) {
      found.push('mockServiceWorker.js: the msw worker file')
    }
    if (found.length > 0) {
      console.error(
        `[check-live-build] the build carries what it must not (${modules.length} modules):`,
      )
      for (const line of found) console.error(`  ${line}`)
      process.exitCode = 1
    } else {
      console.log(
        `[check-live-build] OK: ${modules.length} modules, none of the embedded backend, the dev panel, the flow registry or the mock pages; the console in ${consoleChunks.length} chunk(s) (${consoleChunks.map((chunk) => chunk.fileName).join(', ')}) loaded by its route module only`,
      )
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`[check-live-build] ${error.message}`)
    process.exitCode = 1
  })
}
