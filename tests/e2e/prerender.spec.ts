import { RESULT_PAGES } from './helpers/portal'
import { expect, test, type Page } from './helpers/test'
import { paths } from '@/shared/routing/paths'

/**
 * The public pages as `npm run build` writes them (src/app/prerender.tsx): readable without
 * JavaScript, then hydrated by the app without a console error and without redrawing them.
 * Runs against a built portal served by `vite preview` (the `prerendered` project).
 */
const SITE = 'AirFlyff'
const ORIGIN = 'https://airflyff.fr'

const PAGES: { path: string; h1: string; title: string; text?: string | RegExp }[] = [
  {
    path: paths.home,
    h1: `Bienvenue sur ${SITE}`,
    title: `${SITE} · Le serveur privé Flyff haut taux`,
  },
  {
    path: paths.cgu,
    h1: "Conditions générales d'utilisation",
    title: `Conditions générales d'utilisation · ${SITE}`,
    text: 'Produits virtuels et AirPoints',
  },
  { path: paths.download, h1: 'Téléchargement', title: `Téléchargement · ${SITE}` },
  {
    path: paths.ranking,
    h1: 'Classement',
    title: `Classement · ${SITE}`,
    // The frame and the loading state; the ranking itself is read by the browser.
    text: 'Chargement du classement…',
  },
  {
    path: paths.guilds,
    h1: 'Guildes',
    title: `Guildes · ${SITE}`,
    // The frame and the loading state; the guilds are read by the browser.
    text: 'Chargement des guildes…',
  },
  {
    path: paths.status,
    h1: 'État du serveur',
    title: `État du serveur · ${SITE}`,
    text: "Lecture de l'état du serveur…",
  },
  { path: paths.roadmap, h1: 'Roadmap', title: `Roadmap · ${SITE}` },
  {
    path: paths.publicLoyalty,
    h1: 'Les récompenses de fidélité',
    title: `Récompenses de fidélité · ${SITE}`,
  },
  {
    path: paths.legalNotice,
    h1: 'Mentions légales',
    title: `Mentions légales · ${SITE}`,
    // The operator's details come from the build's settings (a test build shows them as not given).
    text: 'Directeur de la publication',
  },
  {
    path: paths.privacy,
    h1: 'Politique de confidentialité',
    title: `Politique de confidentialité · ${SITE}`,
    text: 'Le portail ne dépose aucun cookie',
  },
  { path: paths.news, h1: 'Actualités', title: `Actualités · ${SITE}`, text: 'flux Atom' },
  { path: paths.login, h1: 'Connexion', title: `Connexion · ${SITE}`, text: 'Adresse e-mail' },
  { path: paths.register, h1: 'Inscription', title: `Inscription · ${SITE}` },
  {
    path: paths.resetPassword,
    h1: 'Mot de passe oublié',
    title: `Mot de passe oublié · ${SITE}`,
  },
  ...RESULT_PAGES.map(({ path, h1, name }) => ({ path, h1, title: `${name} · ${SITE}` })),
]

