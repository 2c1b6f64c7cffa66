import { paths } from '@/shared/routing/paths'
import { expectNoAxeViolations } from './helpers/axe'
import {
  chooseOption,
  clearFaults,
  localDateTime,
  PAGE_LOAD,
  setFault,
  signIn,
} from './helpers/portal'
import { expect, test, type Page } from './helpers/test'

/**
 * The console's content pages (docs/operator-console.md, « Content »), as the demo operator uses
 * them offline: what they set is what the players' pages then show.
 */

// Signing in, then several full page loads with the embedded backend: more than the default.
test.describe.configure({ timeout: 90_000 })

const OPERATOR = { email: 'admin@portail.test', password: 'Admin1234' }
const MINUTE = 60_000

async function openConsolePage(page: Page, path: string, title: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(PAGE_LOAD)
}

/** A time `ms` from the page's now, as a datetime-local field takes it (the page's own zone). */
test('a promotion scheduled from the console is the one the top-up page shows once it starts', async ({
  page,
}) => {
  const opened = Date.now()
  await page.clock.setFixedTime(opened)
  await signIn(page, OPERATOR)
  await openConsolePage(page, paths.admin.promotions, 'Promotions')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Programmer une promotion' }).click()
  const dialog = page.getByRole('dialog', { name: 'Programmer une promotion' })
  await dialog.getByLabel('Début').fill(await localDateTime(page, { fromNow: 10 * MINUTE }))
  await dialog.getByLabel('Fin').fill(await localDateTime(page, { fromNow: 120 * MINUTE }))
  // Out of 1.01..3: the API's French refusal, next to the form, and nothing scheduled.
  await dialog.getByLabel('Multiplicateur (1,01 à 3)').fill('5')
  await dialog.getByLabel('Raison (inscrite au journal)').fill('Week-end double')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(dialog.getByText(/multiplicateur/i).last()).toBeVisible()
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page, 'the schedule dialog with a refusal')

  await dialog.getByLabel('Multiplicateur (1,01 à 3)').fill('1,4')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Promotion programmée.')).toBeVisible()
  const scheduled = page.getByRole('row').filter({ hasText: '+40\u00a0% offerts' })
  await expect(scheduled).toHaveCount(1)
  await expect(scheduled).toContainText('à venir')

  // Not started yet: the top-up page shows no promotion.
  await page.goto(paths.topUp)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD)
  await expect(page.getByText('Promotion en cours')).toHaveCount(0)

  // Fifteen minutes later the window is open: the page shows it, read from the API.
  await page.clock.setFixedTime(opened + 15 * MINUTE)
  await page.reload()
  await expect(page.getByText('Promotion en cours')).toContainText('+40\u00a0% offerts', PAGE_LOAD)
})

