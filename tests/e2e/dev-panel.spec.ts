import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, test, type Page } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { paths } from '@/shared/routing/paths'

/** The dev panel (mock mode): faults, demo users, mailbox, machines, reset. */

// Pages and the panel are lazy chunks: give a busy machine time to serve them.
const expect = baseExpect.configure({ timeout: 15_000 })

const toggle = (page: Page) => page.getByRole('button', { name: 'Outils de test', exact: true })
const panel = (page: Page) => page.getByRole('region', { name: 'Outils de test' })
const balance = (page: Page) => page.getByText(/^Solde\s:/)

async function openPanel(page: Page) {
  await toggle(page).click()
  await expect(panel(page).getByRole('heading', { name: 'Pannes simulées' })).toBeVisible()
  return panel(page)
}

async function signInAs(page: Page, email: string) {
  const tools = panel(page)
  await tools.getByRole('button', { name: `Se connecter en tant que ${email}` }).click()
  await expect(tools.getByText(`Session : ${email}`)).toBeVisible()
}

async function transfer(page: Page, amount: string) {
  await expect(page.getByRole('heading', { name: 'Transférer mes AirPoints' })).toBeVisible()
  await page.getByLabel('Montant (AirPoints)').fill(amount)
  await page.getByRole('button', { name: 'Transférer', exact: true }).click()
}

test('the machine of a page the player left is no longer shown as running', async ({ page }) => {
  await page.goto(paths.home)
  await openPanel(page)
  await signInAs(page, 'joueur@portail.test')
  await page.goto(paths.transfer)
  await expect(balance(page)).toContainText(/1\s?500/)
  const tools = await openPanel(page)
  const transfer = tools.getByRole('article', { name: 'Machine transfer' })
  await expect(transfer).toHaveCount(1)
  await expect(transfer.getByTestId('current-state')).toHaveText('editing')
  // Leaving the page unmounts the form: its machine stops (it received no event: not kept).
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Téléchargement', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Téléchargement')
  await expect(transfer).toHaveCount(0)
})

test('a fault on /shop/order fails the transfer until it is cleared; the machine is shown live; reset restores the seed', async ({
  page,
}) => {
  // A long walk through several pages and two full reloads.
  test.setTimeout(120_000)
  await page.goto(paths.home)
  let tools = await openPanel(page)
  await signInAs(page, 'joueur@portail.test')

  // A 500 on the transfer call, shown by a badge on the panel and on the toggle.
  await tools.getByLabel('Appel').selectOption({ label: 'POST /shop/order' })
  await tools.getByLabel('Type de panne').selectOption({ label: "Statut d'erreur" })
  await tools.getByLabel('Statut HTTP').fill('500')
  await tools.getByRole('button', { name: 'Injecter la panne' }).click()
  await expect(tools.getByText('Pannes actives : 1')).toBeVisible()
  await expect(tools.getByRole('list', { name: 'Pannes actives' })).toContainText('statut 500')
  await expect(toggle(page)).toContainText('Pannes actives : 1')

  // The fault survives a full page load; the machines view shows the transfer form's flow.
  await page.goto(paths.transfer)
  await expect(toggle(page)).toContainText('Pannes actives : 1')
  await expect(balance(page)).toContainText(/1\s?500/)
  tools = await openPanel(page)
  const machine = tools.getByRole('article', { name: 'Machine transfer' }).first()
  await expect(machine.getByTestId('current-state')).toHaveText('editing')
  await expect(machine.locator('[data-state="editing"]')).toHaveAttribute('aria-current', 'true')
  await expect(machine.locator('[data-state="submitting"]')).not.toHaveAttribute(
    'aria-current',
    /.*/,
  )

  // With the panel open beside the page: the transfer fails.
  await transfer(page, '100')
  await expect(page).toHaveURL(paths.result.transferFailure)
  await expect(page.getByRole('heading', { name: 'Transfert annulé...' })).toBeVisible()
  const failed = tools.getByRole('article', { name: 'Machine transfer' }).first()
  await expect(
    failed.getByRole('list', { name: 'États traversés' }).getByRole('listitem'),
  ).toHaveText(['editing', 'submitting', 'failed'])
  await expect(failed.getByTestId('current-state')).toHaveText('failed')
  await expect(failed.locator('[data-state="failed"]')).toHaveAttribute('aria-current', 'true')
  await expect(failed.locator('[data-state="editing"]')).not.toHaveAttribute('aria-current', /.*/)
  await expect(failed.getByRole('list', { name: 'Derniers événements de transfer' })).toContainText(
    'form.submit',
  )

  // One button clears every fault; the same transfer now succeeds.
  await tools.getByRole('button', { name: 'Tout rétablir' }).click()
  await expect(tools.getByText('Aucune panne active')).toBeVisible()
  await expect(toggle(page)).not.toContainText('Pannes actives')
  await page.goto(paths.transfer)
  await expect(balance(page)).toContainText(/1\s?500/)
  await transfer(page, '100')
  await expect(page).toHaveURL(paths.result.transferSuccess)
  await expect(page.getByRole('heading', { name: 'Transfert effectué !' })).toBeVisible()
  await page.goto(paths.transfer)
  await expect(balance(page)).toContainText(/1\s?400/)

  // Reset puts the seeded balance back (and reloads the page).
  tools = await openPanel(page)
  await tools.getByRole('button', { name: 'Réinitialiser les données' }).click()
  await expect(balance(page)).toContainText(/1\s?500/)
})

