#!/usr/bin/env node
// `npm run first-tap`: how soon after its first paint a pre-rendered page answers a tap on the
// navigation's menu button (« Ouvrir le menu »), as a phone player meets it (issue 35). Builds
// the portal with both switches live and serves it as `npm run lighthouse` does (`vite preview`
// beside the API server, in-memory PGlite, demo data), then, for every pre-rendered page of the
// build and each delay after the first contentful paint (0, 250, 500, 1000, 2000, 4000 ms),
// opens the page in a fresh browser context with the phone profile (390 px wide, touch, CPU ×4
// through Emulation.setCPUThrottlingRate, DevTools' « Slow 4G », Lighthouse's mobile values,
// through Network.emulateNetworkConditions), taps the button at that delay and checks, once the
// app is running, that the menu opened and stayed open. Prints one line per try and a table: the first
// delay that works per page (a page lost at every delay gets one more try once the app runs,
// which also checks the check). A measurement, not a test: it fails only if it cannot run.
//   --pages=/,/cgu   only these pages (default: every page of the build with data-prerendered)
//   --runs=N         tries per delay (default 1); a delay works when every try opened the menu
//   --all            try every delay, not only up to the first that works
//   --port=4186      the preview server's port (default 4186; the API server takes the next one)
//   --budget=30      start no new try after this many minutes (default 30; each step of a try
//                    is bounded too, 45 s)
// Only 127.0.0.1 is reached: the browser resolves no other host name.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { throttling, userAgents } from 'lighthouse/core/config/constants.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const PORT = Number(option('port', '4186'))
const origin = `http://127.0.0.1:${PORT}`
const API_PORT = PORT + 1
const apiUrl = `http://127.0.0.1:${API_PORT}`
const DELAYS = [0, 250, 500, 1000, 2000, 4000]
const runs = Number(option('runs', '1'))
const every = process.argv.includes('--all')
const deadline = Date.now() + Number(option('budget', '30')) * 60_000
const MENU = 'Ouvrir le menu'
/** How long one step of a try may take (the page's load, its first paint, its start). */
const STEP_MS = 45_000
/** After the app has started: what a transition or a late task may still take to show the menu. */
const SETTLE_MS = 1500

/** Lighthouse's mobile profile (slow 4G as DevTools applies it, CPU ×4), 390 px wide. */
const slow4G = throttling.mobileSlow4G
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
  locale: 'fr-FR',
}
const NETWORK = {
  offline: false,
  latency: slow4G.requestLatencyMs,
  downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
}
const CPU_RATE = slow4G.cpuSlowdownMultiplier

const outDir = mkdtempSync(join(tmpdir(), 'portal-first-tap-'))
const env = {
  ...process.env,
  VITE_API: apiUrl,
  VITE_AUTH: 'firebase',
  VITE_FIREBASE_API_KEY: 'first-tap',
  VITE_FIREBASE_AUTH_DOMAIN: 'first-tap.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'first-tap',
  VITE_STRIPE_PRICE_IDS: 'price_a,price_b,price_c,price_d,price_e',
}
const bin = (name) => join(root, 'node_modules', '.bin', name)

// A test build (`--mode test`), the one purpose whose live API may be plain http://127.0.0.1;
// its code is the live build's.
const build = spawnSync(
  bin('vite'),
  ['build', '--mode', 'test', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: root, env, stdio: 'ignore' },
)
if (build.status !== 0) {
  rmSync(outDir, { recursive: true, force: true })
  process.exit(1)
}

/** The pages written at build time: every `index.html` whose root carries `data-prerendered`. */
function prerenderedPages(dir) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue
    const file = join(entry.parentPath, entry.name)
    if (!readFileSync(file, 'utf8').includes('data-prerendered=')) continue
    const folder = relative(dir, entry.parentPath).split(sep).join('/')
    found.push(folder ? `/${folder}` : '/')
  }
  return found.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}
const built = prerenderedPages(outDir)
const pages = option('pages', built.join(',')).split(',')

const server = spawn(
  bin('vite'),
  ['preview', '--outDir', outDir, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  { cwd: root, env, stdio: 'ignore' },
)
const api = spawn(bin('tsx'), ['server/node.ts'], {
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
let stopped = false
const stop = () => {
  if (stopped) return
  stopped = true
  server.kill()
  api.kill()
  rmSync(outDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop()
    process.exit(1)
  })

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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

/** What `promise` gives, or null after `ms`. */
async function within(promise, ms) {
  let timer
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), ms)))
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Runs in the page before its own scripts. Reports the first contentful paint with the menu
 * button's place at that moment (through `reportPaint`, a binding: no polling), and records the
 * time of the first touch, of the app's start (`#root[data-ready]`) and of the moment the panel
 * that the menu button controls (`aria-controls`) first became visible after the touch. The panel
 * is looked at on each `toggle` event (the Popover API) and each change of a `hidden` attribute
 * (a panel shown by script).
 */
