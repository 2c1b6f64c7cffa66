import { TRANSFER_CONSENT } from '@contract/rules'
import { paths } from '@/shared/routing/paths'
import { expect, test } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { inPortal, openFromNav, PLAYERS, signIn } from './helpers/portal'

/**
 * Offline: buy a pack, transfer part of it after the consent (refused without it), withdraw the
 * rest with « Renoncer au contrat ici » then « Confirmer la rétractation » (docs/decisions/063).
 */
test('buy, transfer with the consent, withdraw the rest', async ({ page }) => {
  test.slow(true, 'a payment, a transfer, a withdrawal and axe scans')
  await signIn(page, PLAYERS.joueur)
  await openFromNav(page, 'Rechargement')
  await page.getByRole('button', { name: 'Acheter le pack Débutant' }).click()
  await expect(page.getByRole('button', { name: 'Payer' })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Payer' }).click()
  await expect(page).toHaveURL(paths.result.topUpSuccess)
  // The confirmation with its receipt, in the offline mailbox's portal e-mails.
  const portalMails = page.getByRole('list', { name: 'E-mails du portail' })
  await page.goto(paths.mock.mailbox)
  await expect(
    portalMails.getByRole('article', { name: /^Confirmation de votre achat\s:\sPack Débutant/ }),
  ).toBeVisible()

  // 1 500 old points and 50 new: 1 520 uses 20 of the new ones.
  await openFromNav(page, 'Boutique')
  const amount = page.getByRole('textbox', { name: 'Montant (AirPoints)' })
  await amount.fill('1520')
  const consent = page.getByRole('checkbox', { name: TRANSFER_CONSENT.wording })
  await expect(consent).not.toBeChecked()
  await page.getByRole('button', { name: 'Transférer' }).click()
  await expect(page.getByText('Transfert invalide')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByText(TRANSFER_CONSENT.wording).click()
  await expect(consent).toBeChecked()
  await page.getByRole('button', { name: 'Transférer' }).click()
  await expect(page).toHaveURL(paths.result.transferSuccess)
  expect(await inPortal(page, (p) => p.mock.db.count('transferConsents'))).toBe(1)

  await page.goto(paths.history)
  await page.getByRole('link', { name: 'Renoncer au contrat ici' }).first().click()
  await expect(page.getByText(/30\sAirPoints non transférés, soit 2,99\s€/).first()).toBeVisible()
  await page.getByRole('textbox', { name: 'Nom' }).fill('Jean Joueur')
  await page.getByRole('button', { name: 'Renoncer au contrat ici' }).click()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click()
  await expect(page.getByText('Rétractation enregistrée')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto(paths.history)
  await expect(
    page.getByText(/Rétractation du .*30\sAirPoints repris, 2,99\s€ remboursés/),
  ).toBeVisible()
  await page.goto(paths.mock.mailbox)
  await expect(
    portalMails.getByRole('article', { name: 'Accusé de réception de votre rétractation' }),
  ).toBeVisible()
})
