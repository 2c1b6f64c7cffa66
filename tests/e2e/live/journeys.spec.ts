import { createHash } from 'node:crypto'
import { expect as baseExpect, test, type BrowserContext, type Page } from '../helpers/test'
import { watchPolicies } from '../helpers/policies'
import { passSecondFactor } from '../helpers/second-factor'
import { chooseOption, localDateTime, signIn } from '../helpers/portal'
import {
  LIVE_API_URL,
  LIVE_APP_URL,
  deleteEmulatorUser,
  grantOperator,
  lastEmailLink,
  startLiveStack,
  type LiveStack,
} from '../support/live-stack'
import { paths } from '@/shared/routing/paths'
import { TRANSFER_CONSENT } from '@contract/rules'

/**
 * The portal as players get it: the live build against the product's API server (PostgreSQL, demo
 * data), the Firebase Auth Emulator and a Stripe stand-in, every journey walked as a player with
 * the same accessible names as the mock-mode specs. Nothing is reached outside 127.0.0.1: the
 * browser's navigations to Stripe's hosted page and to the voting site are routed to stand-ins,
 * anything else is refused and fails the test. The build is served with firebase.json's headers
 * (the Hosting emulator): a page reporting a Content-Security-Policy violation fails the test.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ baseURL: LIVE_APP_URL })
// The SDK, the session and each read go through real HTTP on 2 cores.
const expect = baseExpect.configure({ timeout: 20_000 })

let stack: LiveStack

/** The game's stored password of an account, and the game's format of a password. */
const gamePassword = async (account: string) =>
  (
    await stack.query<{ password: string }>(
      'select password from game_account_tbl where account = $1',
      [account],
    )
  )[0]?.password
const gameHash = (password: string) =>
  createHash('md5').update(`kikugalanet${password}`).digest('hex')

/** The game's delivery rows of a character, each with the portal's marker (exactly once). */
const gameDeliveries = (characterId: number) =>
  stack.query<{ item_count: number; item_flag: number }>(
    `select s.item_count, s.item_flag from game_item_send_tbl s
       join game_portal_delivery_tbl d on d.m_n_no = s.m_n_no
      where s.m_id_player = $1 order by s.m_n_no`,
    [characterId],
  )
test.beforeAll(async () => {
  test.setTimeout(300_000)
  stack = await startLiveStack()
})
test.afterAll(async () => {
  await stack?.stop()
})

/** A new player, and a demo player whose rows the server hands over on first sight of the email. */
const NEW_PLAYER = { email: 'nouvelle@portail.test', password: 'Nouvelle1' }
const DEMO_PLAYER = { email: 'joueur@portail.test', password: 'Joueur123' }

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost'])
let outside: string[] = []
/** The gtop100 stand-in refuses the vote (its pingback says so), and the answers to its pingbacks. */
let gtop100Refuses = false
let pingbacks: number[] = []

/** Every request leaving 127.0.0.1 is refused and recorded (the routes below take precedence). */
async function refuseOutside(context: BrowserContext) {
  outside = []
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (LOCAL_HOSTS.has(url.hostname) || url.protocol === 'data:') return route.fallback()
    outside.push(url.href)
    return route.abort('blockedbyclient')
  })
  // Stripe's hosted Checkout page: served by the stand-in, which also delivers the webhook.
  await context.route('https://checkout.stripe.com/**', async (route) => {
    const { pathname } = new URL(route.request().url())
    const response = await route.fetch({ url: `${stack.stripe.url}${pathname}`, maxRedirects: 0 })
    await route.fulfill({ response })
  })
  // The voting site: its page, and, when it takes the vote, its pingback to the API (the demo's
  // key, the reference the portal put in the vote link, the voter's address), as gtop100 sends it.
  await context.route('https://gtop100.com/**', async (route) => {
    const ref = new URL(route.request().url()).searchParams.get('pingUsername') ?? ''
    pingbacks.push(
      await fetch(`${LIVE_API_URL}/votes/pingback/gtop100`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          pingbackkey: 'demo-gtop100-key',
          VoterIP: '127.0.0.1',
          Successful: gtop100Refuses ? '1' : '0',
          Reason: gtop100Refuses ? 'Already voted' : '',
          pingUsername: ref,
        }),
      }).then((r) => r.status),
    )
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="fr"><title>Gtop100</title><h1>Merci pour votre vote</h1></html>',
    })
  })
}

let violations: string[] = []
test.beforeEach(async ({ context }) => {
  await refuseOutside(context)
  violations = await watchPolicies(context)
})
test.afterEach(() => {
  baseExpect(outside, 'requests outside 127.0.0.1').toEqual([])
  baseExpect(violations, 'security policy violations').toEqual([])
})

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Menu du compte/ })
const connexion = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Connexion' })
const details = (page: Page) => page.getByRole('region', { name: 'Informations du compte' })
const fact = (page: Page, term: string) => details(page).locator(`dt:text-is("${term}") + dd`)

async function openProfile(page: Page) {
  await page.goto(paths.profile)
  // The page's frame says « Bonjour ! » while the session is restored, then greets the player.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour,')
}

async function balance(page: Page) {
  await openProfile(page)
  await expect(fact(page, 'AirPoints')).toHaveText(/AirPoints$/)
  return Number((await fact(page, 'AirPoints').innerText()).replace(/\D/g, ''))
}

async function signOut(page: Page) {
  await accountMenu(page).click()
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
  await expect(connexion(page)).toBeVisible()
}

