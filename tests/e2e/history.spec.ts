import { expect, test, type Page } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import {
  chooseOption,
  clearFaults,
  openFromUserMenu,
  PAGE_LOAD,
  PLAYERS,
  setFault,
  signIn,
  type Fault,
} from './helpers/portal'
import { DELIVERY_TEXT } from '../../src/shared/delivery/delivery'
import { paths } from '@/shared/routing/paths'

/**
 * « Historique » (issue 32): the demo player's past (backend/demo/demo-history.ts) shows every kind
 * of entry with its French wording and where it stands, newest first, 20 at a time; a failed
 * read says so and never shows an empty history.
 */

const ERROR: Fault = { kind: 'status', status: 500 }

/** The data rows of the history's table (its header row left out). */
const rows = (page: Page) => page.getByRole('table').getByRole('rowgroup').last().getByRole('row')

const row = (page: Page, what: string | RegExp) =>
  rows(page).filter({ has: page.getByRole('rowheader', { name: what }) })

async function openHistory(page: Page) {
  await signIn(page, PLAYERS.joueur)
  await openFromUserMenu(page, 'Historique')
  await expect(page.getByRole('heading', { level: 1, name: 'Historique' })).toBeVisible()
  await expect(rows(page)).toHaveCount(20, PAGE_LOAD)
}

test('the demo player sees every kind of entry with its status, newest first, 20 at a time', async ({
  page,
}) => {
  await openHistory(page)

  // Newest first: the last vote, then the last transfers.
  await expect(rows(page).first().getByRole('rowheader')).toHaveText('Vote sur TopG')
  await expect(rows(page).first()).toContainText('comptabilisé')
  await expect(rows(page).nth(1).getByRole('rowheader')).toHaveText('Transfert vers Aelis')

  // A transfer's delivery in the state the portal read: sent is not received.
  const sent = rows(page).nth(1)
  await expect(sent).toContainText('−50')
  await expect(sent).toContainText(DELIVERY_TEXT.sent('Aelis'))
  await expect(sent).not.toContainText(DELIVERY_TEXT.received)
  await expect(row(page, 'Transfert vers Cyrene')).toContainText('Échec de la livraison')
  await expect(row(page, 'Transfert vers Brakkar')).toContainText(DELIVERY_TEXT.received)

  // Purchases and where each stands.
  const purchases: [RegExp, string][] = [
    [/^Achat du pack Héros/, 'remboursé'],
    [/^Achat du pack Aventurier/, 'payé'],
    [/^Achat du pack Débutant/, 'contesté'],
  ]
  for (const [what, status] of purchases) {
    await expect(row(page, what).getByRole('cell', { name: status, exact: true })).toHaveCount(1)
  }
  const chevalier = row(page, /^Achat du pack Chevalier/)
  await expect(chevalier).toHaveCount(2)
  for (const status of ['remboursé en partie', 'échoué']) {
    await expect(chevalier.getByRole('cell', { name: status, exact: true })).toHaveCount(1)
  }
  await expect(row(page, /^Achat du pack Héros/)).toContainText('+525')

  // What refunds and disputes did.
  await expect(row(page, /^Remboursement/)).toHaveCount(2)
  await expect(row(page, /^Remboursement/).first()).toContainText('−105')
  await expect(row(page, /^Litige(?! gagné)/)).toHaveCount(2)
  await expect(row(page, /^Litige gagné/)).toContainText('+100')
  await expect(row(page, /^Points non récupérés/)).toContainText('100 AirPoints déjà utilisés')
  await expect(row(page, /^Récompense en cours d'examen/)).toContainText("en cours d'examen")

  // A claim, under review since the refund, with its delivery.
  const claim = row(page, /^Récompense de fidélité : Coffre de fidélité Bronze/)
  await expect(claim).toContainText('pour Aelis')
  await expect(claim).toContainText("en cours d'examen")
  await expect(claim).toContainText(DELIVERY_TEXT.received)
  await expect(row(page, 'Vote sur Gtop100')).toHaveCount(1)
  await expect(row(page, 'Vote sur Serveur Privé')).toHaveCount(1)

  // The oldest entry is on the next page.
  await expect(row(page, /^Achat du pack Légende/)).toHaveCount(0)
  await expectNoAxeViolations(page, 'the history')
  await page.getByRole('button', { name: 'Voir plus' }).click()
  await expect(rows(page)).toHaveCount(21)
  await expect(rows(page).last().getByRole('rowheader')).toHaveText(/^Achat du pack Légende/)
  await expect(rows(page).last()).toContainText('+1 100')
  await expect(rows(page).last()).toContainText('payé')
  await expect(page.getByRole('button', { name: 'Voir plus' })).toHaveCount(0)
})

test('at 390 px each entry is a card with its date, points and status', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openHistory(page)
  const first = rows(page).first()
  await expect(first.getByRole('rowheader')).toHaveText('Vote sur TopG')
  await expect(first.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page, 'the history at 390 px')
})

test('a failed read says the history is unavailable, never empty, and « Réessayer » shows it', async ({
  page,
}) => {
  await signIn(page, PLAYERS.joueur)
  await setFault(page, 'history.list', ERROR)
  await page.goto(paths.history)
  await expect(page.getByText("L'historique est indisponible pour le moment.")).toBeVisible(
    PAGE_LOAD,
  )
  await expect(page.getByText('Aucune opération pour le moment.')).toHaveCount(0)
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectNoAxeViolations(page, 'the history unavailable')

  await clearFaults(page)
  await page.getByRole('button', { name: 'Réessayer' }).click()
  await expect(rows(page)).toHaveCount(20, PAGE_LOAD)
})

test('a failed « Voir plus » keeps what is shown and says the rest is unavailable', async ({
  page,
}) => {
  await openHistory(page)
  await setFault(page, 'history.list', { kind: 'network' })
  await page.getByRole('button', { name: 'Voir plus' }).click()
  await expect(
    page.getByText("La suite de l'historique est indisponible pour le moment."),
  ).toBeVisible(PAGE_LOAD)
  await expect(rows(page)).toHaveCount(20)

  await clearFaults(page)
  await page.getByRole('button', { name: 'Réessayer' }).click()
  await expect(rows(page)).toHaveCount(21)
  await expect(page.getByText("La suite de l'historique est indisponible")).toHaveCount(0)
})

test('the filter keeps one kind of entry', async ({ page }) => {
  await openHistory(page)
  await chooseOption(page, "Type d'opération", 'Achats')
  await expect(page).toHaveURL(/\?type=purchase$/)
  await expect(rows(page)).toHaveCount(6, PAGE_LOAD)
  for (const header of await rows(page).getByRole('rowheader').all()) {
    await expect(header).toHaveText(/^Achat du pack /)
  }
  await chooseOption(page, "Type d'opération", 'Litiges gagnés')
  await expect(rows(page)).toHaveCount(1, PAGE_LOAD)
  await expect(rows(page).getByRole('rowheader')).toHaveText(/^Litige gagné/)
})

test('a player with no operation reads that there is none; the profile links the history', async ({
  page,
}) => {
  await signIn(page, PLAYERS.nouveau)
  await openFromUserMenu(page, 'Profil')
  await page.getByRole('link', { name: 'Achats, transferts, récompenses et votes' }).click()
  await expect(page).toHaveURL(paths.history)
  await expect(page.getByText('Aucune opération pour le moment.')).toBeVisible(PAGE_LOAD)
  await expect(page.getByRole('table')).toHaveCount(0)
})
