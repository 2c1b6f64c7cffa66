import { expect, test, type Page } from './helpers/test'
import { clearFaults, PAGE_LOAD, PLAYERS, setFault, signIn, type Fault } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/**
 * A failed read is never shown as a fact (issue: data reaches pages through route loaders):
 * with each list call failing (an error status, no connection, no answer in time), the page
 * says the information is unavailable, draws no conclusion from it, shows no red box
 * (docs/routes-and-data.md), and « Réessayer » recovers once the fault is cleared.
 */

const ERROR: Fault = { kind: 'status', status: 500 }
const UNAVAILABLE_503: Fault = { kind: 'status', status: 503 }
const NETWORK: Fault = { kind: 'network' }
// Longer than the API client's 10 s timeout.
const TIMEOUT: Fault = { kind: 'delay', ms: 12_000 }

async function retry(page: Page) {
  await clearFaults(page)
  await page.getByRole('button', { name: 'Réessayer' }).first().click()
}

test.beforeEach(async ({ page }) => {
  await signIn(page, PLAYERS.joueur)
})

test('game accounts unreadable (network): no « pas encore de compte », then the list', async ({
  page,
}) => {
  await setFault(page, 'accounts.list', NETWORK)
  await page.goto(paths.accounts)
  await expect(
    page.getByText('La liste de vos comptes de jeu est indisponible pour le moment.'),
  ).toBeVisible(PAGE_LOAD)
  await expect(page.getByText("Vous n'avez pas encore de compte de jeu.")).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await retry(page)
  await expect(
    page.getByRole('region', { name: 'Mes comptes de jeu' }).getByRole('table'),
  ).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'heros01' })).toBeVisible()
})

test('loyalty rewards unreadable (500): nothing called « Récupérée », nothing « à récupérer »', async ({
  page,
}) => {
  await setFault(page, 'fidelity.rewards', ERROR)
  await page.goto(paths.loyalty)
  await expect(
    page.getByText('Les récompenses à récupérer sont indisponibles pour le moment.'),
  ).toBeVisible(PAGE_LOAD)
  await expect(
    page.getByText('La liste des récompenses est indisponible pour le moment.'),
  ).toBeVisible()
  await expect(page.getByText('Récupérée ce mois-ci')).toHaveCount(0)
  await expect(page.getByText(/Aucune récompense à récupérer/)).toHaveCount(0)
  // The month's progress does not depend on the rewards.
  await expect(page.getByTestId('month-points')).toBeVisible()
  await retry(page)
  await expect(page.getByRole('list', { name: 'Récompenses à récupérer' })).toBeVisible()
  await expect(page.getByText(/indisponibles? pour le moment/)).toHaveCount(0)
})

test('claimable rewards unreadable: the catalogue shows no reward as claimed', async ({ page }) => {
  await setFault(page, 'fidelity.claimable', NETWORK)
  await page.goto(paths.loyalty)
  await expect(
    page.getByText('Les récompenses à récupérer sont indisponibles pour le moment.'),
  ).toBeVisible(PAGE_LOAD)
  await expect(page.getByRole('heading', { name: 'Toutes les récompenses' })).toBeVisible()
  await expect(page.getByText('Récupérée ce mois-ci')).toHaveCount(0)
})

test('voting sites unreadable (503): no « aucun site de vote »', async ({ page }) => {
  await setFault(page, 'votes.list', UNAVAILABLE_503)
  await page.goto(paths.vote)
  await expect(
    page.getByText('La liste des sites de vote est indisponible pour le moment.'),
  ).toBeVisible(PAGE_LOAD)
  await expect(page.getByText(/Aucun site de vote/)).toHaveCount(0)
  await retry(page)
  await expect(page.getByRole('list', { name: 'Sites de vote' })).toBeVisible()
})

test('voting sites without an answer in time: unavailable, never empty', async ({ page }) => {
  test.slow()
  await setFault(page, 'votes.list', TIMEOUT)
  await page.goto(paths.vote)
  await expect(page.getByText('Chargement des sites de vote…')).toBeVisible(PAGE_LOAD)
  await expect(
    page.getByText('La liste des sites de vote est indisponible pour le moment.'),
  ).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/Aucun site de vote/)).toHaveCount(0)
})

test('balance unreadable (500): the profile never shows « AirPoints - »', async ({ page }) => {
  await setFault(page, 'profile.get', ERROR)
  await page.goto(paths.profile)
  const details = page.getByRole('region', { name: 'Informations du compte' })
  await expect(details.getByText('Indisponible pour le moment.')).toBeVisible(PAGE_LOAD)
  await expect(details.getByRole('definition').filter({ hasText: /^-$/ })).toHaveCount(0)
  // The game accounts, read apart, still show.
  await expect(details.getByRole('link', { name: /comptes? de jeu/ })).toBeVisible()
  await retry(page)
  await expect(details.getByText(/^[\d\s  ]+ AirPoints$/)).toBeVisible()
})

test('transfer page: balance unreadable, no form and no « 0 AirPoints »', async ({ page }) => {
  await setFault(page, 'profile.get', NETWORK)
  await page.goto(paths.transfer)
  await expect(
    page.getByText('Votre solde et vos comptes de jeu sont indisponibles pour le moment.'),
  ).toBeVisible(PAGE_LOAD)
  await expect(page.getByRole('form', { name: "Transfert d'AirPoints" })).toHaveCount(0)
  await retry(page)
  await expect(page.getByRole('form', { name: "Transfert d'AirPoints" })).toBeVisible()
})
