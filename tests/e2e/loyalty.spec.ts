import { expect, test, type Locator, type Page } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { chooseOption, inPortal, PAGE_LOAD, PLAYERS, signIn } from './helpers/portal'
import { claimButton, openLoyalty, steps } from './helpers/loyalty'
import { paths } from '@/shared/routing/paths'

/** The loyalty page (/me/fidelity), its claim dialog and the public reward list, in mock mode. */

const step = (page: Page, stage: string) => steps(page).locator(`li[data-stage="${stage}"]`)
const connectorOf = (page: Page, stage: string) => step(page, stage).locator('[data-connector]')
const toClaim = (page: Page) => page.getByRole('list', { name: 'Récompenses à récupérer' })
const monthPoints = (page: Page) => page.getByTestId('month-points')

async function expectReached(page: Page, reached: Record<string, boolean>) {
  for (const [stage, value] of Object.entries(reached)) {
    await expect(step(page, stage)).toHaveAttribute('data-reached', String(value))
  }
}

async function expectConnector(page: Page, from: string, state: string, text: RegExp) {
  const connector: Locator = connectorOf(page, from)
  await expect(connector).toHaveAttribute('data-connector', state)
  await expect(connector).toHaveText(text)
}

/** Buys a pack through the top-up page and the mock payment page, as a player would. */
async function buyPackOnShop(page: Page, title: string) {
  await page.goto(paths.topUp)
  await page.getByRole('button', { name: `Acheter le pack ${title}` }).click(PAGE_LOAD)
  await expect(page).toHaveURL(/\/__mock\/checkout\/cs_mock_\w+$/, PAGE_LOAD)
  await page.getByRole('button', { name: 'Payer' }).click()
  await expect(page).toHaveURL(paths.result.topUpSuccess, PAGE_LOAD)
}

/** Opens a checkout session for a pack and pays it on the mock payment side (set-up only). */
async function buyPackThroughApi(page: Page, priceId: string) {
  const paid = await inPortal(
    page,
    async (p, price) => {
      const session = await p.api.shop.checkout({ body: { priceId: price } })
      if (session.status !== 201) return { ok: false }
      return p.mock.checkout.pay(session.body.url.split('/').pop() ?? '')
    },
    priceId,
  )
  expect(paid.ok).toBe(true)
}

