import type { Page } from '@playwright/test'
import { paths } from '@/shared/routing/paths'
import { expectNoAxeViolations } from './helpers/axe'
import { PAGE_LOAD, inPortal, operatorHeaders, signIn } from './helpers/portal'
import { expect, test } from './helpers/test'

const OPERATOR = { email: 'admin@portail.test', password: 'Admin1234' }
const TITLE = 'Connexions impossibles au serveur de jeu'

/** The demo operator opens an incident through the console's API (the embedded backend). */
async function openIncident(page: Page) {
  const status = await inPortal(
    page,
    async (portal, { body, headers }) => {
      const answer = await fetch(`${portal.config.api.baseUrl}/admin/status/incidents`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return answer.status
    },
    {
      body: {
        kind: 'incident',
        title: TITLE,
        text: 'Le serveur de connexion ne répond plus.',
        state: 'open',
        start: new Date(Date.now() - 60_000).toISOString(),
        end: null,
        reason: 'Signalé par les joueurs',
      },
      headers: await operatorHeaders(page),
    },
  )
  expect(status).toBe(201)
}

const serverLine = (page: Page) => page.locator('[data-server-line]')

test('/statut shows up, the players, the chart and an open incident, also above every page', async ({
  page,
}) => {
  await page.goto(paths.home)
  await expect(serverLine(page)).toHaveText('Serveur en ligne · 12 joueurs connectés', PAGE_LOAD)
  await openIncident(page)
  // A new page load: the embedded backend starts again, its status read afresh.
  await page.goto(paths.status)
  await expect(page.getByRole('heading', { level: 2, name: 'Serveur en ligne' })).toBeVisible(
    PAGE_LOAD,
  )
  await expect(page.getByText('12 joueurs connectés')).toBeVisible()
  const chart = page.getByRole('img', { name: /Joueurs connectés sur les dernières 24 heures/ })
  await expect(chart).toBeVisible()
  await expect(page.getByText(/^Sur les dernières 24\sheures/)).toBeVisible()
  const incidents = page.getByRole('region', { name: 'Incidents et maintenances' })
  await expect(incidents.getByText(TITLE, { exact: false })).toBeVisible()
  await expect(incidents.getByText('En cours')).toBeVisible()
  const bar = page.getByRole('complementary', { name: 'Avis de maintenance' })
  await expect(bar).toContainText(`Incident en cours\u00a0: ${TITLE}`)
  await expectNoAxeViolations(page)
})

test('with the game unreachable: « hors ligne » when its ports are closed, else « état inconnu »', async ({
  page,
}) => {
  await page.goto(paths.home)
  await inPortal(page, async (p) => {
    await p.mock.game.setUnreachable(true)
    p.mock.game.servers.setState('down')
  })
  await page.goto(paths.status)
  await expect(page.getByRole('heading', { level: 2, name: 'Serveur hors ligne' })).toBeVisible(
    PAGE_LOAD,
  )
  await expect(page.getByText(/Base de données du jeu\s: injoignable/)).toBeVisible()
  await page.goto(paths.home)
  await expect(serverLine(page)).toHaveText('Serveur hors ligne', PAGE_LOAD)

  await inPortal(page, (p) => p.mock.game.servers.setState('unknown'))
  await page.goto(paths.status)
  await expect(page.getByRole('heading', { level: 2, name: 'État inconnu' })).toBeVisible(PAGE_LOAD)
  await expect(page.getByText('Serveur hors ligne')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('the console page and its dialog pass axe; an incident posted there shows on /statut', async ({
  page,
}) => {
  // A sign-in, two axe runs and a write: more than the default on a shared machine.
  test.setTimeout(90_000)
  await page.goto(paths.home)
  await signIn(page, OPERATOR)
  await page.goto(paths.admin.incidents)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Incidents et maintenances' }),
  ).toBeVisible(PAGE_LOAD)
  await expect(page.getByRole('table')).toBeVisible(PAGE_LOAD)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Annoncer un incident ou une maintenance' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(/^Titre/).fill(TITLE)
  await dialog.getByLabel(/^Raison/).fill('Signalé par les joueurs')
  await expectNoAxeViolations(page)
  await dialog.getByLabel(/^Raison/).press('Enter')
  await expect(page.getByText('Annonce publiée.')).toBeVisible()
  await page.goto(paths.status)
  await expect(page.getByRole('region', { name: 'Incidents et maintenances' })).toContainText(
    TITLE,
    PAGE_LOAD,
  )
})
