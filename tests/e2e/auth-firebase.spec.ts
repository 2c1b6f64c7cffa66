import { expect as baseExpect, test, type Page } from './helpers/test'
import { accountMenu, signIn } from './helpers/portal'
import {
  clearEmulatorAccounts,
  startFirebaseStack,
  type FirebaseStack,
} from './support/firebase-stack'
import { paths } from '@/shared/routing/paths'

/**
 * The Firebase adapter against the real Firebase Auth Emulator (started here, with a build of
 * the app whose auth switch is "firebase"), the API still the embedded one: it must accept the
 * emulator's tokens.
 */
// Not 4174: locally, playwright.config.ts serves its own build there (the pre-rendered pages).
const PORT = 4176
let stack: FirebaseStack | undefined

test.describe.configure({ mode: 'serial' })
// In live mode the SDK loads after the first render: the session may take a moment.
const expect = baseExpect.configure({ timeout: 20_000 })
test.use({ baseURL: `http://127.0.0.1:${PORT}` })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  stack = await startFirebaseStack(PORT)
  await clearEmulatorAccounts()
})

test.afterAll(async () => {
  await stack?.stop()
})

const connexion = (page: Page) =>
  page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', {
    name: 'Connexion',
  })

interface PortalWindow {
  __portal: {
    api: { profile: { get(): Promise<{ status: number }> } }
    authActor: { send(event: { type: 'google.start'; identity: string }): void }
  }
}

/** A personal API call with the emulator's token. */
async function profileStatus(page: Page) {
  return page.evaluate(async () => {
    const { api } = (window as unknown as PortalWindow).__portal
    return (await api.profile.get()).status
  })
}

async function signOut(page: Page) {
  await accountMenu(page).click()
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
  await expect(connexion(page)).toBeVisible()
}

const email = 'emulateur@portail.test'
const password = 'Emulateur1'

/** The registration form, filled and sent with the emulator account's address. */
async function register(page: Page) {
  await page.goto(paths.register)
  await page.getByLabel('Adresse e-mail').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(password)
  await page.getByLabel('Confirmation du mot de passe').fill(password)
  await page.getByText(/J'accepte les/).click()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
}

test('a visitor’s public pages load neither the Firebase SDK nor the auth machine; the sign-in page does', async ({
  page,
}) => {
  const auth: string[] = []
  const isAuthChunk = (url: string) =>
    url.includes('firebase-adapter') || url.includes('auth-actor')
  page.on('request', (request) => {
    if (isAuthChunk(request.url())) auth.push(request.url())
  })
  await page.goto(paths.cgu)
  // The visitor's navigation shows once the session is known: signed out, without the SDK.
  await expect(connexion(page)).toBeVisible()
  await page.goto(paths.home)
  await expect(connexion(page)).toBeVisible()
  expect(auth).toEqual([])
  const sdk = page.waitForRequest((request) => request.url().includes('firebase-adapter'))
  const machine = page.waitForRequest((request) => request.url().includes('auth-actor'))
  await connexion(page).click()
  await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible()
  await Promise.all([sdk, machine])
  // The form answers once the machine runs.
  await page.getByLabel('Adresse e-mail').fill('inconnu@portail.test')
  await page.getByLabel('Mot de passe').fill('Mauvais123')
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('Compte invalide')
})

test('sign up through the Firebase adapter; the mock API accepts the token', async ({ page }) => {
  await register(page)
  await expect(page).toHaveURL(paths.home)
  await expect(accountMenu(page)).toBeVisible()
  expect(await profileStatus(page)).toBe(200)
  await signOut(page)
})

test('sign-up again with the same address: the emulator refuses it, the box points to sign-in and reset', async ({
  page,
}) => {
  await register(page)
  const box = page.getByRole('alert').filter({ hasText: 'Compte invalide' })
  await expect(box).toContainText('Si vous avez déjà un compte')
  await expect(box.getByRole('link', { name: 'Réinitialiser le mot de passe' })).toBeVisible()
})

test('password reset: a known and an unknown address get the same green notice', async ({
  page,
}) => {
  for (const address of [email, 'inconnu@portail.test']) {
    await page.goto(paths.resetPassword)
    await page.getByLabel('Adresse e-mail').fill(address)
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
    await expect(page.getByRole('status')).toContainText('si toutefois un compte existe')
    await expect(page.getByRole('alert')).toHaveCount(0)
  }
})

test('a wrong password shows « Compte invalide »', async ({ page }) => {
  await signIn(page, { email, password: 'Mauvais123' }, { until: 'sent' })
  await expect(page.getByRole('alert')).toContainText('Compte invalide')
  await expect(page.getByRole('alert')).toContainText('Adresse e-mail ou mot de passe incorrect')
})

test('sign in, survive a reload, sign out', async ({ page }) => {
  await signIn(page, { email, password })
  await page.reload()
  await expect(accountMenu(page)).toBeVisible()
  expect(await profileStatus(page)).toBe(200)
  // A player's page loaded afresh (in a build, its frame written at build time): the session
  // restored, then the player's data from the embedded API.
  await page.goto(paths.profile)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bonjour, ${email}\u00a0!`)
  await expect(
    page.getByRole('region', { name: 'Informations du compte' }).locator('dd').nth(3),
  ).toHaveText(/^\d+ AirPoints$/)
  await signOut(page)
  await page.reload()
  await expect(connexion(page)).toBeVisible()
})

test('Google sign-in with a fake Google credential', async ({ page }) => {
  await page.goto(paths.login)
  // Enabled once the session is known to be signed out (the page shows before).
  await expect(page.getByRole('button', { name: 'Se connecter avec Google' })).toBeEnabled()
  // The emulator's popup needs the internet: the adapter signs this identity in with a fake
  // Google id token instead (emulator only), through the auth machine as the button would.
  await page.evaluate(() => {
    const { authActor } = (window as unknown as PortalWindow).__portal
    authActor.send({ type: 'google.start', identity: 'google.emulateur@portail.test' })
  })
  await expect(page).toHaveURL(paths.home)
  await expect(accountMenu(page)).toBeVisible()
  expect(await profileStatus(page)).toBe(200)
})
