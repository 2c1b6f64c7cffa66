import { newsItemPath } from '@/shared/routing/news-paths'
import { paths } from '@/shared/routing/paths'
import { expectNoAxeViolations } from './helpers/axe'
import { inPortal, PAGE_LOAD, signIn } from './helpers/portal'
import { expect, test, type Page } from './helpers/test'

/**
 * The news offline (docs/features.md, « Actualités »): the demo operator writes an item whose
 * body holds a script and a link, publishes it; a visitor reads it on /actualites, on its page
 * (the script shown as text, never run) and in the Atom feed; a scheduled item appears once its
 * time has passed.
 */

test.describe.configure({ timeout: 120_000 })

const OPERATOR = { email: 'admin@portail.test', password: 'Admin1234' }
const DAY = 24 * 60 * 60 * 1000
const BODY =
  'Nouveautés du patch <script>alert(1)</script> : lisez [le wiki](https://wiki.airflyff.fr).'

/** Any dialog (alert, confirm) opened by the page fails the test: a script ran. */
function failOnDialog(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran: ${dialog.type()} « ${dialog.message()} »`)
  })
}

async function reasonAndConfirm(page: Page, dialogName: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: dialogName })
  await dialog.getByLabel('Raison (inscrite au journal)').fill(reason)
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(dialog).toBeHidden()
}

test('an operator publishes a news item; a visitor reads it, its script as text, and in the feed', async ({
  page,
}) => {
  failOnDialog(page)
  await signIn(page, OPERATOR)
  await page.goto(paths.admin.news)
  await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible(PAGE_LOAD)
  await expect(page.getByRole('table')).toContainText('Bienvenue sur AirFlyff')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Écrire une actualité' }).click()
  const editor = page.getByRole('dialog', { name: 'Écrire une actualité' })
  await editor.getByLabel('Titre').fill('Patch 2.1')
  await editor.getByLabel('Texte (Markdown)').fill(BODY)
  await editor.getByText("Afficher l'aperçu").click()
  await expect(editor.getByRole('region', { name: 'Aperçu' })).toContainText(
    '<script>alert(1)</script>',
  )
  await expectNoAxeViolations(page, 'the news editor')
  await reasonAndConfirm(page, 'Écrire une actualité', 'Annonce du patch')
  await expect(page.getByText('Brouillon enregistré.')).toBeVisible()

  await page.getByRole('button', { name: 'Publier « Patch 2.1 »' }).click()
  await expectNoAxeViolations(page, 'the publish dialog')
  await reasonAndConfirm(page, "Publier l'actualité", 'Annonce du patch')
  await expect(page.getByRole('row').filter({ hasText: 'Patch 2.1' })).toContainText('publiée')
  // Offline, the Discord message is kept for testers, never sent.
  const messages = await inPortal(page, (portal) => portal.mock.discord.messages())
  expect(messages[0]).toMatchObject({ link: newsItemPath('patch-2-1') })

  // The visitor's list: the new item, after the pinned one.
  await page.goto(paths.news)
  const list = page.getByRole('list', { name: 'Actualités publiées' })
  await expect(list.getByRole('article').first()).toContainText('Bienvenue sur AirFlyff', PAGE_LOAD)
  await expect(list.getByRole('article').nth(1)).toContainText('Patch 2.1')
  await expect(list).not.toContainText('Événement de Noël')
  await expectNoAxeViolations(page)

  await list.getByRole('link', { name: 'Patch 2.1' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Patch 2.1' })).toBeVisible(PAGE_LOAD)
  const article = page.getByRole('article')
  await expect(article).toContainText('<script>alert(1)</script>')
  await expect(page.locator('#root script')).toHaveCount(0)
  const wiki = article.getByRole('link', { name: 'le wiki' })
  await expect(wiki).toHaveAttribute('href', 'https://wiki.airflyff.fr')
  await expect(wiki).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  await expect(wiki).toHaveAttribute('target', '_blank')
  await expectNoAxeViolations(page)

  const feed = await page.evaluate(() => fetch('/api/actualites.xml').then((r) => r.text()))
  expect(feed).toContain('<title type="html"><![CDATA[Patch 2.1]]></title>')
  expect(feed).toContain(newsItemPath('patch-2-1'))
})

test('a scheduled item appears once its time has passed, on the list and the landing page', async ({
  page,
}) => {
  failOnDialog(page)
  const now = Date.now()
  await page.clock.setFixedTime(now)
  await page.goto(paths.news)
  const list = page.getByRole('list', { name: 'Actualités publiées' })
  await expect(list).toContainText('Mise à jour des donjons', PAGE_LOAD)
  await expect(list).not.toContainText('Événement de Noël')
  await page.goto(`${paths.news}/evenement-de-noel`)
  await expect(page.getByRole('heading', { level: 1, name: 'Actualité introuvable' })).toBeVisible(
    PAGE_LOAD,
  )
  await expectNoAxeViolations(page)

  await page.clock.setFixedTime(now + 3 * DAY)
  await page.goto(paths.news)
  await expect(list).toContainText('Événement de Noël', PAGE_LOAD)
  await page.goto(paths.home)
  const latest = page.getByRole('list', { name: 'Dernières actualités' })
  await expect(latest.getByRole('listitem')).toHaveCount(3, PAGE_LOAD)
  await expect(latest).toContainText('Événement de Noël')
  await expectNoAxeViolations(page)
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Actualités' })
    .first()
    .click()
  await expect(page).toHaveURL(/\/actualites$/)
})

test("the site's own /actualites.xml answers the demo's feed (dev server and preview)", async ({
  request,
}) => {
  const answer = await request.get('/actualites.xml')
  expect(answer.status()).toBe(200)
  const feed = await answer.text()
  expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
  expect(feed).toContain('<title type="html"><![CDATA[Mise à jour des donjons]]></title>')
  expect(feed).toContain(newsItemPath('bienvenue-sur-airflyff'))
  expect(feed).not.toContain('evenement-de-noel')
})
