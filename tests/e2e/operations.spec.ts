import type { Page } from '@playwright/test'
import { paths } from '@/shared/routing/paths'
import { expectNoAxeViolations } from './helpers/axe'
import { accountMenu, PAGE_LOAD, PLAYERS, signIn } from './helpers/portal'
import { expect, test } from './helpers/test'

/**
 * Two pairs of eyes, the undo and bans (docs/decisions/056 and 057), offline on the embedded
 * backend, with its two demo operators (backend/demo/demo.ts).
 */
const OPERATOR = { email: 'admin@portail.test', password: 'Admin1234' }
const SECOND = { email: 'admin2@portail.test', password: 'Admin5678' }
const REASON = 'Compensation de la panne du 12'

const points = (text: string) => Number(text.replace(/\D/g, ''))

async function signOut(page: Page) {
  await accountMenu(page).click()
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
  await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible(PAGE_LOAD)
}

async function openPlayer(page: Page) {
  await page.goto(paths.admin.player('joueur'))
  const balance = page.getByTestId('admin-balance')
  await expect(balance).toHaveText(/\d/, PAGE_LOAD)
  return balance
}

/** Fills and confirms the open dialog's reason. */
async function confirmWithReason(page: Page, title: string, reason = REASON) {
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(/^Raison/).fill(reason)
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(dialog).toHaveCount(0)
}

test('a credit above the threshold waits for the second operator; an undo restores the balance', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page, OPERATOR)
  const balance = await openPlayer(page)
  const before = points(await balance.innerText())
  await page.getByRole('button', { name: 'Créditer', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Créditer des AirPoints' })
  await dialog.getByLabel("Nombre d'AirPoints").fill('20000')
  await confirmWithReason(page, 'Créditer des AirPoints')
  await expect(page.getByText(/^Demande enregistrée/)).toBeVisible()
  expect(points(await balance.innerText())).toBe(before)

  await signOut(page)
  await signIn(page, SECOND)
  await page.goto(paths.admin.approvals)
  const table = page.getByRole('table', { name: 'Demandes en attente' })
  await expect(table).toBeVisible(PAGE_LOAD)
  await expectNoAxeViolations(page, 'approvals')
  await table.getByRole('button', { name: 'Approuver' }).click()
  await expect(page.getByRole('dialog', { name: 'Approuver la demande' })).toBeVisible()
  await expectNoAxeViolations(page, 'approve dialog')
  await confirmWithReason(page, 'Approuver la demande', 'Vérifié avec le ticket 42')
  await expect(page.getByText('Aucune demande en attente.')).toBeVisible()

  const after = await openPlayer(page)
  await expect.poll(async () => points(await after.innerText())).toBe(before + 20000)
  const movement = page.locator('[data-movement]').filter({ hasText: '(approuvé)' })
  await movement.getByRole('button', { name: 'Annuler' }).click()
  await expect(page.getByRole('dialog', { name: 'Annuler ce crédit ou débit' })).toBeVisible()
  await expectNoAxeViolations(page, 'undo dialog')
  await confirmWithReason(page, 'Annuler ce crédit ou débit', 'Montant erroné')
  await expect.poll(async () => points(await after.innerText())).toBe(before)
  await expect(movement.getByText('annulé')).toBeVisible()
})

test("a ban stops the player's transfer and the unban lifts it", async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, OPERATOR)
  await openPlayer(page)
  await page.getByRole('button', { name: 'Bannir' }).click()
  await expect(page.getByRole('dialog', { name: 'Bannir le joueur' })).toBeVisible()
  await expectNoAxeViolations(page, 'ban dialog')
  await confirmWithReason(page, 'Bannir le joueur', 'Triche avérée')
  await expect(page.getByText(/comptes de jeu bloqués dans le jeu/)).toBeVisible()

  await signOut(page)
  await signIn(page, PLAYERS.joueur)
  await expect(page.locator('[data-ban-notice]')).toContainText('Votre compte est banni')
  await page.goto(paths.transfer)
  await page.getByRole('textbox', { name: 'Montant (AirPoints)' }).fill('100')
  await page.getByRole('button', { name: 'Transférer' }).click()
  // Refused: the failure page, and the notice says why and until when.
  await expect(page).toHaveURL(paths.result.transferFailure)
  await expect(page.locator('[data-ban-notice]')).toContainText('sans date de fin')

  await signOut(page)
  await signIn(page, OPERATOR)
  await openPlayer(page)
  await page.getByRole('button', { name: 'Lever le bannissement' }).click()
  await confirmWithReason(page, 'Lever le bannissement', 'Erreur de détection')
  await expect(page.getByRole('button', { name: 'Bannir' })).toBeVisible()

  await signOut(page)
  await signIn(page, PLAYERS.joueur)
  await expect(page.locator('[data-ban-notice]')).toHaveCount(0)
  await page.goto(paths.transfer)
  await page.getByRole('textbox', { name: 'Montant (AirPoints)' }).fill('100')
  await page.getByRole('button', { name: 'Transférer' }).click()
  await expect(page).toHaveURL(paths.result.transferSuccess)
})
