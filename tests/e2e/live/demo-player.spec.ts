import { expect as baseExpect, test, type Page } from '../helpers/test'
import { passSecondFactor } from '../helpers/second-factor'
import { accountMenu, chooseOption, localDateTime, signIn } from '../helpers/portal'
import { LIVE_API_URL, grantOperator } from '../support/live-stack'
import {
  DEMO_PLAYER,
  balance,
  expect,
  fact,
  gameDeliveries,
  gtop100,
  historyRow,
  historyRows,
  liveJourneys,
  liveStack,
  openProfile,
  register,
  signOut,
  verifyEmail,
} from '../support/live-journeys'
import { paths } from '@/shared/routing/paths'

/**
 * The demo player's and an operator's journeys against the product's API server
 * (support/live-journeys.ts): a transfer, a reward, the history, votes, the ranking, an expired
 * token, and the console of an operator granted with `npm run admin`.
 */
liveJourneys()

test('a demo player transfers AirPoints to a character', async ({ page }) => {
  await register(page, DEMO_PLAYER)
  await verifyEmail(page, DEMO_PLAYER.email)
  const before = await balance(page)
  baseExpect(before).toBeGreaterThanOrEqual(100)

  await page.goto(paths.transfer)
  await expect(page.getByRole('heading', { name: 'Transférer mes AirPoints' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Compte de jeu' }).click()
  await page.getByRole('option', { name: 'heros01' }).click()
  await page.getByRole('combobox', { name: 'Personnage' }).click()
  await page.getByRole('option', { name: 'Brakkar' }).click()
  await page.getByRole('textbox', { name: 'Montant (AirPoints)' }).fill('100')
  await page.getByRole('button', { name: 'Transférer' }).click()
  await expect(page).toHaveURL(paths.result.transferSuccess)
  await expect(page.getByRole('heading', { name: 'Transfert effectué !' })).toBeVisible()
  // The queue sends it to the game: one row in the game's delivery table, 100 AirPoints items.
  await expect(
    page.getByText('Envoyé\u00a0: disponible à la prochaine connexion de Brakkar'),
  ).toBeVisible({
    timeout: 20_000,
  })
  baseExpect(await gameDeliveries(2)).toEqual([{ item_count: 100, item_flag: 0 }])
  await expect.poll(() => balance(page)).toBe(before - 100)
})

test('the demo player claims a loyalty reward', async ({ page }) => {
  await signIn(page, DEMO_PLAYER)
  await page.goto(paths.loyalty)
  await expect(page.getByRole('heading', { level: 1, name: 'Fidélité' })).toBeVisible()
  const toClaim = page.getByRole('list', { name: 'Récompenses à récupérer' })
  await expect(toClaim.getByRole('listitem').first()).toBeVisible()
  const count = await toClaim.getByRole('listitem').count()
  await toClaim
    .getByRole('button', { name: /^Récupérer/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Récupérer une récompense' })
  await dialog.getByRole('combobox', { name: 'Compte de jeu' }).click()
  await dialog.getByRole('option', { name: /heros02/ }).click()
  await expect(dialog.getByRole('combobox', { name: 'Personnage' })).toHaveText(/Cyrene/)
  await dialog.getByRole('button', { name: 'Récupérer', exact: true }).click()
  await expect(page).toHaveURL(paths.result.claimSuccess)
  await expect(page.getByRole('heading', { name: 'Récupération effectuée !' })).toBeVisible()
  await expect(
    page.getByText('Envoyé\u00a0: disponible à la prochaine connexion de Cyrene'),
  ).toBeVisible({
    timeout: 20_000,
  })
  baseExpect(await gameDeliveries(3)).toEqual([{ item_count: 1, item_flag: 0 }])
  await page.getByRole('link', { name: 'Retour à la fidélité' }).click()
  await expect(toClaim.getByRole('listitem')).toHaveCount(count - 1)
})

test('the demo player finds the claim, the transfer and the demo past in the history', async ({
  page,
}) => {
  await signIn(page, DEMO_PLAYER)
  await page.goto(paths.history)
  const rows = historyRows(page)
  await expect(rows).toHaveCount(20)
  await expect(rows.first().getByRole('rowheader')).toHaveText(/^Récompense de fidélité\s: /)
  await expect(rows.first()).toContainText('pour Cyrene')
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Transfert vers Brakkar')
  await expect(rows.nth(1)).toContainText('−100')
  // The demo's past, handed over with the email: a refund and what it could not take back, a
  // dispute won, the older claim (under review) still with its delivery.
  await expect(
    historyRow(page, /^Achat du pack Héros/).getByRole('cell', { name: 'remboursé', exact: true }),
  ).toBeVisible()
  await expect(historyRow(page, /^Points non récupérés/)).toContainText('100 AirPoints')
  await expect(historyRow(page, /^Litige gagné/)).toContainText('+100')
  const older = historyRow(page, /^Récompense de fidélité : Coffre de fidélité Bronze/).last()
  await expect(older).toContainText("en cours d'examen")
  await expect(older).toContainText('Reçu en jeu')
  await page.getByRole('button', { name: 'Voir plus' }).click()
  await expect(rows.last().getByRole('rowheader')).toHaveText(/^Achat du pack Légende/)
})

/** Signed in on /vote, the demo player leaves for Gtop100 and stays there 20 s of the server's time. */
async function voteOnGtop100(page: Page) {
  gtop100.pingbacks = []
  await signIn(page, DEMO_PLAYER)
  await page.goto(paths.vote)
  await expect(page.getByRole('heading', { level: 1, name: 'Voter pour le serveur' })).toBeVisible()
  const card = page.getByRole('article', { name: 'Gtop100' })
  const votes = card.locator('dt:text-is("Nombre de votes") + dd')
  const before = Number(await votes.innerText())
  // The page's clock: the stored vote time and the return are read from it.
  const start = Date.now()
  await page.clock.setFixedTime(start)
  await card.getByRole('link', { name: 'Lien de vote Gtop100' }).click()
  // The vote link carries the vote's reference, which the site's pingback sends back.
  await expect(page).toHaveURL(/^https:\/\/gtop100\.com\/Flyff\/server-airflyff\?pingUsername=\w+$/)
  await expect(page.getByRole('heading', { name: 'Merci pour votre vote' })).toBeVisible()
  baseExpect(gtop100.pingbacks).toEqual([200])
  // The server keeps its own time: the player really stays 20 s on the voting site.
  await page.waitForTimeout(20_500)
  await page.clock.setFixedTime(start + 21_000)
  return { card, votes, before }
}

test('a vote Gtop100 refused: back after 20 s, the notice says it is not confirmed and nothing counts', async ({
  page,
}) => {
  test.slow(true, 'the server counts 20 s of its own time between the token and the return')
  gtop100.refuses = true
  try {
    const { card, votes, before } = await voteOnGtop100(page)
    const validated = page.waitForResponse((r) => r.url().endsWith('/me/votes/validate'))
    await page.goto(paths.home)
    baseExpect((await validated).status()).toBe(202)
    await expect(page.getByRole('alert')).toContainText(
      'Vote non confirmé par le site : réessayez dans quelques minutes',
    )
    await expect(page.getByRole('status').filter({ hasText: 'Vote comptabilisé' })).toHaveCount(0)
    await page.goto(paths.vote)
    await expect(votes).toHaveText(String(before))
    await expect(card.getByRole('link', { name: 'Lien de vote Gtop100' })).toBeVisible()
  } finally {
    gtop100.refuses = false
  }
})

test('the demo player votes, Gtop100 confirms it, back after 20 s the vote counts', async ({
  page,
}) => {
  test.slow(true, 'the server counts 20 s of its own time between the token and the return')
  const { card, votes, before } = await voteOnGtop100(page)
  const validated = page.waitForResponse((r) => r.url().endsWith('/me/votes/validate'))
  await page.goto(paths.home)
  baseExpect((await validated).status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: 'Vote comptabilisé' })).toBeVisible()
  await page.goto(paths.vote)
  await expect(votes).toHaveText(String(before + 1))
  await expect(card.getByRole('link', { name: 'Lien de vote Gtop100' })).toHaveCount(0)
})

test('anyone reads the ranking from the server', async ({ page }) => {
  await page.goto(paths.ranking)
  const table = page.getByRole('table')
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  await expect(table).toContainText('Aelis')
  baseExpect(await table.getByRole('row').count()).toBeGreaterThan(5)
})

test('an expired token is refreshed once and the request goes through', async ({ page }) => {
  await signIn(page, DEMO_PLAYER)
  const statuses: number[] = []
  let refreshes = 0
  page.on('request', (request) => {
    if (request.url().includes('securetoken.googleapis.com/v1/token')) refreshes += 1
  })
  let expired = false
  await page.route(`${LIVE_API_URL}${paths.profile}`, async (route) => {
    const headers = route.request().headers()
    if (!expired && headers.authorization) {
      // The first call carries the same token, expired an hour ago.
      expired = true
      headers.authorization = `Bearer ${expiredCopy(headers.authorization.slice(7))}`
    }
    const response = await route.fetch({ headers })
    statuses.push(response.status())
    await route.fulfill({ response })
  })
  refreshes = 0
  await openProfile(page)
  await expect(fact(page, 'AirPoints')).toHaveText(/AirPoints$/)
  baseExpect(statuses.slice(0, 2)).toEqual([401, 200])
  baseExpect(refreshes).toBe(1)
  await expect(accountMenu(page)).toBeVisible()
})

test('an operator granted with npm run admin runs the console: a promotion, a reward, a credit', async ({
  page,
}) => {
  test.slow(true, "the promotion starts at the next minute of the server's own clock")
  const OPERATOR = { email: 'operatrice@portail.test', password: 'Operatrice1' }
  const REASON = 'Geste commercial après la panne du 12'
  const DESCRIPTION = 'Le coffre Or offert au palier Bronze, ce mois-ci seulement.'
  const nav = () => page.getByRole('navigation', { name: 'Administration' })

  // A player of the portal first: no « Administration », the console refused.
  await register(page, OPERATOR)
  await accountMenu(page).click()
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.goto(paths.admin.players)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Page réservée aux opérateurs' }),
  ).toBeVisible()

  // Granted, then signed in again: the claim is in the new token.
  await grantOperator(OPERATOR.email)
  await signOut(page)
  await signIn(page, OPERATOR)
  await accountMenu(page).click()
  await page.getByRole('menuitem', { name: 'Administration' }).click()
  await expect(page).toHaveURL(paths.admin.players)
  await passSecondFactor(page, OPERATOR.email)
  await expect(page.getByRole('heading', { level: 1, name: 'Joueurs' })).toBeVisible()

  // A promotion from the next minute on (the server's clock decides when it runs).
  let start = Math.ceil(Date.now() / 60_000) * 60_000
  if (start - Date.now() < 5_000) start += 60_000
  await nav().getByRole('link', { name: 'Promotions' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible()
  await page.getByRole('button', { name: 'Programmer une promotion' }).click()
  const schedule = page.getByRole('dialog', { name: 'Programmer une promotion' })
  await schedule.getByLabel('Début').fill(await localDateTime(page, { at: start }))
  await schedule.getByLabel('Fin').fill(await localDateTime(page, { at: start + 2 * 3_600_000 }))
  await schedule.getByLabel('Multiplicateur (1,01 à 3)').fill('1,4')
  await schedule.getByLabel('Raison (inscrite au journal)').fill('Soirée double')
  await schedule.getByRole('button', { name: 'Confirmer' }).click()
  await expect(page.getByText('Promotion programmée.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: '+40\u00a0% offerts' })).toContainText(
    'à venir',
  )

  // This month's Bronze reward, then the loyalty page lists it.
  await nav().getByRole('link', { name: 'Récompenses' }).click()
  await page.getByRole('button', { name: 'Changer la récompense Bronze' }).click()
  const reward = page.getByRole('dialog', { name: 'Récompense du palier Bronze' })
  await chooseOption(page, 'Objet du catalogue', 'Coffre de fidélité Or')
  await reward.getByLabel('Description (facultative)').fill(DESCRIPTION)
  await reward.getByLabel('Raison (inscrite au journal)').fill('Événement du mois')
  await reward.getByRole('button', { name: 'Confirmer' }).click()
  await expect(reward).toBeHidden()
  await page.goto(paths.publicLoyalty)
  const bronze = page.locator('section[data-stage="Bronze"]')
  await expect(bronze).toContainText('Coffre de fidélité Or')
  await expect(bronze).toContainText(DESCRIPTION)

  // The demo player found by email, credited 100 AirPoints with a reason.
  await page.goto(paths.admin.players)
  await page.getByLabel('E-mail, identifiant, compte de jeu ou personnage').fill('joueur@portail')
  await page.getByRole('button', { name: 'Rechercher' }).click()
  await page
    .getByRole('table', { name: 'Joueurs trouvés' })
    .getByRole('link', { name: DEMO_PLAYER.email })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Joueur' })).toBeVisible()
  const shown = page.getByTestId('admin-balance')
  await expect(shown).toHaveText(/\d/)
  const before = Number((await shown.innerText()).replace(/\D/g, ''))
  await page.getByRole('button', { name: 'Créditer', exact: true }).click()
  const credit = page.getByRole('dialog', { name: 'Créditer des AirPoints' })
  await credit.getByLabel("Nombre d'AirPoints").fill('100')
  await credit.getByLabel(/^Raison/).fill(REASON)
  await credit.getByRole('button', { name: 'Confirmer' }).click()
  await expect(page.getByText('100 AirPoints crédités.')).toBeVisible()
  await expect
    .poll(async () => Number((await shown.innerText()).replace(/\D/g, '')))
    .toBe(before + 100)
  await expect(
    page
      .getByRole('table', { name: 'Historique du joueur' })
      .getByRole('row', { name: /AirPoints ajoutés par l'équipe — \+100 AirPoints/ }),
  ).toBeVisible()
  baseExpect(
    await liveStack().query<{ delta: number }>(
      `select l.delta from ledger l join profiles p on p.uid = l.uid
        where p.email = $1 and l.kind = 'admin-credit'`,
      [DEMO_PLAYER.email],
    ),
  ).toEqual([{ delta: 100 }])

  // The audit log names the operator, the player, the action, the reason and its result.
  await nav().getByRole('link', { name: 'Journal des actions' }).click()
  const entry = page
    .getByRole('table', { name: /Actions des opérateurs/ })
    .getByRole('row')
    .filter({ hasText: REASON })
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText(OPERATOR.email)
  await expect(entry).toContainText('AirPoints crédités (100)')
  await expect(entry).toContainText('appliquée')

  // Once the server's clock reaches its start, the top-up page shows the promotion.
  await page.waitForTimeout(Math.max(0, start - Date.now() + 1_000))
  await page.goto(paths.topUp)
  await expect(page.getByText('Promotion en cours')).toContainText('+40\u00a0% offerts')
})

/** The emulator's unsigned token with its times moved an hour back (what the API sees expire). */
function expiredCopy(token: string): string {
  const [header, payload] = token.split('.')
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
    string,
    number
  >
  const hourAgo = Math.floor(Date.now() / 1000) - 3600
  const moved = { ...claims, iat: hourAgo - 60, auth_time: hourAgo - 60, exp: hourAgo }
  return `${header}.${Buffer.from(JSON.stringify(moved)).toString('base64url')}.`
}
