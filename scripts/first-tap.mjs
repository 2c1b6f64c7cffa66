#!/usr/bin/env node
// `npm run first-tap`: how soon after its first paint a pre-rendered page answers a tap on the
// navigation's menu button, on a throttled phone: the live build served as `npm run lighthouse`
// serves it, each page tapped at delays after its first contentful paint (how and why:
// docs/performance.md). Prints one line per try and the first delay that works per page. A
// measurement, not a test: it fails only if it cannot run.
//   --pages=/,/cgu   only these pages (default: every public page of the build with data-prerendered)
//   --runs=N         tries per delay (default 1); a delay works when every try opened the menu
//   --all            try every delay, not only up to the first that works
//   --port=4186      the preview server's port (default 4186; the API server takes the next one)
//   --budget=30      start no new try after this many minutes (default 30; each step of a try
//                    is bounded too, 45 s)
// Only 127.0.0.1 is reached: the browser resolves no other host name.
import { option, startLivePreview } from './lib/live-preview.mjs'
import { launchChromium, PHONE, phoneSummary, throttle } from './lib/phone.mjs'

const PORT = Number(option('port', '4186'))
const DELAYS = [0, 250, 500, 1000, 2000, 4000]
const runs = Number(option('runs', '1'))
const every = process.argv.includes('--all')
const deadline = Date.now() + Number(option('budget', '30')) * 60_000
const MENU = 'Ouvrir le menu'
/** How long one step of a try may take (the page's load, its first paint, its start). */
const STEP_MS = 45_000
/** After the app has started: what a transition or a late task may still take to show the menu. */
const SETTLE_MS = 1500

const preview = await startLivePreview({ port: PORT, name: 'first-tap' })
const { origin } = preview
const pages = option('pages', preview.pages.join(',')).split(',')

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
    await throttle(context, page)
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
        paintAt: Math.round(w.__firstPaint),
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
      `[first-tap] ${path} ${when} (FCP at ${result.paintAt} ms, ` +
        `tapped at FCP + ${result.tappedAfterPaint} ms, ` +
        `app running at FCP + ${result.readyAfterPaint} ms): ${what}`,
    )
  }
  return works
}

let browser
try {
  browser = await launchChromium()
  console.log(
    `[first-tap] ${pages.length} pages, ${phoneSummary()}; ` +
      `${runs} ${runs > 1 ? 'tries' : 'try'} per delay`,
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
  preview.stop()
}
