import { expect as baseExpect, test } from '../helpers/test'
import { signIn } from '../helpers/portal'
import { watchPolicies } from '../helpers/policies'
import { accountMenu } from '../helpers/portal'
import { LIVE_APP_URL, deleteEmulatorUser, lastEmailLink } from '../support/live-stack'
import {
  NEW_PLAYER,
  balance,
  buyPack,
  connexion,
  createGameAccount,
  expect,
  fact,
  fillTransfer,
  gameDeliveries,
  gameHash,
  gamePassword,
  historyRow,
  historyRows,
  linkGameAccount,
  liveJourneys,
  liveStack,
  openCheckout,
  openProfile,
  register,
  signOut,
  verifyEmail,
} from '../support/live-journeys'
import { paths } from '@/shared/routing/paths'
import { TRANSFER_CONSENT } from '@contract/rules'

/**
 * A new player's journeys against the product's API server (support/live-journeys.ts): sign-up,
 * reset, a game account, a top-up, a transfer, the history, a revoked session, closing the account.
 */
liveJourneys()

test('a new player signs up, verifies the email with the emulator link, signs out and in', async ({
  page,
}) => {
  await register(page, NEW_PLAYER)
  // The live build says nothing of a demo.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).not.toContainText(
    'Démo',
  )
  await verifyEmail(page, NEW_PLAYER.email)
  await signOut(page)
  await signIn(page, NEW_PLAYER)
  await expect(accountMenu(page)).toBeVisible()
  await expect(await balance(page)).toBe(0)
})

test('password reset: the same green notice for a known and an unknown address, a link for the known one', async ({
  page,
}) => {
  for (const address of [NEW_PLAYER.email, 'inconnu@portail.test']) {
    await page.goto(paths.resetPassword)
    await page.getByLabel('Adresse e-mail').fill(address)
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
    await expect(page.getByRole('status')).toContainText('si toutefois un compte existe')
    await expect(page.getByRole('alert')).toHaveCount(0)
  }
  baseExpect(await lastEmailLink(NEW_PLAYER.email, 'PASSWORD_RESET')).toContain('resetPassword')
  await expect(lastEmailLink('inconnu@portail.test', 'PASSWORD_RESET')).rejects.toThrow()
})

test('the new player creates a game account and changes its password', async ({ page }) => {
  await signIn(page, NEW_PLAYER)
  await page.goto(paths.accounts)
  await expect(page.getByRole('heading', { level: 1, name: 'Comptes de jeu' })).toBeVisible()
  await createGameAccount(page, 'nouvelle01', 'Secret123')
  // In the game's account table, with the game's password: md5(salt + password), lowercase hex.
  baseExpect(await gamePassword('nouvelle01')).toBe(gameHash('Secret123'))

  await page.getByRole('button', { name: 'Détails du compte nouvelle01' }).click()
  const edit = page.getByRole('dialog', { name: 'Compte nouvelle01' })
  await edit.getByLabel('Mot de passe actuel').fill('Secret123')
  await edit.getByLabel('Nouveau mot de passe').fill('Nouveau42')
  await edit.getByLabel('Confirmation du mot de passe').fill('Nouveau42')
  await edit.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await expect(page.getByRole('status')).toContainText('nouvelle01')
  await expect(edit).toBeHidden()
  baseExpect(await gamePassword('nouvelle01')).toBe(gameHash('Nouveau42'))
})

test('the new player tops up: back from Stripe credits nothing; paying, the signed webhook credits once', async ({
  page,
}) => {
  await signIn(page, NEW_PLAYER)
  const before = await balance(page)
  await page.goto(paths.topUp)
  const packs = page.getByRole('list', { name: "Packs d'AirPoints" })
  await expect(packs.getByRole('listitem')).toHaveCount(5)
  // Back from Stripe without paying: the failure page, nothing credited.
  await openCheckout(page, 'Aventurier')
  await page.getByRole('link', { name: 'Retour' }).click()
  await expect(page).toHaveURL(paths.result.topUpFailure)
  await expect(page.getByRole('heading', { name: 'Rechargement annulé...' })).toBeVisible()
  await expect.poll(() => balance(page)).toBe(before)

  await buyPack(page, 'Aventurier', 'price_e2e_aventurier')
  baseExpect(liveStack().stripe.deliveries.at(-1)).toMatchObject({ status: 200 })
  baseExpect(JSON.parse(liveStack().stripe.deliveries.at(-1)?.body ?? '{}')).toMatchObject({
    credited: 100,
  })
  await expect.poll(() => balance(page)).toBe(before + 100)
  // The confirmation on a durable medium: through the job queue to the SMTP stand-in.
  const confirmation = () =>
    liveStack().smtp.mails.find((mail) => mail.to.includes(NEW_PLAYER.email))
  await expect.poll(confirmation, { timeout: 30_000 }).toBeTruthy()
  baseExpect(confirmation()?.decoded).toContain(`${paths.withdrawal}?achat=cs_test_e2e_`)
  baseExpect(confirmation()?.decoded).toContain('Formulaire de rétractation')
  baseExpect(confirmation()?.raw).toMatch(/filename=recu-\d{6}\.txt/)
})

