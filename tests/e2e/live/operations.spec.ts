import { expect as baseExpect, test, type Page, type Request } from '../helpers/test'
import { accountMenu, signIn, type Credentials } from '../helpers/portal'
import { expectNoAxeViolations } from '../helpers/axe'
import { expectReplayRefused, passSecondFactor, typeSecondFactor } from '../helpers/second-factor'
import { LIVE_APP_URL, grantOperator, startLiveStack, type LiveStack } from '../support/live-stack'
import { paths } from '@/shared/routing/paths'

/**
 * Two pairs of eyes, the undo and bans (docs/decisions/056 and 057) against the product's API
 * server (PostgreSQL, demo data, the standalone game in the same database): two operators granted
 * with `npm run admin`, the demo player with his game accounts heros01 and heros02. A credit above
 * the approval threshold (10 000 by default) waits for the second operator; its undo restores the
 * balance once; a ban refuses the player's transfer and blocks his game accounts in the game's
 * block column, the unban lifts both.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.use({ baseURL: LIVE_APP_URL })
const expect = baseExpect.configure({ timeout: 20_000 })

let stack: LiveStack
test.beforeAll(async () => {
  test.setTimeout(300_000)
  stack = await startLiveStack()
})
test.afterAll(async () => {
  await stack?.stop()
})

const FIRST = { email: 'operateur.a@portail.test', password: 'OperateurA1' }
const SECOND = { email: 'operateur.b@portail.test', password: 'OperateurB1' }
/** The demo player: the server hands him the demo's rows (heros01, heros02) on first sight. */
const PLAYER = { email: 'joueur@portail.test', password: 'Joueur123' }
const AMOUNT = 20_000
const DEMO_ACCOUNTS = ['heros01', 'heros02']

const points = (text: string) => Number(text.replace(/\D/g, ''))

/** The player's balance and his ledger rows of one kind, read in the server's database. */
const stored = async (kind: string) => ({
  points: (
    await stack.query<{ points: number }>('select points from profiles where email = $1', [
      PLAYER.email,
    ])
  )[0]?.points,
  movements: (
    await stack.query<{ delta: number }>(
      `select l.delta from ledger l join profiles p on p.uid = l.uid
        where p.email = $1 and l.kind = $2 order by l.id`,
      [PLAYER.email, kind],
    )
  ).map((row) => row.delta),
})

/** The game's block day of the demo player's accounts (Flyff's BlockTime, yyyymmdd). */
const blockDays = async () =>
  (
    await stack.query<{ account: string; block_time: string | null }>(
      'select account, block_time from game_account_tbl where account = any($1) order by account',
      [DEMO_ACCOUNTS],
    )
  ).map((row) => row.block_time?.trim() ?? null)
const today = () => new Date().toISOString().slice(0, 10).replaceAll('-', '')

async function signOut(page: Page) {
  await accountMenu(page).click()
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
  await expect(accountMenu(page)).toHaveCount(0)
}

