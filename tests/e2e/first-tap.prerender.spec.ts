import { expectNoAxeViolations } from './helpers/axe'
import { RESULT_PAGES } from './helpers/portal'
import { expect, test, type Page } from './helpers/test'
import { paths } from '@/shared/routing/paths'

/**
 * The navigation's folded menu works from the first paint of a pre-rendered page (issue 35, « No
 * dead tap »): its button opens it through the platform (`popovertarget`), before any script has
 * run, and the same way once the app has hydrated the page, keyboard included. Runs against the
 * built pages (the `prerendered` project: this file's name ends with `prerender.spec.ts`).
 * `npm run first-tap` measures the same on the live build, with a phone's CPU and network.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

const PAGES = [
  '/',
  paths.cgu,
  paths.download,
  paths.ranking,
  paths.roadmap,
  paths.publicLoyalty,
  paths.login,
  paths.register,
  paths.resetPassword,
  ...RESULT_PAGES.map(({ path }) => path),
  paths.result.claimUnknown,
]

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' })
/** A link of the folded menu (the desktop list, hidden on a phone, holds the same names first). */
const menuLink = (page: Page, name: string) => nav(page).getByRole('link', { name }).last()

/**
 * Whether Chromium's accessibility tree, what a screen reader reads, has the menu button
 * expanded: the platform's own state of a `popovertarget` button, not an attribute of ours.
 */
async function expandedForAssistiveTech(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value?: string }
        name?: { value?: string }
        properties?: { name: string; value: { value?: unknown } }[]
      }[]
    }
    const button = nodes.find(
      (node) => node.role?.value === 'button' && /le menu$/.test(node.name?.value ?? ''),
    )
    const expanded = button?.properties?.find((property) => property.name === 'expanded')
    return expanded === undefined ? undefined : expanded.value.value === true
  } finally {
    await cdp.detach()
  }
}

test.describe('on a phone, before any script has run', () => {
  test.use({ ...PHONE, javaScriptEnabled: false })

  test('on every pre-rendered page, a tap on « Ouvrir le menu » shows its links', async ({
    page,
  }) => {
    for (const path of PAGES) {
      await page.goto(path)
      const link = menuLink(page, 'Téléchargement')
      await expect(link, path).toBeHidden()
      await nav(page).getByRole('button', { name: 'Ouvrir le menu' }).tap()
      await expect(link, path).toBeVisible()
      await expect(menuLink(page, 'Classement'), path).toBeVisible()
      // Named and announced for what it does now.
      await expect(nav(page).getByRole('button', { name: 'Fermer le menu' }), path).toBeVisible()
      expect(await expandedForAssistiveTech(page), path).toBe(true)
    }
  })

  test('the menu closes with its button, Escape or a tap outside; its links are plain links', async ({
    page,
  }) => {
    await page.goto(paths.cgu)
    const link = menuLink(page, 'Téléchargement')
    await nav(page).getByRole('button', { name: 'Ouvrir le menu' }).tap()
    await nav(page).getByRole('button', { name: 'Fermer le menu' }).tap()
    await expect(link).toBeHidden()
    expect(await expandedForAssistiveTech(page)).toBe(false)

    await nav(page).getByRole('button', { name: 'Ouvrir le menu' }).tap()
    await page.keyboard.press('Escape')
    await expect(link).toBeHidden()

    await nav(page).getByRole('button', { name: 'Ouvrir le menu' }).tap()
    await page.touchscreen.tap(200, 800)
    await expect(link).toBeHidden()

    await nav(page).getByRole('button', { name: 'Ouvrir le menu' }).tap()
    await link.tap()
    await expect(page).toHaveURL(paths.download)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Téléchargement')
  })
})

test.describe('the sign-in forms, before any script has run', () => {
  test.use({ javaScriptEnabled: false })

  test('their submit is shown busy, never enabled: a tap could not act yet', async ({ page }) => {
    for (const [path, name] of [
      [paths.login, 'Se connecter'],
      [paths.register, 'Créer mon compte'],
      [paths.resetPassword, 'Réinitialiser le mot de passe'],
    ] as const) {
      await page.goto(path)
      const submit = page.getByRole('main').getByRole('button', { name, exact: true })
      await expect(submit, path).toBeDisabled()
      await expect(submit, path).toHaveAttribute('aria-busy', 'true')
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

test.describe('on a phone, once the app runs', () => {
  test.use(PHONE)

  test('a menu opened before hydration stays open through it, and closes as before', async ({
    page,
  }) => {
    const release = await holdTheApp(page)
    await page.goto(paths.home, { waitUntil: 'commit' })
    await nav(page).getByRole('button', { name: 'Ouvrir le menu' }).tap()
    const link = menuLink(page, 'Téléchargement')
    await expect(link).toBeVisible()
    release()
    await expect(page.locator('#root[data-ready]')).toBeAttached({ timeout: 20_000 })
    // The visitor's entries arrive in it once the session is known.
    await expect(menuLink(page, 'Inscription')).toBeVisible()
    await expect(link).toBeVisible()
    await nav(page).getByRole('button', { name: 'Fermer le menu' }).tap()
    await expect(link).toBeHidden()
  })

  test('a checkbox ticked before hydration stays ticked once the page runs', async ({ page }) => {
    const release = await holdTheApp(page)
    await page.goto(paths.register, { waitUntil: 'commit' })
    // The box itself: its label holds a link to the terms.
    await page.locator('[data-part="control"]').tap()
    release()
    await expect(page.locator('#root[data-ready]')).toBeAttached({ timeout: 20_000 })
    const terms = page.getByRole('checkbox', { name: /J'accepte les/ })
    await expect(terms).toBeChecked()
    await expect(page.locator('[data-part="control"]')).toHaveAttribute('data-state', 'checked')
    await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled({
      timeout: 20_000,
    })
  })

  test('keyboard: Enter opens, Tab enters the menu, Escape closes and gives the focus back; no axe violation', async ({
    page,
  }) => {
    await page.goto(paths.cgu)
    const button = nav(page).getByRole('button', { name: 'Ouvrir le menu' })
    await button.focus()
    await page.keyboard.press('Enter')
    const link = menuLink(page, 'Téléchargement')
    await expect(link).toBeVisible()
    expect(await expandedForAssistiveTech(page)).toBe(true)
    await expectNoAxeViolations(page, 'the open menu on a phone')
    // Next in the focus order after its button: the menu's first link.
    await page.keyboard.press('Tab')
    await expect(menuLink(page, 'Accueil')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(link).toBeHidden()
    await expect(nav(page).getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused()
    expect(await expandedForAssistiveTech(page)).toBe(false)

    // Space opens it too; a link then navigates inside the app and the menu closes.
    await page.keyboard.press(' ')
    await expect(link).toBeVisible()
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.download)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Téléchargement')
    await expect(link).toBeHidden()
    await expect(nav(page).getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible()
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    )
  })
})
