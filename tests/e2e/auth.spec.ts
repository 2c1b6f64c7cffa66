import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, test, type Page } from './helpers/test'
import { accountMenu, PLAYERS, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/** Sign-in, registration, sessions and the mock mailbox, against the embedded backend. */

// Redirects and the session wait for lazy pages, slow on a loaded dev server.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' })
const failureBox = (page: Page) => page.getByRole('alert').filter({ hasText: 'Compte invalide' })

async function expectSignedIn(page: Page) {
  await expect(accountMenu(page)).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Inscription' })).toHaveCount(0)
  await expect(nav(page).getByRole('link', { name: 'Connexion' })).toHaveCount(0)
}

async function expectSignedOut(page: Page) {
  await expect(nav(page).getByRole('link', { name: 'Connexion' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Inscription' })).toBeVisible()
  await expect(accountMenu(page)).toHaveCount(0)
}

test('registration checks each rule in order, then signs the new player in', async ({ page }) => {
  await page.goto(paths.register)
  await page.getByLabel('Adresse e-mail').fill('recrue@portail.test')
  const password = page.getByLabel('Mot de passe', { exact: true })
  const confirm = page.getByLabel('Confirmation du mot de passe')
  const submit = page.getByRole('button', { name: 'Créer mon compte' })

  // The live checklist follows the password; the mismatch shows under the confirmation.
  const rules = page.getByRole('list', { name: 'Règles du mot de passe' })
  await expect(rules.getByRole('listitem')).toHaveText([
    /Une lettre en MAJUSCULE/,
    /Une lettre en minuscule/,
    /Un chiffre/,
    /Longueur de 6 minimum/,
  ])
  await password.fill('abc')
  await expect(page.getByText('Ne correspond pas')).toBeVisible()

  const steps: [string, string, string][] = [
    ['abc', 'abd', 'Les mots de passe doivent correspondre'],
    ['abc', 'abc', 'Le mot de passe doit contenir une majuscule'],
    ['ABC', 'ABC', 'Le mot de passe doit contenir une minuscule'],
    ['Abc', 'Abc', 'Le mot de passe doit contenir un chiffre'],
    ['Ab1', 'Ab1', 'Mot de passe trop court'],
    ['Abcdef1', 'Abcdef1', 'Vous devez accepter les CGU'],
  ]
  for (const [pass, again, message] of steps) {
    await password.fill(pass)
    await confirm.fill(again)
    await submit.click()
    await expect(failureBox(page)).toContainText(message)
  }
  await expect(page.getByText('Ne correspond pas')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /conditions générales/ })).toHaveAttribute(
    'href',
    paths.cgu,
  )

  await page.getByText(/J'accepte les/).click()
  await submit.click()
  await expect(page).toHaveURL(paths.home)
  await expectSignedIn(page)
})

test('a wrong password shows « Compte invalide »', async ({ page }) => {
  await signIn(page, { ...PLAYERS.joueur, password: 'Mauvais123' }, { until: 'sent' })
  await expect(failureBox(page)).toContainText('Adresse e-mail ou mot de passe incorrect')
  await expect(page).toHaveURL(paths.login)
  await expectSignedOut(page)
})

test('sign-in survives a reload; Déconnexion signs out', async ({ page }) => {
  await signIn(page, PLAYERS.joueur)
  await expect(page).toHaveURL(paths.home)
  await expectSignedIn(page)
  await page.reload()
  await expectSignedIn(page)

  await accountMenu(page).click()
  const menu = page.getByRole('menu')
  for (const entry of [
    'Profil',
    'Comptes de jeu',
    'Rechargement AirPoints',
    'Fidélité',
    'Historique',
    'Déconnexion',
  ]) {
    await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible()
  }
  await menu.getByRole('menuitem', { name: 'Déconnexion' }).click()
  await expectSignedOut(page)
  await page.reload()
  await expectSignedOut(page)
})

test('the mock Google chooser signs in', async ({ page }) => {
  await page.goto(paths.login)
  await page.getByRole('button', { name: 'Se connecter avec Google' }).click()
  const chooser = page.getByRole('dialog', { name: 'Connexion Google (simulée)' })
  await chooser.getByRole('button', { name: 'google.joueur@portail.test' }).click()
  await expect(page).toHaveURL(paths.home)
  await expectSignedIn(page)
})

test('the mock Google chooser stays open when a program moves focus outside it', async ({
  page,
}) => {
  await page.goto(paths.login)
  const opener = page.getByRole('button', { name: 'Se connecter avec Google' })
  // Held before opening: the modal hides the rest of the page from the accessibility tree.
  const openerElement = await opener.elementHandle()
  await opener.click()
  const chooser = page.getByRole('dialog', { name: 'Connexion Google (simulée)' })
  await expect(chooser).toBeVisible()
  // What React's strict mode does to a fresh dialog: focus handed back to the opener.
  await openerElement?.evaluate((button: HTMLElement) => button.focus())
  // The focus trap takes focus back, and the chooser is still there to be used.
  await expect(chooser.locator(':focus')).toHaveCount(1)
  await expect(chooser).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(chooser).toHaveCount(0)
})

test('sign-up with an address already in use points to sign-in and reset, without confirming it', async ({
  page,
}) => {
  await page.goto(paths.register)
  await page.getByLabel('Adresse e-mail').fill('joueur@portail.test')
  await page.getByLabel('Mot de passe', { exact: true }).fill('Abcdef1')
  await page.getByLabel('Confirmation du mot de passe').fill('Abcdef1')
  await page.getByText(/J'accepte les/).click()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  const box = failureBox(page)
  await expect(box).toContainText(
    'Impossible de créer un compte avec cette adresse e-mail. Si vous avez déjà un compte, connectez-vous ou réinitialisez votre mot de passe.',
  )
  await expect(box).not.toContainText('Erreur inconnue')
  await expect(box.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', paths.login)
  await box.getByRole('link', { name: 'Réinitialiser le mot de passe' }).click()
  await expect(page).toHaveURL(paths.resetPassword)
  await expectSignedOut(page)
})

test('password reset: an unknown address gets the same green notice as a known one', async ({
  page,
}) => {
  await page.goto(paths.resetPassword)
  await page.getByLabel('Adresse e-mail').fill('personne@portail.test')
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
  await expect(page.getByRole('status')).toContainText('si toutefois un compte existe')
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('password reset: an empty email is ignored, then the green notice', async ({ page }) => {
  await page.goto(paths.resetPassword)
  const button = page.getByRole('button', { name: 'Réinitialiser le mot de passe' })
  await button.click()
  await expect(button).toBeVisible()
  await expect(page.getByRole('status')).toHaveCount(0)

  await page.getByLabel('Adresse e-mail').fill('joueur@portail.test')
  await button.click()
  await expect(page.getByRole('status')).toContainText(
    "Un e-mail de réinitialisation de mot de passe a été envoyé sur l'adresse e-mail spécifiée, si toutefois un compte existe.",
  )
  await expect(button).toHaveCount(0)
})

test('redirect rules: guests only on the auth screens, players only on protected ones', async ({
  page,
}) => {
  // Signed out on a protected screen: back to the home page.
  await page.goto(paths.mock.session)
  await expect(page).toHaveURL(paths.home)

  await signIn(page, PLAYERS.joueur)
  await expect(page).toHaveURL(paths.home)
  for (const path of [paths.login, paths.register, paths.resetPassword]) {
    await page.goto(path)
    await expect(page).toHaveURL(paths.home)
  }
  await page.goto(paths.mock.session)
  await expect(page.getByRole('heading', { name: 'Session simulée' })).toBeVisible()

  // Signing out on a protected screen leaves it.
  await accountMenu(page).click()
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
  await expect(page).toHaveURL(paths.home)
})

test('the verification link of the mailbox verifies the signed-in user in place', async ({
  page,
}) => {
  // A new player gets the verification email at sign-up.
  await page.goto(paths.register)
  await page.getByLabel('Adresse e-mail').fill('verif@portail.test')
  await page.getByLabel('Mot de passe', { exact: true }).fill('Verif123')
  await page.getByLabel('Confirmation du mot de passe').fill('Verif123')
  await page.getByText(/J'accepte les/).click()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expectSignedIn(page)

  await page.goto(paths.mock.mailbox)
  await expect(page.getByText('Session : verif@portail.test (adresse non vérifiée)')).toBeVisible()
  const mail = page.getByRole('article', { name: 'Vérifiez votre adresse e-mail' }).first()
  await expect(mail).toContainText('verif@portail.test')
  await mail.getByRole('link', { name: 'Vérifier mon adresse e-mail' }).click()

  await expect(page.getByRole('status')).toContainText('Votre adresse e-mail est vérifiée')
  await page.getByRole('link', { name: 'Boîte e-mail simulée' }).click()
  await expect(page.getByText('Session : verif@portail.test (adresse vérifiée)')).toBeVisible()
  await expect(mail.getByText('Lien utilisé')).toBeVisible()
  // Still the same session, and it survives a reload.
  await page.goto(paths.mock.session)
  await expect(page.getByTestId('email-verified')).toHaveText('oui')
})

for (const path of [paths.login, paths.register, paths.resetPassword, paths.mock.mailbox]) {
  test(`${path} passes an axe check`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations, path).toEqual([])
  })
}

test('the mock Google chooser passes an axe check', async ({ page }) => {
  await page.goto(paths.login)
  await page.getByRole('button', { name: 'Se connecter avec Google' }).click()
  await expect(page.getByRole('dialog', { name: 'Connexion Google (simulée)' })).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations, 'the Google chooser').toEqual([])
})
