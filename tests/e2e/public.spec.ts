import { expect as baseExpect, test, type Page } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { layoutShift, watchLayoutShifts } from './helpers/layout'
import {
  clearFaults,
  NAV_FOLDS_BELOW,
  PLAYERS,
  RESULT_PAGES,
  setFault,
  signIn,
  unfoldNavigation,
} from './helpers/portal'
import { paths } from '@/shared/routing/paths'

// The first visit of a page may compile or fetch its lazy chunk: allow for a slow machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 240_000 })

const SITE = 'AirFlyff'
const WIKI = 'https://wiki.airflyff.fr/'
const CHAT = 'https://discord.gg/airflyff'

const ROUTES: { path: string; h1: string | RegExp; title: string | RegExp }[] = [
  {
    path: paths.home,
    h1: `Bienvenue sur ${SITE}`,
    title: `${SITE} · Le serveur privé Flyff haut taux`,
  },
  {
    path: paths.cgu,
    h1: "Conditions générales d'utilisation",
    title: `Conditions générales d'utilisation · ${SITE}`,
  },
  { path: paths.download, h1: 'Téléchargement', title: `Téléchargement · ${SITE}` },
  { path: paths.ranking, h1: 'Classement', title: `Classement · ${SITE}` },
  { path: paths.roadmap, h1: 'Roadmap', title: `Roadmap · ${SITE}` },
  { path: paths.legalNotice, h1: 'Mentions légales', title: `Mentions légales · ${SITE}` },
  {
    path: paths.privacy,
    h1: 'Politique de confidentialité',
    title: `Politique de confidentialité · ${SITE}`,
  },
  ...RESULT_PAGES.map(({ path, h1 }) => ({ path, h1, title: new RegExp(` · ${SITE}$`) })),
  { path: '/nulle-part', h1: 'Page introuvable', title: `Page introuvable · ${SITE}` },
]

/** On narrow screens the links sit behind the menu button. */

async function openNavigation(page: Page) {
  // The first page's code loads behind a fallback frame: open the menu of the real one.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await unfoldNavigation(page)
  return page.getByRole('navigation', { name: 'Navigation principale' })
}

