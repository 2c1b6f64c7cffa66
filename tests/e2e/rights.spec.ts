import { readFile } from 'node:fs/promises'
import type { DataExport, HistoryEntry } from '@contract/schemas'
import { expect, test, type Page } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { PAGE_LOAD, PLAYERS, accountMenu, inPortal, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/** « Télécharger mes données » and « Supprimer mon compte » on the profile, embedded backend. */

test.describe.configure({ timeout: 90_000 })

const PASSWORD = 'Partant123'

async function register(page: Page, email: string) {
  await page.goto(paths.register)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD)
  await page.getByLabel('Adresse e-mail').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirmation du mot de passe').fill(PASSWORD)
  await page.getByText(/J'accepte les/).click()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(accountMenu(page)).toBeVisible(PAGE_LOAD)
}

async function openProfile(page: Page) {
  await page.goto(paths.profile)
  await expect(page.getByRole('heading', { level: 2, name: 'Vos données' })).toBeVisible(PAGE_LOAD)
}

test('« Télécharger mes données » saves a JSON file holding what the history shows', async ({
  page,
}) => {
  await signIn(page, PLAYERS.joueur)
  await openProfile(page)
  await expectNoAxeViolations(page, '/me/profile with its data section')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Télécharger mes données' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('mes-donnees-airflyff.json')
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as DataExport
  await expect(page.getByText('Vos données ont été téléchargées.')).toBeVisible()

  // Every page of the history, as the history page reads them.
  const history = await inPortal(page, async (p) => {
    const entries: HistoryEntry[] = []
    let cursor: string | undefined
    do {
      const answer = await p.api.history.list({ query: cursor ? { cursor } : {} })
      if (answer.status !== 200) throw new Error(`history answered ${answer.status}`)
      entries.push(...answer.body.entries)
      cursor = answer.body.nextCursor ?? undefined
    } while (cursor)
    return entries
  })
  expect(history.length).toBeGreaterThan(0)
  expect(data.history).toEqual(history)
  expect(data.account.email).toBe(PLAYERS.joueur.email)
  expect(data.profile.points).toBe(1500)
  expect(data.gameAccounts.map((account) => account.name)).toEqual(['heros01', 'heros02'])
  expect(data.votes.length).toBeGreaterThan(0)
})

test('« Supprimer mon compte »: a wrong password erases nothing; the right one signs out, and the address starts anew', async ({
  page,
}) => {
  const email = `partant-${Date.now()}@portail.test`
  await register(page, email)
  await openProfile(page)
  const { uid } = await inPortal(page, async (p) => {
    const user = await new Promise<{ uid: string } | null>((resolve) =>
      p.auth.onUserChanged((current) => resolve(current)),
    )
    if (!user) throw new Error('not signed in')
    return user
  })

  const open = page.getByRole('button', { name: 'Supprimer mon compte' })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page, 'delete account dialog')
  const submit = dialog.getByRole('button', { name: 'Supprimer définitivement' })
  await expect(submit).toBeDisabled()

  await dialog.getByLabel('Mot de passe du portail').fill('Mauvais123')
  await submit.click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Compte non supprimé' + "Mot de passe incorrect. Votre compte n'a pas été supprimé.",
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(open).toBeFocused()
  await expect(accountMenu(page)).toBeVisible()

  await open.click()
  await dialog.getByLabel('Mot de passe du portail').fill(PASSWORD)
  await submit.click()
  await expect(page).toHaveURL(paths.result.accountDeleted, PAGE_LOAD)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre compte a été supprimé' }),
  ).toBeVisible()
  await expect(accountMenu(page)).toHaveCount(0)
  await expectNoAxeViolations(page, paths.result.accountDeleted)
  const left = await inPortal(
    page,
    (p, id) => ({
      user: p.mock.db.all('users').some((row) => (row as { uid: string }).uid === id),
      profile: p.mock.db.all('profiles').some((row) => (row as { uid: string }).uid === id),
    }),
    uid,
  )
  expect(left).toEqual({ user: false, profile: false })

  // The old password opens nothing; the same address signs up again, to an empty profile.
  await signIn(page, { email, password: PASSWORD }, { until: 'sent' })
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(accountMenu(page)).toHaveCount(0)
  await register(page, email)
  await page.goto(paths.profile)
  await expect(page.getByText('0 AirPoints')).toBeVisible(PAGE_LOAD)
  await expect(page.getByRole('link', { name: '0 compte de jeu' })).toBeVisible()
})
