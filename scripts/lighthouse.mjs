#!/usr/bin/env node
// `npm run lighthouse`: the live build served beside the API server and the Auth Emulator
// (scripts/lib/live-preview.mjs), then Lighthouse on every pre-rendered page and, signed in, on the
// player's pages (mobile and desktop), and the INP of the phone's taps; prints the median runs and
// writes their reports to lighthouse/ (what is measured: docs/performance.md). A measurement, not
// a test: it fails only if it cannot run (or a signed-in page was not reached signed in).
//   --pages=/,/cgu      only these public pages (default: every pre-rendered page; none: none)
//   --player-pages=…    only these signed-in pages (default: profile, top-up, transfer, loyalty,
//                       vote; none: none)
//   --runs=N            Lighthouse runs per page (default 3)
//   --forms=mobile      only this form factor (mobile, desktop)
//   --tries=N           tries per interaction (default 5; 0: no interactions)
//   --port=4180         the preview server's port (default 4180; the API server takes the next
//                       one, the Auth Emulator the three after it)
// Run with tsx (the page paths and the demo player come from the project's TypeScript).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { DEMO_USERS } from '../backend/demo/demo.ts'
import { paths } from '../src/shared/routing/paths.ts'
import { emulatorAccount, option, root, startLivePreview } from './lib/live-preview.mjs'
import { launchChromium, PHONE, phoneSummary, throttle } from './lib/phone.mjs'

const PORT = Number(option('port', '4180'))
const PLAYER_PAGES = [paths.profile, paths.topUp, paths.transfer, paths.loyalty, paths.vote]
const list = (value) => (value === 'none' ? [] : value.split(','))
const runs = Number(option('runs', '3'))
const tries = Number(option('tries', '5'))
const forms = option('forms', 'mobile,desktop').split(',')
const playerPages = list(option('player-pages', PLAYER_PAGES.join(',')))
const reports = join(root, 'lighthouse')
const player = DEMO_USERS.joueur
/** How long one step of an interaction's try may take on the slowed-down phone. */
const STEP_MS = 60_000

const preview = await startLivePreview({ port: PORT, name: 'lighthouse', emulator: true })
const { origin } = preview
const pages = list(option('pages', preview.pages.join(',')))
await emulatorAccount(preview.emulatorUrl, preview.project, player)

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
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

/** Signs the demo player in through the sign-in form of `page`, and waits for the signed-in menu. */
async function signIn(page) {
  await page.goto(`${origin}${paths.login}`)
  await page.getByLabel('Adresse e-mail').fill(player.email)
  await page.getByLabel('Mot de passe').fill(player.password)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await page.getByRole('button', { name: /^Menu du compte/ }).waitFor({ timeout: STEP_MS })
}

/**
 * Signs the demo player in inside the browser Lighthouse drives: the session stays in the
 * origin's localStorage, which Lighthouse's reset between runs leaves (it clears the caches,
 * service workers and Cache Storage only).
 */
async function signInLighthouseBrowser(chrome) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const [context] = browser.contexts()
  if (!context) throw new Error('no default context in the Lighthouse browser')
  const page = await context.newPage()
  try {
    await signIn(page)
  } finally {
    await page.close()
    await browser.close()
  }
}

/** Lighthouse on each page, `runs` times in rounds; prints and writes the median run of each. */
async function measurePages(chrome, name, list, { signedIn }) {
  // Round after round over the pages, not every run of one page in a row: a busy minute on the
  // machine then lands on one run of several pages, and the median sets it aside, instead of on
  // most runs of one page.
  const resultsOf = new Map(list.map((path) => [path, []]))
  for (let run = 0; run < runs; run++) {
    for (const path of list) {
      const result = await lighthouse(
        `${origin}${path}`,
        {
          port: chrome.port,
          output: ['html', 'json'],
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        },
        name === 'desktop' ? desktopConfig : undefined,
      )
      if (!result) throw new Error('Lighthouse returned no result')
      const reached = new URL(result.lhr.finalDisplayedUrl).pathname
      // A signed-out visitor is sent to the sign-in page: that run measured the wrong page.
      if (signedIn && reached !== path) throw new Error(`${path} showed ${reached}: not signed in`)
      resultsOf.get(path).push(result)
    }
  }
  for (const path of list) {
    const results = resultsOf.get(path)
    const medianRun = computeMedianRun(results.map(({ lhr }) => lhr))
    const { lhr, report } = results.find((result) => result.lhr === medianRun) ?? results[0]
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
    // Lighthouse's median run is the one closest to the median FCP and time to interactive, not
    // the median blocking time: every run's score and blocking time show the spread.
    const spread = results
      .map(({ lhr: each }) => {
        const blocking = Math.round(each.audits['total-blocking-time']?.numericValue ?? 0)
        return `${scoreOf(each, 'performance')} (${blocking} ms)`
      })
      .join(', ')
    const who = signedIn ? ' (signed in)' : ''
    console.log(`[lighthouse] ${name} ${path}${who}: ${scores} · ${timings}${failed}`)
    console.log(`[lighthouse]   every run, performance (TBT): ${spread}`)
  }
}