async function register(page: Page, player: { email: string; password: string }) {
  await page.goto(paths.register)
  await page.getByLabel('Adresse e-mail').fill(player.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(player.password)
  await page.getByLabel('Confirmation du mot de passe').fill(player.password)
  await page.getByText(/J'accepte les/).click()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page).toHaveURL(paths.home)
  await expect(accountMenu(page)).toBeVisible()
}

/** « Vérifier l'adresse e-mail » on the profile, then the emulator's link, as in the mail. */
async function verifyEmail(page: Page, email: string) {
  await openProfile(page)
  await expect(fact(page, 'Adresse e-mail')).toContainText('Non vérifiée')
  await page.getByRole('button', { name: "Vérifier l'adresse e-mail" }).click()
  await expect(page.getByText('Un e-mail de validation vous a été envoyé')).toBeVisible()
  const mail = await page.context().newPage()
  await mail.goto(await lastEmailLink(email, 'VERIFY_EMAIL'))
  await expect(mail.locator('body')).toContainText(/verified|vérifié/i)
  await mail.close()
  // Back on the portal: a new load reads the verified address.
  await page.reload()
  await expect(fact(page, 'Adresse e-mail')).toContainText('Vérifiée')
  await expect(page.getByRole('button', { name: "Vérifier l'adresse e-mail" })).toHaveCount(0)
}

/** « Créer un compte de jeu » on the accounts page, until its green notice. */
async function createGameAccount(page: Page, name: string, password: string) {
  await page.getByRole('button', { name: 'Créer un compte de jeu' }).click()
  const create = page.getByRole('dialog', { name: 'Créer un compte de jeu' })
  await create.getByLabel('Nom du compte').fill(name)
  await create.getByLabel('Mot de passe', { exact: true }).fill(password)
  await create.getByLabel('Confirmation du mot de passe').fill(password)
  await create.getByRole('button', { name: 'Créer le compte' }).click()
  await expect(page.getByRole('status')).toHaveText(`Le compte ${name} a été créé.`)
}

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
  const checkout = /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_e2e_\d+$/
  // Back from Stripe without paying: the failure page, nothing credited.
  await page.getByRole('button', { name: 'Acheter le pack Aventurier' }).click()
  await expect(page).toHaveURL(checkout)
  await page.getByRole('link', { name: 'Retour' }).click()
  await expect(page).toHaveURL(paths.result.topUpFailure)
  await expect(page.getByRole('heading', { name: 'Rechargement annulé...' })).toBeVisible()
  await expect.poll(() => balance(page)).toBe(before)

  await page.goto(paths.topUp)
  await page.getByRole('button', { name: 'Acheter le pack Aventurier' }).click()
  await expect(page).toHaveURL(checkout)
  await expect(page.getByText('price_e2e_aventurier')).toBeVisible()
  await page.getByRole('button', { name: 'Payer' }).click()
  await expect(page).toHaveURL(paths.result.topUpSuccess)
  await expect(page.getByRole('heading', { name: 'Rechargement effectué !' })).toBeVisible()
  baseExpect(stack.stripe.deliveries.at(-1)).toMatchObject({ status: 200 })
  baseExpect(JSON.parse(stack.stripe.deliveries.at(-1)?.body ?? '{}')).toMatchObject({
    credited: 100,
  })
  await expect.poll(() => balance(page)).toBe(before + 100)
  // The confirmation on a durable medium: through the job queue to the SMTP stand-in.
  const confirmation = () => stack.smtp.mails.find((mail) => mail.to.includes(NEW_PLAYER.email))
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
  await page.getByRole('button', { name: 'Rattacher un compte existant' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rattacher un compte existant' })
  await dialog.getByLabel('Nom du compte').fill('classe04')
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('classe04pass')
  await dialog.getByRole('button', { name: 'Rattacher', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('Le compte classe04 est rattaché.')

  // Its character is the game's (Drakhan, id 4): the new player sends it what the top-up gave.
  const before = await balance(page)
  baseExpect(before).toBeGreaterThanOrEqual(30)
  await page.goto(paths.transfer)
  await page.getByRole('combobox', { name: 'Compte de jeu' }).click()
  await page.getByRole('option', { name: 'classe04' }).click()
  await expect(page.getByRole('combobox', { name: 'Personnage' })).toHaveText(/Drakhan/)
  await page.getByRole('textbox', { name: 'Montant (AirPoints)' }).fill('30')
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

/** The data rows of the history's table, and the one of an operation. */
const historyRows = (page: Page) =>
  page.getByRole('table').getByRole('rowgroup').last().getByRole('row')
const historyRow = (page: Page, what: string | RegExp) =>
  historyRows(page).filter({ has: page.getByRole('rowheader', { name: what }) })

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
  pingbacks = []
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
  baseExpect(pingbacks).toEqual([200])
  // The server keeps its own time: the player really stays 20 s on the voting site.
  await page.waitForTimeout(20_500)
  await page.clock.setFixedTime(start + 21_000)
  return { card, votes, before }
}

test('a vote Gtop100 refused: back after 20 s, the notice says it is not confirmed and nothing counts', async ({
  page,
}) => {
  test.slow(true, 'the server counts 20 s of its own time between the token and the return')
  gtop100Refuses = true
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
    gtop100Refuses = false
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
    await stack.query('select uid from profiles where email = $1', [leaving.email]),
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

/** A time as a datetime-local field takes it, in the page's own time zone (minutes). */
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
    await stack.query<{ delta: number }>(
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