test('a coming promotion is cancelled with a reason', async ({ page }) => {
  await signIn(page, OPERATOR)
  await openConsolePage(page, paths.admin.promotions, 'Promotions')
  await page.getByRole('button', { name: 'Programmer une promotion' }).click()
  const dialog = page.getByRole('dialog', { name: 'Programmer une promotion' })
  await dialog.getByLabel('Début').fill(await localDateTime(page, { fromNow: 24 * 60 * MINUTE }))
  await dialog.getByLabel('Fin').fill(await localDateTime(page, { fromNow: 48 * 60 * MINUTE }))
  await dialog.getByLabel('Multiplicateur (1,01 à 3)').fill('1.5')
  await dialog.getByLabel('Raison (inscrite au journal)').fill('Promotion de demain')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  const coming = page.getByRole('row').filter({ hasText: '+50\u00a0% offerts' })
  await expect(coming).toContainText('à venir')

  await coming.getByRole('button', { name: 'Annuler' }).click()
  const cancel = page.getByRole('dialog', { name: 'Annuler la promotion' })
  // No reason: the form is not sent, the window stays.
  const reason = cancel.getByLabel('Raison (inscrite au journal)')
  await cancel.getByRole('button', { name: 'Confirmer' }).click()
  expect(await reason.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
  await expect(cancel).toBeVisible()
  await reason.fill('Annulée par erreur')
  await cancel.getByRole('button', { name: 'Confirmer' }).click()
  await expect(page.getByText('Promotion annulée.')).toBeVisible()
  await expect(coming).toHaveCount(0)
})

test("this month's reward set for a stage is the one the loyalty page lists", async ({ page }) => {
  const DESCRIPTION = 'Le coffre Or offert au palier Bronze, ce mois-ci seulement.'
  await signIn(page, OPERATOR)
  await openConsolePage(page, paths.admin.rewards, 'Récompenses')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Changer la récompense Bronze' }).click()
  const dialog = page.getByRole('dialog', { name: 'Récompense du palier Bronze' })
  await chooseOption(page, 'Objet du catalogue', 'Coffre de fidélité Or')
  await dialog.getByLabel('Description (facultative)').fill(DESCRIPTION)
  await dialog.getByLabel('Raison (inscrite au journal)').fill('Événement du mois')
  await expectNoAxeViolations(page, 'the reward dialog')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(dialog).toBeHidden()
  const bronze = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Bronze' }) })
  await expect(bronze.getByRole('cell').nth(1)).toHaveText(`Coffre de fidélité Or — ${DESCRIPTION}`)

  await page.goto(paths.publicLoyalty)
  const stage = page.locator('section[data-stage="Bronze"]')
  await expect(stage).toContainText('Coffre de fidélité Or', PAGE_LOAD)
  await expect(stage).toContainText(DESCRIPTION)

  // Removed: the standing reward of the stage is listed again.
  await openConsolePage(page, paths.admin.rewards, 'Récompenses')
  await page.getByRole('button', { name: 'Retirer la récompense Bronze du mois' }).click()
  const remove = page.getByRole('dialog', { name: /^Retirer la récompense Bronze/ })
  await remove.getByLabel('Raison (inscrite au journal)').fill('Fin de l’événement')
  await remove.getByRole('button', { name: 'Confirmer' }).click()
  await expect(bronze.getByRole('cell').nth(2)).toHaveText('—')
  await page.goto(paths.publicLoyalty)
  await expect(stage).toContainText('Coffre de fidélité Bronze', PAGE_LOAD)
  await expect(stage).not.toContainText(DESCRIPTION)
})

test('the maintenance notice is written and switched on from the console', async ({ page }) => {
  const MESSAGE = 'Redémarrage du serveur de jeu à 18 h.'
  await signIn(page, OPERATOR)
  await openConsolePage(page, paths.admin.siteNotice, 'Maintenance')
  await expectNoAxeViolations(page)
  const form = page.getByRole('form', { name: 'Avis de maintenance' })

  // An empty notice cannot be switched on: the API's refusal, next to the form.
  await form.getByLabel("Texte de l'avis (500 caractères au plus)").fill('')
  await form.getByText("Afficher l'avis sur toutes les pages").click()
  await form.getByLabel('Raison (inscrite au journal)').fill('Maintenance')
  await form.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(form).toContainText("Écrivez le texte de l'avis avant de l'afficher.")

  await form.getByLabel("Texte de l'avis (500 caractères au plus)").fill(MESSAGE)
  await form.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Avis enregistré.')).toBeVisible()
  await expect(form).toContainText('affiché sur toutes les pages')

  await page.goto(paths.cgu)
  await expect(page.getByRole('complementary', { name: 'Avis de maintenance' })).toHaveText(
    MESSAGE,
    PAGE_LOAD,
  )
})

test('a failed read says so and « Réessayer » reads again', async ({ page }) => {
  await signIn(page, OPERATOR)
  await setFault(page, 'adminContent.promotions', { kind: 'status', status: 500 })
  await openConsolePage(page, paths.admin.promotions, 'Promotions')
  await expect(page.getByText('Ces données sont indisponibles pour le moment.')).toBeVisible()
  await expect(page.getByText('Aucune promotion programmée.')).toHaveCount(0)
  await clearFaults(page)
  await page.getByRole('button', { name: 'Réessayer' }).click()
  await expect(page.getByRole('row').filter({ hasText: 'terminée' }).first()).toBeVisible()
})

test("a vote site's cooldown is changed from the console, a bad link refused", async ({ page }) => {
  await signIn(page, OPERATOR)
  await openConsolePage(page, paths.admin.voteSites, 'Sites de vote')
  const gtop = page.getByRole('row').filter({ hasText: 'Gtop100' })
  await expect(gtop).toContainText('120')
  await expectNoAxeViolations(page)

  await gtop.getByRole('button', { name: 'Modifier Gtop100' }).click()
  const dialog = page.getByRole('dialog', { name: 'Modifier Gtop100' })
  await dialog.getByLabel('Adresse de vote').fill('pas une adresse')
  await dialog.getByLabel('Délai entre deux votes (minutes)').fill('180')
  await dialog.getByLabel('Raison (inscrite au journal)').fill('Nouveau délai du site')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(dialog).toContainText('Adresse de vote invalide')
  await expectNoAxeViolations(page, 'the vote site dialog with a refusal')

  await dialog
    .getByLabel('Adresse de vote')
    .fill('https://gtop100.com/topsites/Flyff/sitedetails/AirFlyff')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(page.getByText('Site de vote enregistré.')).toBeVisible()
  await expect(gtop).toContainText('180')
  await expect(gtop).toContainText('Gtop100 (pingback)')
})

test('a vote site is added with how its votes are confirmed, and players see it', async ({
  page,
}) => {
  await signIn(page, OPERATOR)
  await openConsolePage(page, paths.admin.voteSites, 'Sites de vote')
  await page.getByRole('button', { name: 'Ajouter un site de vote' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ajouter un site de vote' })
  await dialog.getByLabel('Identifiant (minuscules, chiffres, tirets)').fill('topg')
  await dialog.getByLabel('Nom').fill('TopG')
  await dialog
    .getByLabel('Adresse de vote')
    .fill('https://topg.org/flyff-private-servers/server-4242')
  await dialog.getByLabel("Adresse de l'image").fill('https://topg.org/images/vote.png')
  await dialog.getByLabel('Délai entre deux votes (minutes)').fill('720')
  await expect(dialog).toContainText("aucun vote sur ce site n'est compté")
  await chooseOption(page, 'Vérification des votes', 'TopG (pingback)')
  // A key too short: the contract's French refusal, nothing saved.
  await dialog.getByLabel('Clé de pingback (8 caractères au moins)').fill('court')
  await dialog.getByLabel('Raison (inscrite au journal)').fill('Nouveau site de vote')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(dialog).toContainText('La clé de pingback doit compter 8 caractères au moins.')
  await expectNoAxeViolations(page, 'the new vote site dialog with a refusal')

  await dialog.getByLabel('Clé de pingback (8 caractères au moins)').fill('cle-topg-secrete')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(page.getByText('Site de vote enregistré.')).toBeVisible()
  const topg = page.getByRole('row').filter({ hasText: 'TopG' })
  await expect(topg).toContainText('720')
  await expect(topg).toContainText('TopG (pingback)')

  // Its settings are the console's: reopened, the dialog shows the stored key.
  await topg.getByRole('button', { name: 'Modifier TopG' }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Modifier TopG' })
      .getByLabel('Clé de pingback (8 caractères au moins)'),
  ).toHaveValue('cle-topg-secrete')
  await page.keyboard.press('Escape')

  await page.goto(paths.vote)
  await expect(page.getByRole('article', { name: 'TopG' })).toBeVisible(PAGE_LOAD)
})
