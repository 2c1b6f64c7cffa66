import { expect as baseExpect, test, type Page } from '../helpers/test'
import { accountMenu, localDateTime, signIn } from '../helpers/portal'
import {
  LIVE_API_URL,
  LIVE_APP_URL,
  grantOperator,
  startLiveStack,
  type LiveStack,
} from '../support/live-stack'
import { newsItemPath } from '@/shared/routing/news-paths'
import { paths } from '@/shared/routing/paths'
import { expectNoAxeViolations } from '../helpers/axe'
import { passSecondFactor } from '../helpers/second-factor'

/**
 * The news against the product's API server (PostgreSQL, demo data) and the live build served
 * with firebase.json's rules: an operator granted with `npm run admin` writes an item whose body
 * holds a script and a link and publishes it; a visitor reads it on /actualites, on its page
 * (the script as text, never run) and in the API's Atom feed; an item scheduled for the next
 * minute appears once the server's clock has passed it. The item's page as the API server writes it
 * (the hosting's rewrite) holds the item before any script runs; the scheduled one answers 404.
 * The publication queued one Discord message (no webhook set: none is sent).
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

const OPERATOR = { email: 'redaction@portail.test', password: 'Redaction1' }
const BODY = 'Le patch arrive <script>alert(1)</script> : voir [le wiki](https://wiki.airflyff.fr).'

async function register(page: Page) {
  await page.goto(paths.register)
  await page.getByLabel('Adresse e-mail').fill(OPERATOR.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(OPERATOR.password)
  await page.getByLabel('Confirmation du mot de passe').fill(OPERATOR.password)
  await page.getByText(/J'accepte les/).click()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(accountMenu(page)).toBeVisible()
}

async function withReason(
  page: Page,
  dialogName: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const dialog = page.getByRole('dialog', { name: dialogName })
  await fill?.(dialog)
  await dialog.getByLabel('Raison (inscrite au journal)').fill('Annonce aux joueurs')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(dialog).toBeHidden()
}

test('an operator publishes news; a visitor reads them, the script as text, and in the feed', async ({
  page,
  request,
}) => {
  test.slow(true, "the scheduled item appears at the next minute of the server's clock")
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran: ${dialog.message()}`)
  })
  await register(page)
  await grantOperator(OPERATOR.email)
  await accountMenu(page).click()
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
  await signIn(page, OPERATOR)
  await page.goto(paths.admin.news)
  await passSecondFactor(page, OPERATOR.email)
  await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible()

  await page.getByRole('button', { name: 'Écrire une actualité' }).click()
  await withReason(page, 'Écrire une actualité', async (dialog) => {
    await dialog.getByLabel('Titre').fill('Patch 3.0')
    await dialog.getByLabel('Texte (Markdown)').fill(BODY)
  })
  await page.getByRole('button', { name: 'Publier « Patch 3.0 »' }).click()
  await withReason(page, "Publier l'actualité")
  await expect(page.getByRole('row').filter({ hasText: 'Patch 3.0' })).toContainText('publiée')

  // Scheduled for the next minute (at least 5 s ahead) of the server's clock.
  let at = Math.ceil(Date.now() / 60_000) * 60_000
  if (at - Date.now() < 5_000) at += 60_000
  await page.getByRole('button', { name: 'Écrire une actualité' }).click()
  await withReason(page, 'Écrire une actualité', async (dialog) => {
    await dialog.getByLabel('Titre').fill('Tournoi de guildes')
    await dialog.getByLabel('Texte (Markdown)').fill('Inscriptions ouvertes.')
  })
  await page.getByRole('button', { name: 'Publier « Tournoi de guildes »' }).click()
  await withReason(page, "Publier l'actualité", async (dialog) => {
    await dialog
      .getByLabel('Publier le (vide\u00a0: maintenant)')
      .fill(await localDateTime(page, { at }))
  })
  await expect(page.getByRole('row').filter({ hasText: 'Tournoi de guildes' })).toContainText(
    'programmée',
  )

  await page.goto(paths.news)
  const list = page.getByRole('list', { name: 'Actualités publiées' })
  await expect(list).toContainText('Patch 3.0')
  await expect(list).not.toContainText('Tournoi de guildes')
  await expectNoAxeViolations(page)
  await list.getByRole('link', { name: 'Patch 3.0' }).click()
  const article = page.getByRole('article')
  await expect(page.getByRole('heading', { level: 1, name: 'Patch 3.0' })).toBeVisible()
  await expect(article).toContainText('<script>alert(1)</script>')
  await expect(page.locator('#root script')).toHaveCount(0)
  await expect(article.getByRole('link', { name: 'le wiki' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  )

  // The page the hosting rewrites to the API server: the item in its HTML, before any script.
  const served = await request.get(`${LIVE_API_URL}${newsItemPath('patch-3-0')}`)
  expect(served.status()).toBe(200)
  const html = await served.text()
  expect(html).toMatch(/<h1[^>]*>Patch 3\.0<\/h1>/)
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(html).toContain('href="https://wiki.airflyff.fr"')
  expect(html).not.toContain('<script>alert(1)')
  const missing = await request.get(`${LIVE_API_URL}${newsItemPath('tournoi-de-guildes')}`)
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Actualité introuvable')

  const feed = await (await request.get(`${LIVE_API_URL}/actualites.xml`)).text()
  expect(feed).toContain('Patch 3.0')
  expect(feed).not.toContain('Tournoi de guildes')
  const [message] = await stack.query<{ content: string; link: string; state: string }>(
    `select content, link, state from discord_messages where link = '${newsItemPath('patch-3-0')}'`,
  )
  // No webhook set in this stack: the message is kept, marked skipped, never sent.
  expect(message?.content).toContain('Patch 3.0')

  // Once its minute has passed, the scheduled item is listed.
  await page.waitForTimeout(Math.max(0, at - Date.now() + 1_000))
  await page.goto(paths.news)
  await expect(list).toContainText('Tournoi de guildes')
})