async function register(page: Page, who: Credentials) {
  await page.goto(paths.register)
  await page.getByLabel('Adresse e-mail').fill(who.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(who.password)
  await page.getByLabel('Confirmation du mot de passe').fill(who.password)
  await page.getByText(/J'accepte les/).click()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(accountMenu(page)).toBeVisible()
}

/**
 * An operator's way into the console, and the only one of this spec: the sign-in, then the
 * console's first page. Whatever the console comes to ask before its first call (a second
 * factor) belongs here.
 */
async function signInOperator(page: Page, operator: Credentials) {
  await signIn(page, operator)
  await page.goto(paths.admin.players)
  await passSecondFactor(page, operator.email)
  await expect(page.getByRole('heading', { level: 1, name: 'Joueurs' })).toBeVisible()
}

/** The demo player's page in the console, found by his email; its shown balance. */
async function openPlayer(page: Page) {
  await page.goto(paths.admin.players)
  await page.getByLabel('E-mail, identifiant, compte de jeu ou personnage').fill(PLAYER.email)
  await page.getByRole('button', { name: 'Rechercher' }).click()
  await page
    .getByRole('table', { name: 'Joueurs trouvés' })
    .getByRole('link', { name: PLAYER.email })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Joueur' })).toBeVisible()
  const balance = page.getByTestId('admin-balance')
  await expect(balance).toHaveText(/\d/)
  return balance
}

/** Fills the open dialog's reason and confirms it (the dialog stays open on a refusal). */
async function confirmWithReason(page: Page, title: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(/^Raison/).fill(reason)
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  return dialog
}

/** The demo player sends 100 AirPoints to Brakkar (heros01); the result page reached. */
async function transfer(page: Page) {
  await page.goto(paths.transfer)
  await expect(page.getByRole('heading', { name: 'Transférer mes AirPoints' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Compte de jeu' }).click()
  await page.getByRole('option', { name: 'heros01' }).click()
  await page.getByRole('combobox', { name: 'Personnage' }).click()
  await page.getByRole('option', { name: 'Brakkar' }).click()
  await page.getByRole('textbox', { name: 'Montant (AirPoints)' }).fill('100')
  await page.getByRole('button', { name: 'Transférer' }).click()
}

test('two operators granted with npm run admin; the demo player signs up to his demo rows', async ({
  page,
}) => {
  for (const operator of [FIRST, SECOND]) {
    await register(page, operator)
    await grantOperator(operator.email)
    await signOut(page)
  }
  await register(page, PLAYER)
  await page.goto(paths.accounts)
  for (const account of DEMO_ACCOUNTS) {
    await expect(page.getByRole('main')).toContainText(account)
  }
  baseExpect(await blockDays()).toHaveLength(2)
  for (const day of await blockDays()) baseExpect(day === null || day < today()).toBe(true)
  await signOut(page)
})

test("a credit above the threshold waits; its requester cannot approve it; the second operator's approval applies it once", async ({
  page,
}) => {
  const before = await stored('admin-credit')
  baseExpect(before.movements).toEqual([])
  await signInOperator(page, FIRST)
  // No console call without a valid code: a new tab asks again, the code just used is refused.
  await page.evaluate(() => sessionStorage.removeItem('airflyff.secondFactor'))
  await page.reload()
  await expectReplayRefused(page, FIRST.email)
  await expect(page.getByRole('heading', { level: 1, name: 'Joueurs' })).toHaveCount(0)
  await typeSecondFactor(page, FIRST.email)
  const balance = await openPlayer(page)
  baseExpect(points(await balance.innerText())).toBe(before.points)
  await page.getByRole('button', { name: 'Créditer', exact: true }).click()
  const credit = page.getByRole('dialog', { name: 'Créditer des AirPoints' })
  await credit.getByLabel("Nombre d'AirPoints").fill(String(AMOUNT))
  await expect(
    await confirmWithReason(page, 'Créditer des AirPoints', 'Compensation de la panne du 12'),
  ).toBeHidden()
  await expect(page.getByText(/^Demande enregistrée/)).toBeVisible()
  // Pending: nothing moved, on the page nor in the database.
  await page.reload()
  await expect(balance).toHaveText(/\d/)
  baseExpect(points(await balance.innerText())).toBe(before.points)
  baseExpect(await stored('admin-credit')).toEqual(before)

  // The requester's own approval is refused, in French, and changes nothing.
  await page.goto(paths.admin.approvals)
  const table = page.getByRole('table', { name: 'Demandes en attente' })
  await expect(table.getByRole('row').filter({ hasText: FIRST.email })).toHaveCount(1)
  await table.getByRole('button', { name: 'Approuver' }).click()
  const own = await confirmWithReason(page, 'Approuver la demande', 'Je valide moi-même')
  await expect(own).toContainText(
    'Vous ne pouvez pas approuver votre propre demande\u00a0: un autre opérateur doit le faire.',
  )
  baseExpect(await stored('admin-credit')).toEqual(before)
  await page.keyboard.press('Escape')
  await signOut(page)

  // The second operator approves it with a reason: applied once.
  await signInOperator(page, SECOND)
  await page.goto(paths.admin.approvals)
  await expect(table).toBeVisible()
  await expectNoAxeViolations(page, 'approvals')
  await table.getByRole('button', { name: 'Approuver' }).click()
  await expect(page.getByRole('dialog', { name: 'Approuver la demande' })).toBeVisible()
  await expectNoAxeViolations(page, 'approve dialog')
  await expect(
    await confirmWithReason(page, 'Approuver la demande', 'Vérifié avec le ticket 42'),
  ).toBeHidden()
  await expect(page.getByText('Aucune demande en attente.')).toBeVisible()
  baseExpect(await stored('admin-credit')).toEqual({
    points: (before.points ?? 0) + AMOUNT,
    movements: [AMOUNT],
  })
  const after = await openPlayer(page)
  await expect.poll(async () => points(await after.innerText())).toBe((before.points ?? 0) + AMOUNT)
})

test('the undo of the approved credit restores the balance, once: a second undo is refused', async ({
  page,
}) => {
  const before = await stored('admin-credit')
  const debits = (await stored('admin-debit')).movements
  await signInOperator(page, FIRST)
  const balance = await openPlayer(page)
  const movement = page.locator('[data-movement]').filter({ hasText: '(approuvé)' })
  await movement.getByRole('button', { name: 'Annuler' }).click()
  await expect(page.getByRole('dialog', { name: 'Annuler ce crédit ou débit' })).toBeVisible()
  await expectNoAxeViolations(page, 'undo dialog')
  const undone = page.waitForRequest((r) => r.method() === 'POST' && /\/undo$/.test(r.url()))
  await confirmWithReason(page, 'Annuler ce crédit ou débit', 'Montant erroné')
  const request = await undone
  await expect.poll(async () => points(await balance.innerText())).toBe(before.points! - AMOUNT)
  await expect(movement.getByText('annulé')).toBeVisible()
  await expect(movement.getByRole('button', { name: 'Annuler' })).toHaveCount(0)
  baseExpect(await stored('admin-debit')).toEqual({
    points: before.points! - AMOUNT,
    movements: [...debits, -AMOUNT],
  })

  // The same call sent again as a new action (another idempotency key): refused, nothing moves.
  const again = await sendAgain(page, request)
  baseExpect(again.status).toBe(409)
  baseExpect(again.body).toMatchObject({
    code: 'alreadyUndone',
    message: 'Ce crédit ou débit a déjà été annulé.',
  })
  baseExpect((await stored('admin-debit')).movements).toEqual([...debits, -AMOUNT])
})

/** A console call the page made, sent once more with the same session and a new idempotency key. */
async function sendAgain(page: Page, request: Request) {
  const sent = await request.allHeaders()
  const headers: Record<string, string> = { 'idempotency-key': `again-${Date.now()}` }
  for (const name of ['authorization', 'content-type', 'origin', 'x-second-factor']) {
    if (sent[name]) headers[name] = sent[name]
  }
  const response = await page.request.post(request.url(), {
    headers,
    data: request.postData() ?? '',
  })
  return { status: response.status(), body: (await response.json()) as unknown }
}

test("a ban refuses the player's transfer and blocks his game accounts; the unban lifts both", async ({
  page,
}) => {
  await signInOperator(page, FIRST)
  await openPlayer(page)
  await page.getByRole('button', { name: 'Bannir' }).click()
  await expect(page.getByRole('dialog', { name: 'Bannir le joueur' })).toBeVisible()
  await expectNoAxeViolations(page, 'ban dialog')
  await expect(await confirmWithReason(page, 'Bannir le joueur', 'Triche avérée')).toBeHidden()
  await expect(page.getByText(/comptes de jeu bloqués dans le jeu/)).toBeVisible()
  // The standalone game's block column: no end, so the last day there is.
  await expect.poll(blockDays).toEqual(['99991231', '99991231'])
  await signOut(page)

  await signIn(page, PLAYER)
  const notice = page.locator('[data-ban-notice]')
  await expect(notice).toContainText(
    'Votre compte est banni sans date de fin\u00a0: Triche avérée.',
  )
  const sent = (await stored('order')).movements
  await transfer(page)
  await expect(page).toHaveURL(paths.result.transferFailure)
  await expect(page.getByRole('heading', { name: 'Transfert annulé...' })).toBeVisible()
  await expect(notice).toContainText('vous ne pouvez ni transférer')
  baseExpect((await stored('order')).movements).toEqual(sent)
  await signOut(page)

  await signInOperator(page, FIRST)
  await openPlayer(page)
  await page.getByRole('button', { name: 'Lever le bannissement' }).click()
  await expect(page.getByRole('dialog', { name: 'Lever le bannissement' })).toBeVisible()
  await expectNoAxeViolations(page, 'unban dialog')
  await expect(
    await confirmWithReason(page, 'Lever le bannissement', 'Erreur de détection'),
  ).toBeHidden()
  await expect(page.getByRole('button', { name: 'Bannir' })).toBeVisible()
  // Unblocked as the game writes a new account: a block day already past.
  await expect
    .poll(async () => (await blockDays()).every((day) => day !== null && day < today()))
    .toBe(true)
  await signOut(page)

  await signIn(page, PLAYER)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await transfer(page)
  await expect(page).toHaveURL(paths.result.transferSuccess)
  await expect(page.locator('[data-ban-notice]')).toHaveCount(0)
  baseExpect((await stored('order')).movements).toEqual([...sent, -100])
})