test("the panel's mailbox verifies nouveau@portail.test's address", async ({ page }) => {
  await page.goto(paths.home)
  const tools = await openPanel(page)
  await signInAs(page, 'nouveau@portail.test')
  await expect(
    tools.getByText('Session : nouveau@portail.test (adresse non vérifiée)'),
  ).toBeVisible()

  await tools
    .getByRole('button', { name: "Envoyer l'e-mail de vérification à nouveau@portail.test" })
    .click()
  const mails = tools.getByRole('list', { name: 'Derniers e-mails' })
  const mail = mails.getByRole('listitem', {
    name: 'Vérifiez votre adresse e-mail — nouveau@portail.test',
  })
  await mail.getByRole('link', { name: "Vérifier l'adresse nouveau@portail.test" }).click()

  await expect(page).toHaveURL(/\/__mock\/verify\?oobCode=/)
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Votre adresse e-mail est vérifiée',
  )
  await expect(tools.getByText('Session : nouveau@portail.test (adresse vérifiée)')).toBeVisible()
  await expect(mail.getByText('Lien utilisé')).toBeVisible()
})

test('/__dev shows the panel full page and passes an axe check', async ({ page }) => {
  await page.goto(paths.dev)
  await expect(page.getByRole('heading', { level: 1, name: 'Outils de test' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Machines' })).toBeVisible()
  // The session machine is always running.
  await expect(page.getByRole('article', { name: 'Machine auth' })).toBeVisible()
  await expect(toggle(page)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('the toggle and the open side sheet pass a full axe check', async ({ page }) => {
  await page.goto(paths.home)
  await expect(toggle(page)).toBeVisible()
  await openPanel(page)
  await expect(panel(page).getByRole('article', { name: 'Machine auth' })).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
  // Escape closes the sheet and gives the focus back to the toggle.
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)
  await expect(toggle(page)).toBeFocused()
})

test('?inspect loads the Stately inspector on demand; without it, nothing is loaded', async ({
  page,
}) => {
  const loaded: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('@statelyai')) loaded.push(request.url())
  })
  await page.goto(paths.dev)
  await expect(page.getByText('ajoutez ?inspect')).toBeVisible()
  expect(loaded).toEqual([])

  await page.goto(`${paths.dev}?inspect`)
  await expect(
    page.getByRole('button', { name: 'Ouvrir le visualiseur XState (stately.ai)' }),
  ).toBeEnabled()
})

test('an unreadable stored database is reported in the panel, not silently replaced', async ({
  page,
}) => {
  await page.goto(paths.home)
  await expect(toggle(page)).toBeVisible({ timeout: 20_000 })
  await page.evaluate(() => localStorage.setItem('airflyff.mock.db', '{not json'))
  await page.reload()
  const sheet = await openPanel(page)
  await expect(sheet.getByText('Base simulée illisible')).toBeVisible()
  await expect(sheet.getByText(/n'a pas pu être lue/)).toBeVisible()
})