function watchTheMenu(name) {
  const w = window
  // Found by its name at the first paint (its name may change once the menu is open).
  let panelId = null
  const button = () =>
    [...document.querySelectorAll('button[aria-controls]')].find((b) =>
      (b.getAttribute('aria-label') ?? b.textContent ?? '').includes(name),
    )
  w.__menuOpen = () => document.getElementById(panelId ?? '')?.checkVisibility() ?? false
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint' || w.__firstPaint !== undefined) continue
      w.__firstPaint = entry.startTime
      const menuButton = button()
      panelId = menuButton?.getAttribute('aria-controls') ?? null
      const box = menuButton?.getBoundingClientRect()
      w.reportPaint({
        at: performance.timeOrigin + entry.startTime,
        x: box ? box.x + box.width / 2 : null,
        y: box ? box.y + box.height / 2 : null,
      })
    }
  }).observe({ type: 'paint', buffered: true })
  addEventListener('touchstart', (event) => (w.__tapAt ??= event.timeStamp), {
    capture: true,
    passive: true,
  })
  const look = () => {
    if (w.__readyAt === undefined && document.querySelector('#root[data-ready]'))
      w.__readyAt = performance.now()
    if (w.__openedAt === undefined && w.__tapAt !== undefined && w.__menuOpen())
      w.__openedAt = performance.now()
  }
  addEventListener('toggle', look, { capture: true })
  new MutationObserver(look).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden', 'data-ready'],
  })
}

/**
 * One try: a fresh context, the page loaded on the phone profile, one tap `delay` ms after FCP
 * (or, with `delay` null, once the app runs).
 */
async function tapAfter(browser, path, delay) {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(STEP_MS)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    let painted
    const firstPaint = new Promise((resolve) => (painted = resolve))
    await page.exposeFunction('reportPaint', painted)
    await page.addInitScript(watchTheMenu, MENU)
    await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: STEP_MS })
    const paint = await within(firstPaint, STEP_MS)
    if (!paint) throw new Error(`${path}: no first paint after ${STEP_MS} ms`)
    if (paint.x === null) throw new Error(`${path}: no « ${MENU} » button at the first paint`)
    // The page's clock and ours are both the wall clock: the tap is sent `delay` ms after FCP.
    if (delay === null) {
      await page.locator('#root[data-ready]').waitFor({ state: 'attached' })
      await sleep(SETTLE_MS)
    } else await sleep(paint.at + delay - Date.now())
    await page.touchscreen.tap(paint.x, paint.y)
    // Whatever the tap did, it is done once the app runs and a moment has passed.
    await page.locator('#root[data-ready]').waitFor({ state: 'attached' })
    await sleep(SETTLE_MS)
    return await page.evaluate(() => {
      const w = window
      return {
        tappedAfterPaint: Math.round(w.__tapAt - w.__firstPaint),
        readyAfterPaint: Math.round(w.__readyAt - w.__firstPaint),
        openedAfterTap: w.__openedAt === undefined ? null : Math.round(w.__openedAt - w.__tapAt),
        open: w.__menuOpen(),
      }
    })
  } finally {
    await context.close()
  }
}

const cell = (works) => (works === undefined ? '·' : works ? 'ouvert' : 'perdu')
const median = (values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

/** `runs` tries at one delay, each logged; the delay works when every try opened the menu. */
async function triesAt(browser, path, delay, starts) {
  let works = true
  for (let run = 0; run < runs; run++) {
    const result = await tapAfter(browser, path, delay)
    starts.push(result.readyAfterPaint)
    const opened = result.openedAfterTap !== null && result.open
    works &&= opened
    const what = opened
      ? `opened ${result.openedAfterTap} ms after the tap`
      : result.openedAfterTap !== null
        ? 'opened, then closed again'
        : 'lost'
    const when = delay === null ? 'once the app runs' : `FCP + ${delay} ms`
    console.log(
      `[first-tap] ${path} ${when} (tapped at FCP + ${result.tappedAfterPaint} ms, ` +
        `app running at FCP + ${result.readyAfterPaint} ms): ${what}`,
    )
  }
  return works
}

let browser
try {
  await waitFor(`${origin}/`, 'the preview server')
  await waitFor(`${apiUrl}/ranking/characters`, 'the API server')
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Localhost only: any other host name fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  })
  console.log(
    `[first-tap] ${pages.length} pages, ${PHONE.viewport.width} px, CPU ×${CPU_RATE}, ` +
      `${NETWORK.latency} ms per request, ${Math.round(slow4G.downloadThroughputKbps)} kbit/s ` +
      `down; ${runs} ${runs > 1 ? 'tries' : 'try'} per delay`,
  )
  const rows = []
  for (const path of pages) {
    if (Date.now() > deadline) break
    const outcomes = new Map()
    const starts = []
    let first = null
    for (const delay of DELAYS) {
      if ((first !== null && !every) || Date.now() > deadline) break
      const works = await triesAt(browser, path, delay, starts)
      outcomes.set(delay, works)
      if (works && first === null) first = delay
    }
    // Lost at every delay: does it open at all, once the app runs? (It checks the check, too.)
    const late =
      first === null &&
      outcomes.size === DELAYS.length &&
      (await triesAt(browser, path, null, starts))
    rows.push({ path, outcomes, first, late, start: median(starts) })
  }
  const firstTap = ({ outcomes, first, late }) => {
    if (first !== null) return `${first} ms`
    if (outcomes.size < DELAYS.length) return 'non mesurée'
    return late ? `après ${DELAYS.at(-1)} ms (app démarrée)` : 'jamais'
  }
  const header = [
    'page',
    ...DELAYS.map((delay) => `+${delay} ms`),
    'première touche qui ouvre',
    'app démarrée (médiane)',
  ]
  const lines = [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${DELAYS.map((delay) => cell(row.outcomes.get(delay))).join(' | ')} | ` +
        `${firstTap(row)} | FCP + ${row.start} ms |`,
    ),
  ]
  console.log(`\n${lines.join('\n')}`)
  if (rows.length < pages.length || rows.some((row) => firstTap(row) === 'non mesurée'))
    console.log('[first-tap] stopped by --budget: some pages or delays were not measured')
} finally {
  await browser?.close()
  stop()
}