test('joueur: stages and connectors, a claim onto Cyrene chosen with the mouse, refused twice, then Gold after Légende', async ({
  page,
}) => {
  test.setTimeout(120_000) // a whole journey: sign-in, claim, result page, top-up, page loads
  await signIn(page, PLAYERS.joueur)
  await openLoyalty(page)

  await expect(monthPoints(page)).toHaveText(/^1\s150$/)
  await expectReached(page, { Bronze: true, Argent: true, Or: false, Platine: false })
  await expectConnector(page, 'Bronze', 'full', /vers le palier Argent\s: complète/)
  await expectConnector(page, 'Argent', 'half', /vers le palier Or\s: à moitié/)
  await expectConnector(page, 'Or', 'empty', /vers le palier Platine\s: vide/)
  await expect(step(page, 'Diamant').locator('[data-connector]')).toHaveCount(0)
  await expect(
    page.getByRole('link', { name: 'Rechargement', exact: true }).last(),
  ).toHaveAttribute('href', paths.topUp)

  // Every possible reward, by stage, with its item's name, description and icon.
  const bronzeGroup = page.getByRole('region', { name: 'Palier Bronze' })
  await expect(bronzeGroup).toContainText('Coffre de fidélité Bronze')
  await expect(bronzeGroup).toContainText('ayant atteint le palier Bronze')
  await expect(
    bronzeGroup.getByTestId('reward-icon').locator('svg[aria-hidden="true"]'),
  ).toHaveCount(1)

  await expect(toClaim(page).getByRole('listitem')).toHaveCount(2)
  // Each reward's name is a heading right below its section's (h2, then h3: no level skipped).
  await expect(
    toClaim(page).getByRole('heading', { level: 3, name: 'Coffre de fidélité Bronze' }),
  ).toBeVisible()
  await claimButton(page, 'Coffre de fidélité Bronze').click()
  const dialog = page.getByRole('dialog', { name: 'Récupérer une récompense' })
  await expect(dialog.getByRole('combobox', { name: 'Compte de jeu' })).toHaveText(/heros01/)
  await expect(dialog.getByRole('combobox', { name: 'Personnage' })).toHaveText(/Aelis/)
  await expectNoAxeViolations(page, '/me/fidelity with the claim dialog open')

  // The choosers work with the mouse inside the dialog: another account resets the character.
  const accountField = dialog.getByRole('combobox', { name: 'Compte de jeu' })
  await accountField.click()
  const options = dialog.getByRole('option')
  await expect(options).toHaveText([/heros01/, /heros02/])
  await expectNoAxeViolations(page, '/me/fidelity with the account chooser open')
  await dialog.getByRole('option', { name: /heros02/ }).click()
  await expect(accountField).toHaveText(/heros02/)
  await expect(dialog.getByRole('combobox', { name: 'Personnage' })).toHaveText(/Cyrene/)
  await expect(dialog).toBeVisible()

  const claimRequest = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().endsWith(`${paths.loyalty}/rewards/claim`),
  )
  await dialog.getByRole('button', { name: 'Récupérer', exact: true }).click()
  expect((await claimRequest).postDataJSON()).toMatchObject({ accountId: 2, characterId: 3 })

  await expect(page).toHaveURL(paths.result.claimSuccess)
  await expect(page.getByRole('heading', { name: 'Récupération effectuée !' })).toBeVisible()
  await page.getByRole('link', { name: 'Retour à la fidélité' }).click()
  await expect(toClaim(page).getByRole('listitem')).toHaveCount(1)
  await expect(claimButton(page, 'Coffre de fidélité Argent')).toBeVisible()
  await expect(claimButton(page, 'Coffre de fidélité Bronze')).toHaveCount(0)
  await expect(bronzeGroup).toContainText('Récupérée ce mois-ci')

  // The same reward once more, straight through the API: refused.
  const again = await inPortal(page, async (p) => {
    const rewards = await p.api.fidelity.rewards()
    const bronze = rewards.status === 200 ? rewards.body.find((r) => r.stageId === 1) : undefined
    const answer = await p.api.fidelity.claim({
      body: { accountId: 1, characterId: 1, rewardId: bronze?.id ?? 0 },
    })
    return { status: answer.status }
  })
  expect(again.status).toBe(409)

  // Légende (1100 points): 1150 + 1100 = 2250 this month, Gold is reached.
  await buyPackOnShop(page, 'Légende')
  await openLoyalty(page)
  await expect(monthPoints(page)).toHaveText(/^2\s250$/)
  await expectReached(page, { Bronze: true, Argent: true, Or: true, Platine: false })
  await expectConnector(page, 'Argent', 'full', /vers le palier Or\s: complète/)
  await expectConnector(page, 'Or', 'half', /vers le palier Platine\s: à moitié/)
  await expect(claimButton(page, 'Coffre de fidélité Or')).toBeVisible()
})

