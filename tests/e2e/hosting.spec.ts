import { watchPolicies as watchContextPolicies } from './helpers/policies'
import { PAGE_LOAD, PLAYERS, signIn } from './helpers/portal'
import { expect as baseExpect, test, type Page } from './helpers/test'
import {
  builtFile,
  headersOf,
  HOSTING_URL,
  prerenderedPaths,
  startHostingStack,
  type HostingStack,
} from './support/hosting-stack'
import { paths } from '@/shared/routing/paths'
import { STORED_SESSION_HASH } from '../../scripts/lib/stored-session'

/**
 * The portal as Firebase Hosting serves it (firebase.json, its `hosting` section): the Hosting
 * emulator, offline, serves a test build. Every response carries the headers of firebase.json,
 * each path gets its file, and neither the pre-rendered pages nor a signed-in journey (the
 * embedded backend and its service worker included) trip the Content-Security-Policy.
 */
let stack: HostingStack | undefined

test.describe.configure({ mode: 'serial' })
const expect = baseExpect.configure({ timeout: 15_000 })
test.use({ baseURL: HOSTING_URL })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  stack = await startHostingStack()
})

test.afterAll(async () => {
  await stack?.stop()
})

test.beforeEach(() => {
  reported = []
})

/** The headers of every response (the `**` rule), with those of a more precise rule over them. */
function expectedHeaders(rule?: string): Record<string, string> {
  return { ...headersOf('**'), ...(rule ? headersOf(rule) : {}) }
}

/** `default-src 'self'; …` -> { 'default-src': ["'self'"], … } */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

const policy = () => directives(headersOf('**')['Content-Security-Policy'] ?? '')

test("the Content-Security-Policy of firebase.json allows the portal and Firebase Auth, inline only the player's pages' script", () => {
  const csp = policy()
  // The one inline script, by its hash: a player's page marks a stored session (decision 038).
  expect(csp['script-src']).toEqual(["'self'", STORED_SESSION_HASH, 'https://apis.google.com'])
  for (const [name, sources] of Object.entries(csp)) {
    expect(sources, name).not.toContain("'unsafe-eval'")
    if (!name.startsWith('style-src')) expect(sources, name).not.toContain("'unsafe-inline'")
  }
  // Styles: the stylesheets of the portal only; the style attributes Ark UI writes in the HTML.
  expect(csp['style-src']).toEqual(["'self'"])
  expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"])
  expect(csp['default-src']).toEqual(["'self'"])
  expect(csp['connect-src']).toEqual([
    "'self'",
    'https://api.airflyff.fr',
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
  ])
  expect(csp['frame-src']).toEqual(['https://airflyff.firebaseapp.com'])
  expect(csp['img-src']).toEqual(["'self'", 'https://lh3.googleusercontent.com'])
  expect(csp['worker-src']).toEqual(["'self'"])
  expect(csp['frame-ancestors']).toEqual(["'none'"])
  expect(csp['base-uri']).toEqual(["'none'"])
  expect(csp['object-src']).toEqual(["'none'"])
  expect(csp['form-action']).toEqual(["'self'"])

  const headers = headersOf('**')
  expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload')
  expect(headers['X-Content-Type-Options']).toBe('nosniff')
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['Permissions-Policy']).toContain(`${feature}=()`)
  }
  expect(headers['Cache-Control']).toBe('no-cache')
  expect(headersOf('/assets/**')['Cache-Control']).toBe('public, max-age=31536000, immutable')
})

