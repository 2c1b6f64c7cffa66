import { expect, test, type Locator, type Page } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { inPortal, openFromUserMenu, PLAYERS, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/** Game accounts (list, create and edit dialogs) and the profile, against the embedded backend. */

// Several flows per test, each with its axe checks: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 })

const signInAsNewPlayer = (page: Page) => signIn(page, PLAYERS.nouveau)
const signInAsPlayer = (page: Page) => signIn(page, PLAYERS.joueur)

/** Tab and Shift+Tab around more than a full cycle: the focus never leaves the dialog. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement))
  await expect.poll(focusInside).toBe(true)
  for (const key of [...Array(8).fill('Tab'), ...Array(4).fill('Shift+Tab')] as string[]) {
    await page.keyboard.press(key)
    expect(await focusInside(), `focus after ${key}`).toBe(true)
  }
}

/** The orange box of the form, holding exactly one message. */
async function expectFormError(dialog: Locator, message: string, title = 'Compte jeu invalide') {
  const box = dialog.getByRole('alert')
  await expect(box).toHaveCount(1)
  await expect(box).toHaveText(`${title}${message}`)
}

const GAME_UNAVAILABLE = 'Le serveur de jeu est injoignable : réessayez dans quelques minutes.'

const accountRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })

test('a new player creates a game account: checklist, each rule in order, name taken', async ({
  page,
}) => {
  await signInAsNewPlayer(page)
  await openFromUserMenu(page, 'Comptes de jeu')
  await expect(page.getByRole('heading', { level: 1, name: 'Comptes de jeu' })).toBeVisible()
  await expect(page.getByText("Vous n'avez pas encore de compte de jeu.")).toBeVisible()
  await expectNoAxeViolations(page, '/me/accounts (empty)')

  const create = page.getByRole('button', { name: 'Créer un compte de jeu' })
  await create.click()
  const dialog = page.getByRole('dialog', { name: 'Créer un compte de jeu' })
  await expect(dialog).toBeVisible()
  await expectFocusTrapped(page, dialog)
  await expectNoAxeViolations(page, 'create dialog')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(create).toBeFocused()

  await create.click()
  const name = dialog.getByLabel('Nom du compte')
  const password = dialog.getByLabel('Mot de passe', { exact: true })
  const confirm = dialog.getByLabel('Confirmation du mot de passe')
  const submit = dialog.getByRole('button', { name: 'Créer le compte' })

  // The live checklist follows the password; the mismatch shows under the confirmation.
  const rules = dialog.getByRole('list', { name: 'Règles du mot de passe' }).getByRole('listitem')
  await password.fill('abc')
  await confirm.fill('ab')
  await expect(rules).toHaveText([
    /Une lettre en minuscule\s: respecté/,
    /Longueur de 6 minimum\s: manquant/,
    /Pas de caractères spéciaux\s: respecté/,
  ])
  await expect(dialog.getByText('Ne correspond pas')).toBeVisible()

  // Only the first failing check is shown (contract/rules/game-account.ts).
  await submit.click()
  await expectFormError(dialog, 'Nom de compte invalide')
  await name.fill('heros03')
  const steps: [string, string, string][] = [
    ['abc123', 'abc124', 'Les mots de passe doivent correspondre'],
    ['abc-12', 'abc-12', 'Le mot de passe contient des caractères non supportés'],
    ['ABCDEF', 'ABCDEF', 'Le mot de passe doit contenir une minuscule'],
    ['abc1', 'abc1', 'Mot de passe trop court'],
  ]
  for (const [pass, again, message] of steps) {
    await password.fill(pass)
    await confirm.fill(again)
    await submit.click()
    await expectFormError(dialog, message)
  }
  await expect(dialog.getByText('Ne correspond pas')).toHaveCount(0)

  // The server's answer: the name is taken; the input stays.
  await name.fill('heros01')
  await password.fill('abc123')
  await confirm.fill('abc123')
  await submit.click()
  await expectFormError(dialog, 'Le nom de compte est déjà pris')
  await expect(name).toHaveValue('heros01')
  await expect(password).toHaveValue('abc123')

  await name.fill('heros03')
  await submit.click()
  await expect(dialog).toHaveCount(0)
  await expect(create).toBeFocused()
  await expect(page.getByRole('status')).toHaveText('Le compte heros03 a été créé.')
  await expect(accountRow(page, 'heros03').getByRole('cell').first()).toHaveText('0')
})

test('the profile of a verified player: balance and game accounts', async ({ page }) => {
  await signInAsPlayer(page)
  await openFromUserMenu(page, 'Profil')
  await expect(page).toHaveURL(paths.profile)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour, Joueur !')
  const details = page.getByRole('region', { name: 'Informations du compte' })
  await expect(details).toContainText('Vérifiée')
  await expect(details).toContainText(/1\s500 AirPoints/)
  await expect(page.getByRole('button', { name: "Vérifier l'adresse e-mail" })).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  const accountsLink = details.getByRole('link', { name: '2 comptes de jeu' })
  await expect(accountsLink).toHaveAttribute('href', paths.accounts)
  await expectNoAxeViolations(page, '/me/profile (verified)')

  await accountsLink.click()
  await expect(page).toHaveURL(paths.accounts)
  await expect(accountRow(page, 'heros01')).toBeVisible()
})

