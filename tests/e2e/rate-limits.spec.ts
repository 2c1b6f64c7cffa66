import { expect, test } from './helpers/test'
import { inPortal, openFromUserMenu, PLAYERS, signIn } from './helpers/portal'

/** Past a rate limit the page says in French when to try again, and nothing was created. */
test('a game account creation past its limit says when to try again, creating nothing', async ({
  page,
}) => {
  await signIn(page, PLAYERS.nouveau)
  // The dev tools' way in: one creation a minute for this player.
  await inPortal(page, (p) =>
    p.mock.limits.set('gameAccounts', { perPlayer: 1, perIp: 100, windowS: 60 }),
  )
  await openFromUserMenu(page, 'Comptes de jeu')
  const create = page.getByRole('button', { name: 'Créer un compte de jeu' })
  const dialog = page.getByRole('dialog', { name: 'Créer un compte de jeu' })
  const createAccount = async (name: string) => {
    await create.click()
    await dialog.getByLabel('Nom du compte').fill(name)
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('abc123')
    await dialog.getByLabel('Confirmation du mot de passe').fill('abc123')
    await dialog.getByRole('button', { name: 'Créer le compte' }).click()
  }

  await createAccount('limite01')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('rowheader', { name: 'limite01', exact: true })).toBeVisible()

  await createAccount('limite02')
  const notice = dialog.getByRole('alert')
  await expect(notice).toHaveText(
    /^Compte jeu invalideTrop de tentatives\. Réessayez dans (\d+\u00a0secondes?|1\u00a0minute)\.$/,
  )
  // The input is kept for a later try; nothing was created.
  await expect(dialog.getByLabel('Nom du compte')).toHaveValue('limite02')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('rowheader', { name: 'limite02', exact: true })).toHaveCount(0)
  await expect(page.getByRole('rowheader', { name: 'limite01', exact: true })).toBeVisible()
})
