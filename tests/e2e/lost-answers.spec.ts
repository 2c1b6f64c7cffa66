import { expect, test, type Page } from './helpers/test'
import { formatPoints } from '../../src/shared/text/format'
import { expectNoAxeViolations } from './helpers/axe'
import { PAGE_LOAD, PLAYERS, setFault, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/**
 * A transfer or a claim whose answer is lost on the way back (the embedded backend carries the
 * request out, then drops the connection): the client sends it again with the same idempotency
 * key, so it is applied once; when no answer comes at all, the player is never told that the
 * points were not debited, but sees the balance as the server gives it now.
 */

const balanceLine = (page: Page, points: number) =>
  page.getByText(`Solde : ${formatPoints(points)} AirPoints`)

async function transfer(page: Page, amount: string) {
  await page.goto(paths.transfer)
  await expect(balanceLine(page, 1500)).toBeVisible(PAGE_LOAD)
  await page.getByRole('textbox', { name: 'Montant (AirPoints)' }).fill(amount)
  await page.getByRole('button', { name: 'Transférer' }).click()
}

test.beforeEach(async ({ page }) => {
  await signIn(page, PLAYERS.joueur)
})

test('one answer lost: the retry with the same key gets the first outcome, debited once', async ({
  page,
}) => {
  await setFault(page, 'shop.order', { kind: 'lostAnswer', times: 1 })
  await transfer(page, '100')
  await expect(page).toHaveURL(paths.result.transferSuccess)
  await expect(page.getByRole('heading', { name: 'Transfert effectué !' })).toBeVisible()
  await page.getByRole('link', { name: 'Retour à la boutique' }).click()
  await expect(balanceLine(page, 1400)).toBeVisible()
})

test('every answer lost: « non confirmé » with the balance read again, never « non débités »', async ({
  page,
}) => {
  // Three tries, with their waits, before the outcome is called unknown.
  test.slow()
  await setFault(page, 'shop.order', { kind: 'lostAnswer' })
  await transfer(page, '100')
  await expect(page).toHaveURL(paths.result.transferUnknown)
  await expect(page.getByRole('heading', { name: 'Transfert non confirmé' })).toBeVisible()
  await expect(
    page.getByText(`Votre solde actuel : ${formatPoints(1400)} AirPoints.`),
  ).toBeVisible()
  await expect(page.getByText(/n'ont pas été débités/)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('a claim whose answer is lost is sent again and applied once', async ({ page }) => {
  await setFault(page, 'fidelity.claim', { kind: 'lostAnswer', times: 2 })
  await page.goto(paths.loyalty)
  const toClaim = page.getByRole('list', { name: 'Récompenses à récupérer' })
  await expect(toClaim).toBeVisible(PAGE_LOAD)
  const before = await toClaim.getByRole('listitem').count()
  await toClaim
    .getByRole('button', { name: /^Récupérer : / })
    .first()
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Récupérer' }).click()
  await expect(page).toHaveURL(paths.result.claimSuccess)
  await page.getByRole('link', { name: 'Retour à la fidélité' }).click()
  await expect(
    page.getByRole('list', { name: 'Récompenses à récupérer' }).getByRole('listitem'),
  ).toHaveCount(before - 1)
})