test('a player changes the password of a game account', async ({ page }) => {
  await signInAsPlayer(page)
  await openFromUserMenu(page, 'Comptes de jeu')
  await expect(accountRow(page, 'heros01').getByRole('cell').first()).toHaveText('2')
  await expect(accountRow(page, 'heros02').getByRole('cell').first()).toHaveText('1')
  await expectNoAxeViolations(page, paths.accounts)

  const details01 = page.getByRole('button', { name: 'Détails du compte heros01' })
  await details01.click()
  const dialog = page.getByRole('dialog', { name: 'Compte heros01' })
  await expect(dialog).toContainText('Personnages : Aelis, Brakkar')
  await expect(dialog.getByLabel('Mot de passe actuel')).toBeFocused()
  await expectFocusTrapped(page, dialog)
  await expectNoAxeViolations(page, 'details dialog')
  await expect(dialog.getByLabel('Nom du compte')).toHaveAttribute('readonly', '')
  await dialog.getByLabel('Mot de passe actuel').fill('heros01pass')
  await dialog.getByLabel('Nouveau mot de passe').fill('Nouveau42')
  await dialog.getByLabel('Confirmation du mot de passe').fill('Nouveau42')
  await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(details01).toBeFocused()
  await expect(page.getByRole('status')).toHaveText(
    'Le mot de passe du compte heros01 a été changé.',
  )
  const stored = await inPortal(
    page,
    (p) => p.mock.db.all('gameAccounts') as { name: string; password: string }[],
  )
  expect(stored.find((account) => account.name === 'heros01')?.password).toBe('Nouveau42')

  // The account's own page is not built yet.
  await details01.click()
  await dialog.getByRole('link', { name: 'Page du compte' }).click()
  await expect(page).toHaveURL(paths.account(1))
  await expect(page.getByRole('heading', { level: 1, name: 'Page en construction' })).toBeVisible()
  await expectNoAxeViolations(page, paths.account(1))
  await page.getByRole('link', { name: 'Retour aux comptes de jeu' }).click()
  await expect(page).toHaveURL(paths.accounts)
})

