#!/usr/bin/env node
// `npm run lighthouse`: builds the portal with both switches live (as players get it), serves it
// with `vite preview` and runs Lighthouse (mobile and desktop) on the landing page in Debian's
// Chromium. Prints the category scores and the main timings; writes the full reports to
// lighthouse/ (ignored by git). A measurement, not a test: it fails only if it cannot run.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const PORT = 4180
const url = `http://127.0.0.1:${PORT}/`
const outDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'))
const reports = join(root, 'lighthouse')
const env = {
  ...process.env,
  VITE_API: 'https://api.example.test',
  VITE_AUTH: 'firebase',
  VITE_FIREBASE_API_KEY: 'lighthouse',
  VITE_FIREBASE_AUTH_DOMAIN: 'lighthouse.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'lighthouse',
  VITE_STRIPE_PRICE_IDS: 'price_a,price_b,price_c,price_d,price_e',
}
const vite = join(root, 'node_modules', '.bin', 'vite')

const build = spawnSync(
  vite,
  ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
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
const stop = () => {
  server.kill()
  rmSync(outDir, { recursive: true, force: true })
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the preview server did not answer at ${url}`)
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const TIMINGS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
]

let chrome
try {
  await waitForServer()
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
  for (const [name, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      },
      config,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr, report } = result
    const [html, json] = report
    writeFileSync(join(reports, `landing-${name}.html`), html)
    writeFileSync(join(reports, `landing-${name}.json`), json)
    const missed = Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id)
    const scores = CATEGORIES.map(
      (id) => `${id} ${Math.round((lhr.categories[id]?.score ?? 0) * 100)}`,
    ).join(', ')
    const timings = TIMINGS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue}`).join(
      ', ',
    )
    console.log(`[lighthouse] ${name}: ${scores}`)
    console.log(`[lighthouse] ${name}: ${timings}`)
    if (missed.length) console.log(`[lighthouse] ${name}: failed audits: ${missed.join(', ')}`)
  }
  console.log(`[lighthouse] full reports in ${reports}/`)
} finally {
  await chrome?.kill()
  stop()
}