for (const width of [390, 1280]) {
  test.describe(`public pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const route of ROUTES) {
      test(`${route.path} shows its page inside the shell, with its title and no axe violation`, async ({
        page,
      }) => {
        await page.goto(route.path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
        await expect(page).toHaveTitle(route.title)
        await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible()
        const footer = page.getByRole('contentinfo')
        await expect(footer).toContainText(`© `)
        await expect(
          footer.getByRole('link', { name: "Conditions générales d'utilisation" }),
        ).toHaveAttribute('href', paths.cgu)
        await expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
          'href',
          paths.legalNotice,
        )
        await expect(
          footer.getByRole('link', { name: 'Politique de confidentialité' }),
        ).toHaveAttribute('href', paths.privacy)
        await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute(
          'href',
          /^mailto:/,
        )
        if (route.path === paths.ranking) await expect(page.getByRole('table')).toBeVisible()
        await expectNoAxeViolations(page, `${route.path} at ${width} px`)
        // Every link to another site opens a new tab without access to this page.
        for (const link of await page.locator('a[target="_blank"]').all())
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      })
    }

    test('navigation: entries of a visitor, external links, then those of a signed-in player', async ({
      page,
    }) => {
      await page.goto(paths.home)
      let nav = await openNavigation(page)
      const links = nav.getByRole('link')
      await expect(nav.getByRole('link', { name: 'Accueil' }).last()).toHaveAttribute('href', '/')
      await expect(nav.getByRole('link', { name: 'Inscription' }).last()).toHaveAttribute(
        'href',
        paths.register,
      )
      await expect(nav.getByRole('link', { name: 'Téléchargement' }).last()).toHaveAttribute(
        'href',
        paths.download,
      )
      await expect(nav.getByRole('link', { name: 'Roadmap' }).last()).toHaveAttribute(
        'href',
        paths.roadmap,
      )
      await expect(nav.getByRole('link', { name: 'Connexion' })).toHaveAttribute(
        'href',
        paths.login,
      )
      await expect(nav.getByRole('link', { name: 'Rechargement' })).toHaveCount(0)
      await expect(nav.getByRole('link', { name: 'Boutique' })).toHaveCount(0)
      for (const [name, href] of [
        ['Wiki', WIKI],
        ['Discord', CHAT],
      ] as const) {
        const link = nav.getByRole('link', { name: new RegExp(`^${name}`) }).last()
        await expect(link).toHaveAttribute('href', href)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      // The spec's entries in their order, then « Classement » (« Voter » once signed in).
      const entries = ['Accueil', 'Inscription', 'Téléchargement', 'Roadmap', 'Wiki', 'Discord']
      const order = async () =>
        (await links.filter({ visible: true }).allTextContents())
          .map((text) => [...entries, 'Classement', 'Voter'].find((e) => text.startsWith(e)))
          .filter((entry) => entry !== undefined)
      await expect.poll(order).toEqual([...entries, 'Classement'])
      await expect(nav.getByRole('link', { name: 'Classement' }).last()).toHaveAttribute(
        'href',
        paths.ranking,
      )
      await expect(nav.getByRole('link', { name: 'Voter' })).toHaveCount(0)
      await expectNoAxeViolations(page, `the visitor's navigation at ${width} px`)

      // The folded menu closes on navigation; the page starts at the top.
      await page.evaluate(() => window.scrollTo(0, 400))
      await nav.getByRole('link', { name: 'Téléchargement' }).last().click()
      await expect(page).toHaveURL(paths.download)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Téléchargement')
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      if (width < NAV_FOLDS_BELOW) {
        await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible()
        await expect(nav.getByRole('link', { name: 'Roadmap' }).last()).toBeHidden()
      }

      await signIn(page, PLAYERS.joueur, { via: 'service' })
      const menuButton = page.getByRole('button', { name: /Menu du compte/ })
      await expect(menuButton).toBeVisible()
      await expect(page.getByRole('link', { name: 'Connexion' })).toHaveCount(0)
      nav = await openNavigation(page)
      await expect(nav.getByRole('link', { name: 'Rechargement', exact: true })).toHaveAttribute(
        'href',
        paths.topUp,
      )
      await expect(nav.getByRole('link', { name: 'Boutique' })).toHaveAttribute(
        'href',
        paths.transfer,
      )
      await expect(nav.getByRole('link', { name: 'Inscription' })).toHaveCount(0)
      await expect(nav.getByRole('link', { name: 'Voter' })).toHaveAttribute('href', paths.vote)
      await expectNoAxeViolations(page, `the player's navigation at ${width} px`)
      if (width < NAV_FOLDS_BELOW)
        await page.getByRole('button', { name: 'Fermer le menu' }).click()

      await menuButton.click()
      const menu = page.getByRole('menu')
      for (const [name, href] of [
        ['Profil', paths.profile],
        ['Comptes de jeu', paths.accounts],
        ['Rechargement AirPoints', paths.topUp],
        ['Fidélité', paths.loyalty],
        ['Historique', paths.history],
      ] as const)
        await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href)
      await expectNoAxeViolations(page, `the account menu at ${width} px`)
      await expect(menu.getByRole('img')).toHaveCount(0)
      await expect(menuButton.locator('img').first()).toHaveAttribute(
        'src',
        '/images/default-avatar.svg',
      )
      await menu.getByRole('menuitem', { name: 'Déconnexion' }).click()
      await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible()
    })

    test("landing: 'Jouer maintenant' follows the signed-in state, the wiki button opens a new tab", async ({
      page,
    }) => {
      await page.goto(paths.home)
      const main = page.getByRole('main')
      await expect(main.getByText('Le serveur privé Flyff haut taux')).toBeVisible()
      for (const name of [
        'Sécurité',
        'Stabilité',
        'Toujours à jour',
        'Compétition permanente',
        'Equilibrage PvP',
        'Economie régulée',
      ])
        await expect(main.getByRole('heading', { level: 3, name })).toBeVisible()
      // The six selling points (the latest news below them are a list of their own).
      const points = main.getByRole('region', { name: 'Pourquoi choisir AirFlyff ?' })
      await expect(points.getByRole('listitem')).toHaveCount(6)
      const wiki = main.getByRole('link', { name: /Découvrir le wiki/ })
      await expect(wiki).toHaveAttribute('href', WIKI)
      await expect(wiki).toHaveAttribute('rel', 'noopener noreferrer')
      const play = main.getByRole('link', { name: 'Jouer maintenant' })
      await expect(play).toHaveAttribute('href', paths.register)
      await signIn(page, PLAYERS.joueur, { via: 'service' })
      await expect(play).toHaveAttribute('href', paths.download)
      await play.click()
      await expect(page).toHaveURL(paths.download)
    })

    test('download: two mirrors, the client date and the system requirements', async ({ page }) => {
      await page.goto(paths.download)
      const main = page.getByRole('main')
      await expect(main.getByText('octobre 2025')).toBeVisible()
      for (const [name, href] of [
        ['Google Drive', 'https://drive.google.com/'],
        ['MEGA', 'https://mega.nz/'],
      ] as const) {
        await expect(main.getByRole('heading', { level: 3, name })).toBeVisible()
        await expect(main.getByRole('img', { name: `Logo ${name}` })).toBeVisible()
        const link = main.getByRole('link', { name: new RegExp(`Télécharger via ${name}`) })
        await expect(link).toHaveAttribute('href', href)
        await expect(link).toHaveAttribute('target', '_blank')
      }
      await expect(main.getByText('Archive compressée, sans installateur')).toHaveCount(2)
      const table = main.getByRole('table')
      for (const text of [
        'x64',
        'Windows 10 ou 11',
        '1 Go par client ouvert',
        'Intel Core i3 ou AMD Ryzen 3',
        'Intel HD, Nvidia ou AMD Radeon',
        '8 Go',
      ])
        await expect(table).toContainText(text)
    })

    test("ranking: job names with '-' for an unknown id, playing time in French", async ({
      page,
    }) => {
      await page.goto(paths.ranking)
      const table = page.getByRole('table')
      await expect(table.getByRole('columnheader')).toHaveText([
        '#',
        'Personnage',
        'Classe',
        'Niveau',
        'Temps de jeu',
      ])
      const rows = table.locator('tbody tr')
      expect(await rows.count()).toBeGreaterThanOrEqual(30)
      const classes = await rows.locator('td:nth-child(3)').allTextContents()
      expect(classes).toContain('-')
      expect(classes.filter((name) => name !== '-').length).toBe(classes.length - 1)
      const times = await rows.locator('td:nth-child(5)').allTextContents()
      for (const time of times)
        expect(time).toMatch(/^(\d+ (jours?|heures?|minutes?)(, | et )?)+$|^moins d'une minute$/)
    })

    test('ranking: a failed read says it is unavailable, and « Réessayer » recovers', async ({
      page,
    }) => {
      await page.goto(paths.home)
      // The embedded backend's fault injection (a page route never sees what its worker answers).
      await setFault(page, 'ranking.characters', { kind: 'status', status: 500 })
      await page.goto(paths.ranking)
      await expect(page.getByText('Le classement est indisponible pour le moment.')).toBeVisible()
      await expect(page.getByRole('table')).toHaveCount(0)
      await expect(page.getByRole('alert')).toHaveCount(0)
      await clearFaults(page)
      await page.getByRole('button', { name: 'Réessayer' }).click()
      await expect(
        page.getByRole('region', { name: 'Classement des personnages' }).getByRole('table'),
      ).toBeVisible()
      await expect(page.getByText('Le classement est indisponible pour le moment.')).toHaveCount(0)
    })

    test('result pages link back to where the player came from', async ({ page }) => {
      for (const result of RESULT_PAGES) {
        await page.goto(result.path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(result.h1)
        await expect(page.getByRole('main').getByRole('link', { name: /^Retour/ })).toHaveAttribute(
          'href',
          result.back,
        )
      }
      await page.goto(paths.result.topUpFailure)
      await expect(page.getByRole('main').getByRole('link', { name: /Discord/ })).toHaveAttribute(
        'href',
        CHAT,
      )
    })
  })
}

