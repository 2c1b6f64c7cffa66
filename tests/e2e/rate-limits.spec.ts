import { expect, test } from './helpers/test'
import { inPortal, openFromUserMenu, PLAYERS, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

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

test('a vote request past its limit says when to try again, storing and leaving nothing', async ({
  page,
}) => {
  await signIn(page, PLAYERS.joueur)
  await page.goto(paths.vote)
  const gtop100 = page.getByRole('article', { name: 'Gtop100' })
  const voteLink = gtop100.getByRole('link', { name: 'Lien de vote Gtop100' })
  await expect(voteLink).toBeVisible()
  // The dev tools' way in, after the last page load: no vote token at all for this player.
  await inPortal(page, (p) =>
    p.mock.limits.set('voteRequest', { perPlayer: 0, perIp: 100, windowS: 60 }),
  )
  const requested = page.waitForResponse((response) => response.url().endsWith('/me/votes/request'))
  await voteLink.click()
  expect((await requested).status()).toBe(429)

  await expect(page.getByRole('alert')).toHaveText(
    /^Vote impossibleTrop de tentatives\. Réessayez dans (\d+\u00a0secondes?|1\u00a0minute)\.$/,
  )
  // Still on the page, the site open for a later try; no token stored, nothing counted.
  expect(new URL(page.url()).pathname).toBe(paths.vote)
  await expect(voteLink).toBeVisible()
  await expect(gtop100).toContainText('Cliquez sur le logo pour voter.')
  expect(await page.evaluate(() => window.localStorage.getItem('airflyff.vote'))).toBeNull()
  await expect(gtop100.locator('dt:text-is("Nombre de votes") + dd')).toHaveText('12')
})
