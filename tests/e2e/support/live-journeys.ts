import { createHash } from 'node:crypto'
import { expect as baseExpect, test, type BrowserContext, type Page } from '../helpers/test'
import { watchPolicies } from '../helpers/policies'
import { accountMenu } from '../helpers/portal'
import { paths } from '@/shared/routing/paths'
import {
  LIVE_API_URL,
  LIVE_APP_URL,
  lastEmailLink,
  startLiveStack,
  type LiveStack,
} from './live-stack'

/**
 * The portal as players get it: the live build against the product's API server (PostgreSQL, demo
 * data), the Firebase Auth Emulator and a Stripe stand-in, every journey walked as a player with
 * the same accessible names as the mock-mode specs. Nothing is reached outside 127.0.0.1: the
 * browser's navigations to Stripe's hosted page and to the voting site are routed to stand-ins,
 * anything else is refused and fails the test. The build is served with firebase.json's headers
 * (the Hosting emulator): a page reporting a Content-Security-Policy violation fails the test.
 */

// The SDK, the session and each read go through real HTTP on 2 cores.
export const expect = baseExpect.configure({ timeout: 20_000 })

let stack: LiveStack
/** The stack of the running spec file (started by liveJourneys()). */
export const liveStack = () => stack

/** A new player, and a demo player whose rows the server hands over on first sight of the email. */
export const NEW_PLAYER = { email: 'nouvelle@portail.test', password: 'Nouvelle1' }
export const DEMO_PLAYER = { email: 'joueur@portail.test', password: 'Joueur123' }

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost'])
let outside: string[] = []
/** The gtop100 stand-in refuses the vote (its pingback says so), and the answers to its pingbacks. */
export const gtop100 = { refuses: false, pingbacks: [] as number[] }

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
    gtop100.pingbacks.push(
      await fetch(`${LIVE_API_URL}/votes/pingback/gtop100`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          pingbackkey: 'demo-gtop100-key',
          VoterIP: '127.0.0.1',
          Successful: gtop100.refuses ? '1' : '0',
          Reason: gtop100.refuses ? 'Already voted' : '',
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

/**
 * The hooks of a spec of journeys: one serial run against its own live stack, every request
 * leaving 127.0.0.1 refused and every security policy violation failing the test.
 */
export function liveJourneys() {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  test.use({ baseURL: LIVE_APP_URL })
  test.beforeAll(async () => {
    test.setTimeout(300_000)
    stack = await startLiveStack()
  })
  test.afterAll(async () => {
    await stack?.stop()
  })
  let violations: string[] = []
  test.beforeEach(async ({ context }) => {
    await refuseOutside(context)
    violations = await watchPolicies(context)
  })
  test.afterEach(() => {
    baseExpect(outside, 'requests outside 127.0.0.1').toEqual([])
    baseExpect(violations, 'security policy violations').toEqual([])
  })
}

/** The game's stored password of an account, and the game's format of a password. */
export const gamePassword = async (account: string) =>
  (
    await stack.query<{ password: string }>(
      'select password from game_account_tbl where account = $1',
      [account],
    )
  )[0]?.password
export const gameHash = (password: string) =>
  createHash('md5').update(`kikugalanet${password}`).digest('hex')

/** The game's delivery rows of a character, each with the portal's marker (exactly once). */
export const gameDeliveries = (characterId: number) =>
  stack.query<{ item_count: number; item_flag: number }>(
    `select s.item_count, s.item_flag from game_item_send_tbl s
       join game_portal_delivery_tbl d on d.m_n_no = s.m_n_no
      where s.m_id_player = $1 order by s.m_n_no`,
    [characterId],
  )

export const connexion = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Connexion' })
export const details = (page: Page) => page.getByRole('region', { name: 'Informations du compte' })
export const fact = (page: Page, term: string) =>
  details(page).locator(`dt:text-is("${term}") + dd`)

export async function openProfile(page: Page) {
  await page.goto(paths.profile)
  // The page's frame says « Bonjour ! » while the session is restored, then greets the player.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour,')
}

export async function balance(page: Page) {
  await openProfile(page)
  await expect(fact(page, 'AirPoints')).toHaveText(/AirPoints$/)
  return Number((await fact(page, 'AirPoints').innerText()).replace(/\D/g, ''))
}

export async function signOut(page: Page) {
  await accountMenu(page).click()
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
  await expect(connexion(page)).toBeVisible()
}

export async function register(page: Page, player: { email: string; password: string }) {
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
export async function verifyEmail(page: Page, email: string) {
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
export async function createGameAccount(page: Page, name: string, password: string) {
  await page.getByRole('button', { name: 'Créer un compte de jeu' }).click()
  const create = page.getByRole('dialog', { name: 'Créer un compte de jeu' })
  await create.getByLabel('Nom du compte').fill(name)
  await create.getByLabel('Mot de passe', { exact: true }).fill(password)
  await create.getByLabel('Confirmation du mot de passe').fill(password)
  await create.getByRole('button', { name: 'Créer le compte' }).click()
  await expect(page.getByRole('status')).toHaveText(`Le compte ${name} a été créé.`)
}

/** « Rattacher un compte existant » on the accounts page, until its green notice. */
export async function linkGameAccount(page: Page, name: string, password: string) {
  await page.getByRole('button', { name: 'Rattacher un compte existant' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rattacher un compte existant' })
  await dialog.getByLabel('Nom du compte').fill(name)
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Rattacher', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(`Le compte ${name} est rattaché.`)
}

/** The Stripe stand-in's hosted Checkout page of a session the portal opened. */
export const CHECKOUT_PAGE = /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_e2e_\d+$/

/** « Acheter le pack <title> » on the top-up page, until the stand-in's Checkout page. */
export async function openCheckout(page: Page, title: string) {
  await page.getByRole('button', { name: `Acheter le pack ${title}` }).click()
  await expect(page).toHaveURL(CHECKOUT_PAGE)
}

/** A pack bought: its Checkout page (with its Stripe price) paid, until the success page. */
export async function buyPack(page: Page, title: string, priceId: string) {
  await page.goto(paths.topUp)
  await openCheckout(page, title)
  await expect(page.getByText(priceId)).toBeVisible()
  await page.getByRole('button', { name: 'Payer' }).click()
  await expect(page).toHaveURL(paths.result.topUpSuccess)
  await expect(page.getByRole('heading', { name: 'Rechargement effectué !' })).toBeVisible()
}

/** The transfer form's fields, filled for a character of a linked game account. */
export async function fillTransfer(
  page: Page,
  target: { account: string; character: string },
  amount: string,
) {
  await page.goto(paths.transfer)
  await page.getByRole('combobox', { name: 'Compte de jeu' }).click()
  await page.getByRole('option', { name: target.account }).click()
  await expect(page.getByRole('combobox', { name: 'Personnage' })).toContainText(target.character)
  await page.getByRole('textbox', { name: 'Montant (AirPoints)' }).fill(amount)
}

/** The data rows of the history's table, and the one of an operation. */
export const historyRows = (page: Page) =>
  page.getByRole('table').getByRole('rowgroup').last().getByRole('row')
export const historyRow = (page: Page, what: string | RegExp) =>
  historyRows(page).filter({ has: page.getByRole('rowheader', { name: what }) })
