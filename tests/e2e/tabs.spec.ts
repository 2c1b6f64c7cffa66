import { expect, test, type Page } from './helpers/test'
import { PAGE_LOAD, PLAYERS, signIn } from './helpers/portal'

/**
 * Two tabs of the mock portal share one stored database: the embedded backend
 * takes a Web Lock across tabs and loads the other tab's writes before each
 * change, so transferring the whole balance from both tabs at once succeeds once.
 */

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Montant (AirPoints)' })
const submit = (page: Page) => page.getByRole('button', { name: 'Transférer' })

async function openTransfer(page: Page) {
  await page.goto('/shop-items')
  await expect(page.getByRole('heading', { name: 'Transférer mes AirPoints' })).toBeVisible(
    PAGE_LOAD,
  )
  await expect(page.getByText('Solde : 1 500 AirPoints')).toBeVisible(PAGE_LOAD)
}

test('two tabs transferring the whole balance at once cannot overdraw', async ({ context }) => {
  test.setTimeout(120_000)
  const first = await context.newPage()
  await signIn(first, PLAYERS.joueur)
  const second = await context.newPage()
  await openTransfer(first)
  await openTransfer(second)
  await amountField(first).fill('1500')
  await amountField(second).fill('1500')

  await Promise.all([submit(first).click(), submit(second).click()])
  await expect(first).toHaveURL(/\/shop-transfer-(success|failure)$/)
  await expect(second).toHaveURL(/\/shop-transfer-(success|failure)$/)
  const outcomes = [new URL(first.url()).pathname, new URL(second.url()).pathname].sort()
  expect(outcomes).toEqual(['/shop-transfer-failure', '/shop-transfer-success'])

  // Both tabs read the same balance: 0, never below.
  for (const page of [first, second]) {
    await page.goto('/shop-items')
    await expect(
      page.getByText(/Vous n'avez aucun AirPoint à transférer pour le moment\./),
    ).toBeVisible(PAGE_LOAD)
  }
})