const INDEXED = PAGES.filter(({ path }) => !RESULT_PAGES.some((page) => page.path === path)).map(
  ({ path }) => path,
)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every public page shows its content and its own head', async ({ page }) => {
    for (const { path, h1, title, text } of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: h1 }), path).toBeVisible()
      if (text) await expect(page.getByText(text).first(), path).toBeVisible()
      await expect(page, path).toHaveTitle(title)
      const description = page.locator('meta[name="description"]')
      await expect(description, path).toHaveCount(1)
      expect((await description.getAttribute('content'))?.length ?? 0, path).toBeGreaterThan(40)
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute(
        'content',
        title,
      )
      await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute(
        'content',
        `${ORIGIN}/images/social.png`,
      )
      const indexed = INDEXED.includes(path)
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        'href',
        `${ORIGIN}${path}`,
      )
      await expect(page.locator('meta[name="robots"][content="noindex"]'), path).toHaveCount(
        indexed ? 0 : 1,
      )
    }
  })

  test('the navigation shows its neutral state, not a visitor or a player', async ({ page }) => {
    await page.goto(paths.cgu)
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await expect(nav.getByRole('link', { name: 'Accueil' }).first()).toBeAttached()
    await expect(nav.getByRole('link', { name: 'Profil' })).toHaveCount(0)
  })

  test('the sitemap lists the indexed pages, and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(listed).toEqual(INDEXED.map((path) => `${ORIGIN}${path}`))
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    )
  })

  test('the shared social image is served', async ({ request }) => {
    const image = await request.get('/images/social.png')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  })

  // A PNG, not the SVG logo: Chromium builds and tears down a whole SVG document in the page's
  // main thread to decode an SVG favicon (docs/decisions/020-start-up-in-short-tasks.md).
  test('every page names PNG icons, and they are served', async ({ page, request }) => {
    await page.goto(paths.cgu)
    const icons = page.locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    await expect(icons).toHaveCount(2)
    for (const href of await icons.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )) {
      expect(href).toMatch(/\.png$/)
      const icon = await request.get(href)
      expect(icon.status(), href).toBe(200)
      expect(icon.headers()['content-type'], href).toBe('image/png')
    }
  })
})

/** Holds the app's entry script until `release`, so that the page is seen as the HTML has it. */
async function holdTheApp(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

for (const { path, h1 } of PAGES) {
  test(`${path} hydrates what the HTML shows, with no console error or warning`, async ({
    page,
  }) => {
    const messages: string[] = []
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) messages.push(message.text())
    })
    page.on('pageerror', (error) => messages.push(error.message))
    const release = await holdTheApp(page)
    await page.goto(path, { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
    // Marks the nodes written at build time: hydration keeps them, a new render would not.
    await page
      .locator('h1, footer')
      .evaluateAll((nodes) => nodes.forEach((node) => node.setAttribute('data-from-html', '')))
    const footerText = await page.locator('footer').textContent()
    release()
    await expect(page.locator('#root[data-ready]')).toBeAttached({ timeout: 20_000 })
    await expect(page.locator('h1[data-from-html]')).toHaveCount(1)
    await expect(page.locator('footer[data-from-html]')).toHaveCount(1)
    // Not written again either (the copyright year is the build's): nothing to paint anew.
    expect(await page.locator('footer').textContent()).toBe(footerText)
    expect(messages).toEqual([])
  })
}

test('after hydration, reads arrive and links navigate inside the app', async ({ page }) => {
  await page.goto(paths.ranking)
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  // A full page load would lose this mark.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: "Conditions générales d'utilisation" })
    .click()
  await expect(page).toHaveURL(paths.cgu)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Conditions générales d'utilisation",
  )
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  )
})

test('a path without a page of its own gets the shell, not the home page', async ({ request }) => {
  const html = await (await request.get(paths.profile, { headers: { accept: 'text/html' } })).text()
  expect(html).toContain('<div id="root"></div>')
  expect(html).not.toContain('data-prerendered')
})

test("the start-up chunks carry V8's compile hint, a chunk loaded on demand does not", async ({
  page,
}) => {
  // Decision 023: what every page runs at start is compiled as it arrives; the rest stays lazy.
  const scripts: { url: string; body: string }[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    scripts.push({ url: response.url(), body: await response.text() })
  })
  await page.goto(paths.login)
  await expect(page.locator('#root[data-ready]')).toBeAttached()
  const hint = '//# allFunctionsCalledOnLoad\n'
  await expect.poll(() => scripts.some(({ body }) => body.includes('xstate.init'))).toBe(true)
  const renderer = scripts.find(({ body }) => body.includes('__reactContainer$'))
  expect(renderer?.body.startsWith(hint), renderer?.url).toBe(true)
  const router = scripts.find(({ body }) => body.includes('No route matches URL'))
  expect(router?.body.startsWith(hint), router?.url).toBe(true)
  // XState, loaded by the sign-in page's machine, stays lazily compiled (measured: decision 023).
  const xstate = scripts.find(({ body }) => body.includes('xstate.init'))
  expect(xstate?.body.startsWith(hint), xstate?.url).toBe(false)
})