test('each opening of the claim dialog starts afresh, for the reward it was opened for', async ({
  page,
}) => {
  test.setTimeout(90_000) // sign-in, page load, two openings, a claim, the result page
  await signIn(page, PLAYERS.joueur)
  await openLoyalty(page)
  const dialog = page.getByRole('dialog', { name: 'Récupérer une récompense' })
  const account = dialog.getByRole('combobox', { name: 'Compte de jeu' })
  const character = dialog.getByRole('combobox', { name: 'Personnage' })

  // Closed, the dialog is nowhere to be found, even once the browser had time to prepare it.
  await expect(toClaim(page).getByRole('listitem')).toHaveCount(2)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('combobox')).toHaveCount(0)

  // Bronze: another account and character chosen, then « Annuler ».
  await claimButton(page, 'Coffre de fidélité Bronze').click()
  await expect(dialog).toContainText('Coffre de fidélité Bronze, palier Bronze')
  await chooseOption(page, 'Compte de jeu', 'heros02')
  await expect(character).toHaveText('Cyrene')
  await dialog.getByRole('button', { name: 'Annuler' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(claimButton(page, 'Coffre de fidélité Bronze')).toBeFocused()

  // Argent: the first account and its first character again, and Argent is what is claimed.
  await claimButton(page, 'Coffre de fidélité Argent').click()
  await expect(dialog).toContainText('Coffre de fidélité Argent, palier Argent')
  await expect(dialog).not.toContainText('Bronze')
  await expect(account).toHaveText('heros01')
  await expect(character).toHaveText('Aelis')
  const rewards = await inPortal(page, async (p) => {
    const answer = await p.api.fidelity.rewards()
    return answer.status === 200 ? answer.body : []
  })
  const argent = rewards.find((reward) => reward.stageId === 2)
  const claimRequest = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().endsWith(`${paths.loyalty}/rewards/claim`),
  )
  await dialog.getByRole('button', { name: 'Récupérer', exact: true }).click()
  expect((await claimRequest).postDataJSON()).toEqual({
    accountId: 1,
    characterId: 1,
    rewardId: argent?.id,
  })
  await expect(page).toHaveURL(paths.result.claimSuccess)
})

test('nouveau: nothing reached, nothing to claim; with a stage but no game account, the dialog says so', async ({
  page,
}) => {
  test.setTimeout(120_000) // sign-in, email verification, purchase, page loads
  await signIn(page, PLAYERS.nouveau)
  await openLoyalty(page)
  await expect(monthPoints(page)).toHaveText('0')
  await expectReached(page, {
    Bronze: false,
    Argent: false,
    Or: false,
    Platine: false,
    Diamant: false,
  })
  await expectConnector(page, 'Bronze', 'empty', /vers le palier Argent\s: vide/)
  await expect(page.getByText('Aucune récompense à récupérer pour le moment.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Récupérer/ })).toHaveCount(0)

  // The claim dialog opens only for a reward to claim: nouveau verifies the email and buys
  // the Héros pack (525 points), which reaches Bronze without any game account.
  await inPortal(
    page,
    async (p, email) => {
      await p.auth.sendEmailVerification()
      const mail = p.mock.mailbox.list().find((m) => m.kind === 'verify' && m.to === email)
      if (mail) await p.mock.auth.applyActionCode(mail.code)
    },
    PLAYERS.nouveau.email,
  )
  await buyPackThroughApi(page, 'price_mock_heros')
  await openLoyalty(page)
  await expectReached(page, { Bronze: true, Argent: false })
  await claimButton(page, 'Coffre de fidélité Bronze').click()
  const dialog = page.getByRole('dialog', { name: 'Récupérer une récompense' })
  await expect(dialog).toContainText('Vous devez avoir au moins un compte de jeu.')
  await expect(dialog.getByRole('combobox')).toHaveCount(0)
  await expectNoAxeViolations(page, '/me/fidelity with the claim dialog open (no game account)')
})

test('the reward list is public: /fidelite without signing in', async ({ page }) => {
  await page.goto(paths.publicLoyalty)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Les récompenses de fidélité',
    PAGE_LOAD,
  )
  for (const stage of ['Bronze', 'Argent', 'Or', 'Platine', 'Diamant']) {
    await expect(page.getByRole('region', { name: `Palier ${stage}` })).toContainText(
      `Coffre de fidélité ${stage}`,
    )
  }
  await expect(page.getByRole('region', { name: 'Palier Spécial' })).toContainText(
    'Mobilier moderne (7 jours)',
  )
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    paths.login,
  )
  await expectNoAxeViolations(page)

  // The player's own page sends a visitor home.
  await page.goto(paths.loyalty)
  await expect(page).toHaveURL(paths.home, PAGE_LOAD)
})