test('a player links a game account the game already has: wrong password, taken, then libre01', async ({
  page,
}) => {
  await signInAsPlayer(page)
  await openFromUserMenu(page, 'Comptes de jeu')
  await expect(accountRow(page, 'heros01')).toBeVisible()
  await expect(accountRow(page, 'libre01')).toHaveCount(0)

  const link = page.getByRole('button', { name: 'Rattacher un compte existant' })
  await link.click()
  const dialog = page.getByRole('dialog', { name: 'Rattacher un compte existant' })
  await expect(dialog).toContainText(
    'Un compte de jeu que vous possédez déjà : son nom et son mot de passe en jeu.',
  )
  await expectFocusTrapped(page, dialog)
  // Its password is the one the account has in the game: no confirmation, no checklist.
  await expect(dialog.getByLabel('Confirmation du mot de passe')).toHaveCount(0)
  await expect(dialog.getByRole('list', { name: 'Règles du mot de passe' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'link dialog')

  const name = dialog.getByLabel('Nom du compte')
  const password = dialog.getByLabel('Mot de passe', { exact: true })
  const submit = dialog.getByRole('button', { name: 'Rattacher', exact: true })
  const refused = (message: string) => expectFormError(dialog, message, 'Rattachement impossible')

  await name.fill('libre01')
  await password.fill('mauvais1')
  await submit.click()
  await refused(
    'Rattachement refusé\u00a0: nom de compte ou mot de passe incorrect, ou compte déjà rattaché à un autre joueur.',
  )
  await expectNoAxeViolations(page, 'link dialog with its error')
  await expect(name).toHaveValue('libre01')

  // An account of the game this player has already linked.
  await name.fill('heros01')
  await password.fill('heros01pass')
  await submit.click()
  await refused('Ce compte de jeu est déjà rattaché à votre compte.')

  await name.fill('libre01')
  await password.fill('libre01pass')
  await submit.click()
  await expect(dialog).toHaveCount(0)
  await expect(link).toBeFocused()
  await expect(page.getByRole('status')).toHaveText('Le compte libre01 est rattaché.')
  await expect(accountRow(page, 'libre01').getByRole('cell').first()).toHaveText('0')
  await expect(accountRow(page, 'heros01')).toBeVisible()
})

test('while the game cannot be reached, creating, linking and changing a password say so', async ({
  page,
}) => {
  await signInAsPlayer(page)
  await openFromUserMenu(page, 'Comptes de jeu')
  await expect(accountRow(page, 'heros01')).toBeVisible()
  await inPortal(page, (p) => p.mock.game.setUnreachable(true))

  await page.getByRole('button', { name: 'Créer un compte de jeu' }).click()
  const create = page.getByRole('dialog', { name: 'Créer un compte de jeu' })
  await create.getByLabel('Nom du compte').fill('heros09')
  await create.getByLabel('Mot de passe', { exact: true }).fill('abc123')
  await create.getByLabel('Confirmation du mot de passe').fill('abc123')
  await create.getByRole('button', { name: 'Créer le compte' }).click()
  await expectFormError(create, GAME_UNAVAILABLE)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Rattacher un compte existant' }).click()
  const link = page.getByRole('dialog', { name: 'Rattacher un compte existant' })
  await link.getByLabel('Nom du compte').fill('libre01')
  await link.getByLabel('Mot de passe', { exact: true }).fill('libre01pass')
  await link.getByRole('button', { name: 'Rattacher', exact: true }).click()
  await expectFormError(link, GAME_UNAVAILABLE, 'Rattachement impossible')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Détails du compte heros01' }).click()
  const details = page.getByRole('dialog', { name: 'Compte heros01' })
  await details.getByLabel('Mot de passe actuel').fill('heros01pass')
  await details.getByLabel('Nouveau mot de passe').fill('Nouveau42')
  await details.getByLabel('Confirmation du mot de passe').fill('Nouveau42')
  await details.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await expectFormError(details, GAME_UNAVAILABLE)
  await page.keyboard.press('Escape')

  // Nothing changed in the game; back, the same link goes through.
  await inPortal(page, (p) => p.mock.game.setUnreachable(false))
  await page.getByRole('button', { name: 'Rattacher un compte existant' }).click()
  await link.getByLabel('Nom du compte').fill('libre01')
  await link.getByLabel('Mot de passe', { exact: true }).fill('libre01pass')
  await link.getByRole('button', { name: 'Rattacher', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('Le compte libre01 est rattaché.')
  const stored = await inPortal(
    page,
    (p) => p.mock.db.all('gameAccounts') as { name: string; password: string }[],
  )
  expect(stored.find((account) => account.name === 'heros01')?.password).toBe('heros01pass')
  expect(stored.some((account) => account.name === 'heros09')).toBe(false)
})

test('an unverified player sends the verification email and follows its link', async ({ page }) => {
  await signInAsNewPlayer(page)
  await openFromUserMenu(page, 'Profil')
  const details = page.getByRole('region', { name: 'Informations du compte' })
  await expect(details).toContainText('Non vérifiée')
  await expect(details).toContainText('nouveau')
  await expect(details).toContainText('0 AirPoints')
  await expect(details.getByRole('link', { name: '0 compte de jeu' })).toHaveAttribute(
    'href',
    paths.accounts,
  )
  const warning = page.getByRole('alert').filter({ hasText: 'Adresse e-mail non vérifiée' })
  await expect(warning).toContainText("le rechargement d'AirPoints ne fonctionneront pas")
  await expectNoAxeViolations(page, '/me/profile (not verified)')

  // The identity service refuses once: the retry-later message.
  const send = page.getByRole('button', { name: "Vérifier l'adresse e-mail" })
  await inPortal(page, ({ mock }) => {
    const original = mock.auth.sendEmailVerification
    mock.auth.sendEmailVerification = () => {
      mock.auth.sendEmailVerification = original
      return Promise.reject(Object.assign(new Error('quota'), { code: 'auth/too-many-requests' }))
    }
  })
  await send.click()
  await expect(
    page.getByRole('alert').filter({
      hasText: "L'envoi de l'e-mail de validation a échoué, veuillez réessayer plus tard.",
    }),
  ).toBeVisible()

  await send.click()
  await expect(page.getByRole('status')).toContainText('Un e-mail de validation vous a été envoyé')

  // A full page load (the database and the session survive it): slower than in-app navigation.
  await page.goto(paths.mock.mailbox)
  await expect(page.getByRole('heading', { name: 'Boîte e-mail simulée' })).toBeVisible({
    timeout: 20_000,
  })
  const mail = page.getByRole('article', { name: 'Vérifiez votre adresse e-mail' }).first()
  await expect(mail).toContainText('nouveau@portail.test')
  await mail.getByRole('link', { name: 'Vérifier mon adresse e-mail' }).click()
  await expect(page.getByRole('status')).toContainText('Votre adresse e-mail est vérifiée')

  await page.getByRole('link', { name: "Retour à l'accueil" }).click()
  await openFromUserMenu(page, 'Profil')
  await expect(details).toContainText('Vérifiée')
  await expect(details).not.toContainText('Non vérifiée')
  await expect(warning).toHaveCount(0)
  await expect(send).toHaveCount(0)
})
