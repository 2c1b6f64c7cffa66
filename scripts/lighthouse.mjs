#!/usr/bin/env node
// `npm run lighthouse`: builds the portal with both switches live (as players get it), serves it
// with `vite preview` beside the product's API server (server/, in-memory PGlite, demo data: the
// ranking reads real rows) and runs Lighthouse in Debian's Chromium on every pre-rendered page,
// mobile and desktop, three runs each (in rounds over the pages). Prints one line per page and
// form factor (the median run: category scores and main timings), then every run's performance
// and blocking time, and writes the median run's reports to lighthouse/ (ignored by git). A
// measurement, not a test: it fails only if it cannot run.
//   --pages=/,/cgu   only these pages      --runs=N   runs per page (default 3)
//   --forms=mobile   only this form factor (mobile, desktop)
//   --port=4180      the preview server's port (default 4180; the API server takes the next one)
// The build is a test build (`--mode test`), the one purpose whose live API may be plain
// http://127.0.0.1; its code is the live build's.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const PORT = Number(option('port', '4180'))
const origin = `http://127.0.0.1:${PORT}`
const url = `${origin}/`
const API_PORT = PORT + 1
const apiUrl = `http://127.0.0.1:${API_PORT}`
/** The pre-rendered public pages (src/app/routes/: the route modules with a description). */
const PAGES = [
  '/',
  '/download',
  '/cgu',
  '/ranking',
  '/auth/login',
  '/roadmap',
  '/fidelite',
  '/mentions-legales',
  '/confidentialite',
  '/auth/register',
  '/auth/reset-password',
  '/shop-points-success',
  '/shop-points-failure',
  '/shop-transfer-success',
  '/shop-transfer-failure',
  '/fidelity-claim-success',
  '/fidelity-claim-failure',
  '/compte-supprime',
]
const pages = option('pages', PAGES.join(',')).split(',')
const runs = Number(option('runs', '3'))
const forms = option('forms', 'mobile,desktop').split(',')
const outDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'))
const reports = join(root, 'lighthouse')
const env = {
  ...process.env,
  VITE_API: apiUrl,
  VITE_AUTH: 'firebase',
  VITE_FIREBASE_API_KEY: 'lighthouse',
  VITE_FIREBASE_AUTH_DOMAIN: 'lighthouse.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'lighthouse',
  VITE_STRIPE_PRICE_IDS: 'price_a,price_b,price_c,price_d,price_e',
}
const vite = join(root, 'node_modules', '.bin', 'vite')

const build = spawnSync(
  vite,
  ['build', '--mode', 'test', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
)
if (build.status !== 0) process.exit(1)

const server = spawn(
  vite,
  ['preview', '--outDir', outDir, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  { cwd: root, env, stdio: 'ignore' },
)
const api = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/node.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    PGLITE_DIR: 'memory',
    SEED_DEMO: '1',
    WEB_ORIGINS: origin,
  },
  stdio: 'ignore',
})
const stop = () => {
  server.kill()
  api.kill()
  rmSync(outDir, { recursive: true, force: true })
}

async function waitFor(address, what) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(address)).ok) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not answer at ${address}`)
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** A category's score of a run, out of 100. */
const scoreOf = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const TIMINGS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
]

let chrome
try {
  await waitFor(url, 'the preview server')
  await waitFor(`${apiUrl}/ranking/characters`, 'the API server')
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  mkdirSync(reports, { recursive: true })
  const configs = { mobile: undefined, desktop: desktopConfig }
  for (const name of forms) {
    // Round after round over the pages, not every run of one page in a row: a busy minute on
    // the machine then lands on one run of several pages, and the median sets it aside, instead
    // of on most runs of one page.
    const resultsOf = new Map(pages.map((path) => [path, []]))
    for (let run = 0; run < runs; run++) {
      for (const path of pages) {
        const result = await lighthouse(
          `${origin}${path}`,
          {
            port: chrome.port,
            output: ['html', 'json'],
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          },
          configs[name],
        )
        if (!result) throw new Error('Lighthouse returned no result')
        resultsOf.get(path).push(result)
      }
    }
    for (const path of pages) {
      const results = resultsOf.get(path)
      const median = computeMedianRun(results.map(({ lhr }) => lhr))
      const { lhr, report } = results.find((result) => result.lhr === median) ?? results[0]
      const [html, json] = report
      const file = `${name}-${path === '/' ? 'landing' : path.slice(1).replace(/\//g, '-')}`
      writeFileSync(join(reports, `${file}.html`), html)
      writeFileSync(join(reports, `${file}.json`), json)
      const missed = Object.values(lhr.audits)
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map((audit) => audit.id)
      const scores = CATEGORIES.map((id) => `${id} ${scoreOf(lhr, id)}`).join(', ')
      const timings = TIMINGS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue}`).join(
        ', ',
      )
      const failed = missed.length ? ` · failed audits: ${missed.join(', ')}` : ''
      // Lighthouse's median run is the one closest to the median FCP and time to interactive,
      // not the median blocking time: every run's score and blocking time show the spread.
      const spread = results
        .map(({ lhr: run }) => {
          const blocking = Math.round(run.audits['total-blocking-time']?.numericValue ?? 0)
          return `${scoreOf(run, 'performance')} (${blocking} ms)`
        })
        .join(', ')
      console.log(`[lighthouse] ${name} ${path}: ${scores} · ${timings}${failed}`)
      console.log(`[lighthouse]   every run, performance (TBT): ${spread}`)
    }
  }
  console.log(`[lighthouse] full reports in ${reports}/`)
} finally {
  await chrome?.kill()
  stop()
}