test('every response carries the headers of firebase.json, and each path gets its file', async ({
  request,
}) => {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    builtFile('app.html'),
  )?.[1]
  expect(entry, 'the entry script of app.html').toBeDefined()
  const cases: { path: string; file: string; rule?: string }[] = [
    { path: '/', file: 'index.html' },
    { path: paths.cgu, file: 'cgu/index.html' },
    { path: paths.login, file: 'auth/login/index.html' },
    // The SPA fallback: the empty shell, not the pre-rendered home page.
    { path: paths.profile, file: 'app.html' },
    { path: paths.account(2), file: 'app.html' },
    { path: entry ?? '', file: entry ?? '', rule: '/assets/**' },
    { path: '/images/roadmap.svg', file: 'images/roadmap.svg', rule: '/images/**' },
    { path: '/sitemap.xml', file: 'sitemap.xml', rule: '/@(sitemap.xml|robots.txt)' },
    { path: '/robots.txt', file: 'robots.txt', rule: '/@(sitemap.xml|robots.txt)' },
    { path: '/mockServiceWorker.js', file: 'mockServiceWorker.js' },
  ]
  for (const { path, file, rule } of cases) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(await response.text(), `${path} serves ${file}`).toBe(builtFile(file))
    const headers = response.headers()
    for (const [key, value] of Object.entries(expectedHeaders(rule))) {
      expect(headers[key.toLowerCase()], `${key} of ${path}`).toBe(value)
    }
  }

  // One redirect to the address without a trailing slash, which then serves the page.
  const redirects: [string, string][] = [
    [`${paths.cgu}/`, paths.cgu],
    [`${paths.login}/`, paths.login],
    [`${paths.cgu}/index.html`, paths.cgu],
  ]
  for (const [path, location] of redirects) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(301)
    expect(response.headers().location, path).toBe(location)
    for (const [key, value] of Object.entries(expectedHeaders())) {
      expect(response.headers()[key.toLowerCase()], `${key} of ${path}`).toBe(value)
    }
  }
})

/** What the page of the running test reported against its policies (see watchPolicies). */
let reported: string[] = []

// Also when the test failed for another reason (a page that could not start, say).
test.afterEach(() => {
  expect(reported, 'policy violations').toEqual([])
})

/** What the page reports against its policies (tests/e2e/helpers/policies.ts). */
async function watchPolicies(page: Page): Promise<string[]> {
  reported = await watchContextPolicies(page.context())
  return reported
}

test('every pre-rendered page and the not-found page load and hydrate within the policy, setting no cookie', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const problems = await watchPolicies(page)
  const written = prerenderedPaths()
  expect(written).toEqual(expect.arrayContaining([paths.cgu, paths.register, paths.ranking]))
  for (const path of [...written, '/page-inexistante']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible(PAGE_LOAD)
    await page.waitForLoadState('networkidle')
    expect(problems, path).toEqual([])
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  // The privacy policy says so: no cookie before sign-in (hence no consent banner).
  expect(await page.context().cookies()).toEqual([])
})

test('a signed-in journey (embedded backend and its service worker) within the policy', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const problems = await watchPolicies(page)
  const heading = () => page.getByRole('heading', { level: 1 })

  await signIn(page, PLAYERS.joueur)
  expect(problems, 'sign-in').toEqual([])

  await page.goto(paths.profile)
  await expect(heading()).toHaveText(/^Bonjour/, PAGE_LOAD)
  // The avatar menu (Ark UI Menu).
  await page.getByRole('button', { name: /^Menu du compte/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Déconnexion' })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.goto(paths.topUp)
  await expect(heading()).toHaveText('Rechargement AirPoints', PAGE_LOAD)

  await page.goto(paths.transfer)
  await expect(heading()).toHaveText('Transférer mes AirPoints', PAGE_LOAD)
  // A chooser (Ark UI Select, positioned by inline styles).
  await page.getByRole('combobox', { name: 'Personnage' }).click()
  await page.getByRole('option', { name: 'Brakkar' }).click()
  await expect(page.getByRole('combobox', { name: 'Personnage' })).toHaveText('Brakkar')

  await page.goto(paths.loyalty)
  await expect(heading()).toHaveText('Fidélité', PAGE_LOAD)
  // A dialog (Ark UI Dialog) with its choosers.
  await page
    .getByRole('button', { name: /^Récupérer/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Récupérer une récompense' })
  await dialog.getByRole('combobox', { name: 'Compte de jeu' }).click()
  await dialog.getByRole('option', { name: /heros02/ }).click()
  await expect(dialog.getByRole('combobox', { name: 'Personnage' })).toHaveText(/Cyrene/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The demo site's tools: the panel and its statecharts.
  await page.getByRole('button', { name: 'Outils de test', exact: true }).click()
  const panel = page.getByRole('region', { name: 'Outils de test' })
  await expect(panel.getByRole('heading', { name: 'Pannes simulées' })).toBeVisible()
  await expect(panel.getByRole('article').first()).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(problems).toEqual([])
})