/**
 * Runs in the page before its own scripts: keeps, per interaction (Event Timing's
 * interactionId), the longest duration of its events, from the input to the next paint. Events
 * under 16 ms are not reported by the browser (the API's floor).
 */
function watchInteractions() {
  const w = window
  w.__interactions = {}
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      if (!entry.interactionId) continue
      const known = w.__interactions[entry.interactionId] ?? 0
      w.__interactions[entry.interactionId] = Math.max(known, entry.duration)
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

/** The interactions seen so far: their ids. */
const seenInteractions = (page) => page.evaluate(() => Object.keys(window.__interactions))

/**
 * `act` (one tap) on `page`, then `done` (what the player sees once it acted); the longest
 * interaction that began with the tap, in ms (16 when the browser reported none: under its floor).
 */
async function timed(page, act, done) {
  const before = new Set(await seenInteractions(page))
  await act()
  await done()
  // Event Timing entries are delivered after the next paint: leave it time on the slow CPU.
  await sleep(1000)
  const all = await page.evaluate(() => window.__interactions)
  const after = Object.entries(all).filter(([id]) => !before.has(id))
  return after.length ? Math.max(...after.map(([, duration]) => duration)) : 16
}

/**
 * One try of each interaction on the phone, each on a freshly loaded page (the app started, its
 * data shown): the claim dialog on the loyalty page; the character list, a character and the
 * transfer on the transfer page.
 */
async function interactionsOnce(context) {
  const load = async (path, ready) => {
    const page = await context.newPage()
    page.setDefaultTimeout(STEP_MS)
    await throttle(context, page)
    await page.goto(`${origin}${path}`, { timeout: STEP_MS })
    await page.locator('#root[data-ready]').waitFor({ state: 'attached' })
    await ready(page)
    // What the start-up still has to do after its first render.
    await sleep(1000)
    return page
  }
  const found = {}

  const claim = (page) => page.getByRole('button', { name: /^Récupérer : / }).first()
  const fidelity = await load(paths.loyalty, (page) => claim(page).waitFor())
  found['ouvrir la fenêtre de récupération (fidélité)'] = await timed(
    fidelity,
    () => claim(fidelity).tap(),
    () => fidelity.getByRole('dialog', { name: 'Récupérer une récompense' }).waitFor(),
  )
  await fidelity.close()

  const character = (page) => page.getByRole('combobox', { name: 'Personnage' })
  const shop = await load(paths.transfer, (page) =>
    character(page).filter({ hasText: 'Aelis' }).waitFor(),
  )
  const brakkar = shop.getByRole('option', { name: 'Brakkar' })
  found['ouvrir la liste des personnages (transfert)'] = await timed(
    shop,
    () => character(shop).tap(),
    () => brakkar.waitFor(),
  )
  found['choisir un personnage (transfert)'] = await timed(
    shop,
    () => brakkar.tap(),
    () => character(shop).filter({ hasText: 'Brakkar' }).waitFor(),
  )
  await shop.getByRole('textbox', { name: 'Montant (AirPoints)' }).fill('1')
  found['valider le transfert (transfert)'] = await timed(
    shop,
    () => shop.getByRole('button', { name: 'Transférer' }).tap(),
    () => shop.waitForURL((url) => url.pathname !== paths.transfer),
  )
  // The outcome is not what is measured, but a transfer that does not succeed is said.
  const outcome = new URL(shop.url()).pathname
  if (outcome !== paths.result.transferSuccess) console.log(`[lighthouse]   transfer: ${outcome}`)
  await shop.close()
  return found
}

/** Every interaction `tries` times; prints each try and the median and worst of each. */
async function measureInteractions() {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext(PHONE)
    await context.addInitScript(watchInteractions)
    // Signed in at full speed: the sign-in is not measured here.
    const page = await context.newPage()
    await signIn(page)
    await page.close()
    console.log(`[lighthouse] interactions: ${phoneSummary()}; ${tries} tries`)
    const durations = new Map()
    for (let run = 0; run < tries; run++) {
      for (const [name, ms] of Object.entries(await interactionsOnce(context))) {
        durations.set(name, [...(durations.get(name) ?? []), ms])
        console.log(`[lighthouse]   ${name}: ${ms} ms`)
      }
    }
    console.log('\n| interaction | INP, median | INP, worst | tries |\n|---|---|---|---|')
    for (const [name, values] of durations) {
      const shown = (ms) => (ms <= 16 ? '≤ 16 ms' : `${ms} ms`)
      console.log(
        `| ${name} | ${shown(median(values))} | ${shown(Math.max(...values))} | ${values.length} |`,
      )
    }
  } finally {
    await browser.close()
  }
}

let chrome
try {
  mkdirSync(reports, { recursive: true })
  if (pages.length + playerPages.length > 0) {
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
    for (const name of forms) {
      if (pages.length) await measurePages(chrome, name, pages, { signedIn: false })
    }
    if (playerPages.length) {
      await signInLighthouseBrowser(chrome)
      for (const name of forms) await measurePages(chrome, name, playerPages, { signedIn: true })
    }
  }
  if (tries > 0) await measureInteractions()
  console.log(`[lighthouse] full reports in ${reports}/`)
} finally {
  await chrome?.kill()
  preview.stop()
}