test('the landing page does not shift once images and fonts have loaded', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await watchLayoutShifts(page)
  await page.goto(paths.home)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete))
  await page.waitForTimeout(500)
  for (const img of await page.locator('img').all()) {
    await expect(img).toHaveAttribute('width', /\d+/)
    await expect(img).toHaveAttribute('height', /\d+/)
  }
  expect(await layoutShift(page)).toBeLessThan(0.01)
})

// The public pages whose body is a list read after the page is drawn.
const DEFERRED_LISTS = [
  {
    page: 'the ranking',
    path: paths.ranking,
    endpoint: 'ranking.characters',
    loading: 'Chargement du classement…',
    arrived: (page: Page) => page.getByRole('table').locator('tbody tr').first(),
  },
  {
    page: 'the loyalty rewards page',
    path: paths.publicLoyalty,
    endpoint: 'fidelity.rewards',
    loading: 'Chargement des récompenses…',
    arrived: (page: Page) => page.getByRole('heading', { level: 3 }).first(),
  },
]
const SCREENS = [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop screen', width: 1350, height: 940 },
]

for (const list of DEFERRED_LISTS) {
  for (const screen of SCREENS) {
    test(`${list.page} does not shift the page when its list arrives, on ${screen.name}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height })
      await page.goto(paths.home)
      // Long enough for a busy machine to show the loading state before the list.
      await setFault(page, list.endpoint, { kind: 'delay', ms: 3000 })
      await watchLayoutShifts(page)
      await page.goto(list.path)
      await expect(page.getByText(list.loading)).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(list.arrived(page)).toBeVisible({ timeout: 15_000 })
      await page.waitForTimeout(300)
      expect(await layoutShift(page)).toBeLessThan(0.01)
      await clearFaults(page)
    })
  }
}

for (const width of [1024, 1279, 1280]) {
  test(`signed in at ${width} px, the navigation holds « Voter » and « Classement » without overflow`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(paths.home)
    await signIn(page, PLAYERS.joueur, { via: 'service' })
    await expect(page.getByRole('button', { name: /Menu du compte/ })).toBeVisible()
    // Below 1280 px the links fold into the menu button: twelve entries do not fit beside it.
    await unfoldNavigation(page)
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await expect(nav.getByRole('link', { name: 'Voter' }).last()).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Classement' }).last()).toBeVisible()
    expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
  })
}

test('the legal notice names the publisher, the director and the host from the build settings, shown as not given in a demo', async ({
  page,
}) => {
  await page.goto(paths.legalNotice)
  const notice = page.getByRole('main')
  for (const term of ['Éditeur du site', 'Adresse', 'Contact', 'Directeur de la publication'])
    await expect(notice.getByRole('term').filter({ hasText: term })).toBeVisible()
  await expect(notice.getByRole('definition').first()).toHaveText(
    'Non renseigné (version de démonstration)',
  )
  await notice.getByRole('link', { name: 'politique de confidentialité' }).click()
  await expect(page).toHaveURL(paths.privacy)
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies et traceurs' })).toBeVisible()
})