test('the new player links an account the game already has and transfers to its character', async ({
  page,
}) => {
  await signIn(page, NEW_PLAYER)
  await page.goto(paths.accounts)
  await linkGameAccount(page, 'classe04', 'classe04pass')

  // Its character is the game's (Drakhan, id 4): the new player sends it what the top-up gave.
  const before = await balance(page)
  baseExpect(before).toBeGreaterThanOrEqual(30)
  await fillTransfer(page, { account: 'classe04', character: 'Drakhan' }, '30')
  // Points bought minutes ago: the unticked consent box (docs/decisions/063), ticked.
  const consent = page.getByRole('checkbox', { name: TRANSFER_CONSENT.wording })
  await expect(consent).not.toBeChecked()
  await page.getByText(TRANSFER_CONSENT.wording).click()
  await page.getByRole('button', { name: 'Transférer' }).click()
  await expect(page).toHaveURL(paths.result.transferSuccess)
  await expect(
    page.getByText('Envoyé\u00a0: disponible à la prochaine connexion de Drakhan'),
  ).toBeVisible()
  baseExpect(await gameDeliveries(4)).toEqual([{ item_count: 30, item_flag: 0 }])
})

test('the new player finds the purchase and the transfer in the history', async ({ page }) => {
  await signIn(page, NEW_PLAYER)
  await page.goto(paths.history)
  await expect(page.getByRole('heading', { level: 1, name: 'Historique' })).toBeVisible()
  // Newest first; the checkout left without paying recorded nothing.
  await expect(historyRows(page).getByRole('rowheader')).toHaveText([
    'Transfert vers Drakhan',
    /^Achat du pack Aventurier/,
  ])
  const transfer = historyRow(page, 'Transfert vers Drakhan')
  await expect(transfer).toContainText('−30')
  await expect(transfer).toContainText(
    'Envoyé\u00a0: disponible à la prochaine connexion de Drakhan',
  )
  const purchase = historyRow(page, /^Achat du pack Aventurier/)
  await expect(purchase).toContainText('+100')
  await expect(purchase.getByRole('cell', { name: 'payé', exact: true })).toBeVisible()
})

test('a revoked session is signed out at its next call', async ({ page }) => {
  await signIn(page, NEW_PLAYER)
  await openProfile(page)
  // Every read of the profile page done (its deliveries last), before the session is revoked.
  await expect(page.getByRole('region', { name: 'Mes livraisons' })).toContainText('Drakhan')
  await deleteEmulatorUser(NEW_PLAYER.email)
  await page.getByRole('link', { name: /comptes? de jeu/ }).click()
  await expect(connexion(page)).toBeVisible()
  await expect(accountMenu(page)).toHaveCount(0)
})

test("a player's page written at build time: blank for a visitor, its frame before the app for a stored session, home once that session proves over", async ({
  browser,
  page,
}) => {
  // The HTML alone, the app's code refused: a context of its own, whose pages do not wait for
  // the app (helpers/test.ts), under the same security policy.
  const htmlOnly = await browser.newContext({ baseURL: LIVE_APP_URL })
  const refused = await watchPolicies(htmlOnly)
  await htmlOnly.route('**/assets/**/*.js', (route) => route.abort())
  const bare = await htmlOnly.newPage()
  // In the HTML, but not shown (nor in the accessibility tree) to a visitor.
  const frameHeading = bare.locator('main h1')
  await bare.goto(paths.loyalty)
  await expect(frameHeading).toHaveText('Fidélité')
  await expect(frameHeading).toBeHidden()
  await expect(bare.getByRole('heading', { level: 1 })).toHaveCount(0)
  // A session stored by Firebase (a player back on the site): the frame shows before the app.
  await bare.evaluate(() =>
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"parti"}'),
  )
  await bare.reload()
  await expect(frameHeading).toBeVisible()
  await expect(bare.getByRole('main')).toContainText('Chaque mois, vos achats')
  await htmlOnly.close()
  baseExpect(refused, 'security policy violations of the HTML alone').toEqual([])

  // With the app: a stored session Firebase does not restore, so the page leaves for home.
  await page.goto(paths.home)
  await page.evaluate(() =>
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"parti"}'),
  )
  await page.goto(paths.loyalty)
  await expect(page).toHaveURL(paths.home)
  await expect(connexion(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Fidélité' })).toHaveCount(0)
})

test('a new player closes the account: signed out, and the same address signs up anew to an empty profile', async ({
  page,
}) => {
  const leaving = { email: 'partant@portail.test', password: 'Partant123' }
  await register(page, leaving)
  await page.goto(paths.accounts)
  await createGameAccount(page, 'partant01', 'Secret123')

  await openProfile(page)
  await expect(fact(page, 'Comptes de jeu')).toHaveText('1 compte de jeu')
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' })
  await dialog.getByLabel('Mot de passe du portail').fill(leaving.password)
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click()
  await expect(page).toHaveURL(paths.result.accountDeleted)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre compte a été supprimé' }),
  ).toBeVisible()
  await expect(connexion(page)).toBeVisible()
  await expect(accountMenu(page)).toHaveCount(0)
  // Gone from the database, the game account kept by the game.
  baseExpect(
    await liveStack().query('select uid from profiles where email = $1', [leaving.email]),
  ).toEqual([])
  baseExpect(await gamePassword('partant01')).toBe(gameHash('Secret123'))

  // The identity is gone: the old password opens nothing; the address signs up anew.
  await signIn(page, leaving, { until: 'sent' })
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(accountMenu(page)).toHaveCount(0)
  await register(page, leaving)
  await expect(await balance(page)).toBe(0)
  await expect(fact(page, 'Comptes de jeu')).toHaveText('0 compte de jeu')
})
