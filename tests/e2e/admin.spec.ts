import type { Page } from '@playwright/test'
import { paths } from '@/shared/routing/paths'
import { expectNoAxeViolations } from './helpers/axe'
import { accountMenu, PAGE_LOAD, PLAYERS, setFault, clearFaults, signIn } from './helpers/portal'
import { expect, test } from './helpers/test'

/** The embedded backend's demo operator (backend/demo/demo.ts). */
const OPERATOR = { email: 'admin@portail.test', password: 'Admin1234' }
const REFUSED = 'Page réservée aux opérateurs'
const REASON = 'Geste commercial après la panne du 12'

/** Opens the console from the avatar menu (right after sign-in the menu may still change). */
async function openConsole(page: Page) {
  await expect(async () => {
    await accountMenu(page).click()
    await page.getByRole('menuitem', { name: 'Administration' }).click({ timeout: 5_000 })
    await expect(page).toHaveURL(paths.admin.players, { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Joueurs' })).toBeVisible(PAGE_LOAD)
}

/** A figure as the page writes it (« 1 250 ») as a number. */
const points = (text: string) => Number(text.replace(/\D/g, ''))

async function searchPlayer(page: Page, q: string) {
  await page.getByLabel('E-mail, identifiant, compte de jeu ou personnage').fill(q)
  await page.getByRole('button', { name: 'Rechercher' }).click()
}

test('the demo operator finds the demo player, credits 100 AirPoints and sees it in the log and the history', async ({
  page,
}) => {
  test.setTimeout(120_000) // a whole journey: sign-in, search, credit, four pages under axe
  await signIn(page, OPERATOR)
  await openConsole(page)
  await expectNoAxeViolations(page, 'players (empty)')

  await searchPlayer(page, 'joueur@portail')
  const found = page.getByRole('table', { name: 'Joueurs trouvés' })
  await expect(found.getByRole('link', { name: PLAYERS.joueur.email })).toBeVisible()
  await expectNoAxeViolations(page, 'players (found)')
  await found.getByRole('link', { name: PLAYERS.joueur.email }).click()
  await expect(page).toHaveURL(paths.admin.player('joueur'))
  await expect(page.getByRole('heading', { level: 1, name: 'Joueur' })).toBeVisible()
  const balance = page.getByTestId('admin-balance')
  await expect(balance).toHaveText(/\d/)
  const before = points(await balance.innerText())
  await expectNoAxeViolations(page, 'player')

  // The dialog: focus inside, a reason required, an amount checked.
  await page.getByRole('button', { name: 'Créditer', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Créditer des AirPoints' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel("Nombre d'AirPoints")).toBeFocused()
  await expectNoAxeViolations(page, 'player (credit dialog)')
  await dialog.getByLabel("Nombre d'AirPoints").fill('0')
  await dialog.getByLabel(/^Raison/).fill(REASON)
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(
    dialog.getByText("Indiquez un nombre entier d'AirPoints supérieur à 0."),
  ).toBeVisible()
  await dialog.getByLabel("Nombre d'AirPoints").fill('100')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('100 AirPoints crédités.')).toBeVisible()
  await expect.poll(async () => points(await balance.innerText())).toBe(before + 100)
  // Focus back on the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Créditer', exact: true })).toBeFocused()

  // In the player's history, as « AirPoints ajoutés par l'équipe ».
  const history = page.getByRole('table', { name: 'Historique du joueur' })
  await expect(
    history.getByRole('row', { name: /AirPoints ajoutés par l'équipe — \+100 AirPoints/ }),
  ).toBeVisible()

  // In the audit log.
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Journal des actions' })
    .click()
  await expect(page).toHaveURL(paths.admin.audit)
  const log = page.getByRole('table', { name: /Actions des opérateurs/ })
  const entry = log.getByRole('row').filter({ hasText: REASON })
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText(OPERATOR.email)
  await expect(entry).toContainText('joueur')
  await expect(entry).toContainText('AirPoints crédités (100)')
  await expect(entry).toContainText('appliquée')
  await expectNoAxeViolations(page, 'journal')

  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Paiements' })
    .click()
  await expect(page).toHaveURL(paths.admin.payments)
  await expect(page.getByRole('table', { name: /Totaux par mois/ })).toBeVisible()
  await expectNoAxeViolations(page, 'paiements')
})

test('a failed read says so with « Réessayer », never an empty list', async ({ page }) => {
  test.slow() // sign-in, two page loads
  await signIn(page, OPERATOR)
  await page.goto(paths.admin.audit)
  await expect(page.getByRole('heading', { level: 1, name: 'Journal des actions' })).toBeVisible(
    PAGE_LOAD,
  )
  await setFault(page, 'admin.audit', { kind: 'status', status: 500 })
  await page.reload()
  await expect(page.getByText('Ces données sont indisponibles pour le moment.')).toBeVisible()
  await expect(page.getByText('Aucune action pour le moment.')).toHaveCount(0)
  await expectNoAxeViolations(page, 'journal (failed)')
  await clearFaults(page)
  await page.getByRole('button', { name: 'Réessayer' }).click()
  await expect(
    page
      .getByRole('table', { name: /Actions des opérateurs/ })
      .or(page.getByText('Aucune action pour le moment.')),
  ).toBeVisible()
  await expect(page.getByText('Ces données sont indisponibles pour le moment.')).toHaveCount(0)
})

test('a debit above the balance is refused in French in the dialog, and changes nothing', async ({
  page,
}) => {
  test.slow() // sign-in, a page load
  await signIn(page, OPERATOR)
  await page.goto(paths.admin.player('joueur'))
  const balance = page.getByTestId('admin-balance')
  await expect(balance).toHaveText(/\d/, PAGE_LOAD)
  const before = points(await balance.innerText())
  await page.getByRole('button', { name: 'Débiter', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Débiter des AirPoints' })
  await dialog.getByLabel("Nombre d'AirPoints").fill(String(before + 1))
  await dialog.getByLabel(/^Raison/).fill('Correction d’un double crédit')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Solde insuffisant')
  await expectNoAxeViolations(page, 'player (refused debit)')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Débiter', exact: true })).toBeFocused()
  await page.reload()
  await expect.poll(async () => points(await balance.innerText()), PAGE_LOAD).toBe(before)
})

test('a signed-in player sees « Page réservée aux opérateurs » and no « Administration »', async ({
  page,
}) => {
  await signIn(page, PLAYERS.joueur)
  await accountMenu(page).click()
  await expect(page.getByRole('menuitem', { name: 'Historique' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  for (const path of [paths.admin.players, paths.admin.player('joueur'), paths.admin.audit]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: REFUSED })).toBeVisible(PAGE_LOAD)
  }
  await expectNoAxeViolations(page, 'refusal')
})

test('a visitor is sent to sign in', async ({ page }) => {
  await page.goto(paths.admin.players)
  await expect(page).toHaveURL(new RegExp(`^[^?]*${paths.login}`), PAGE_LOAD)
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible()
})
