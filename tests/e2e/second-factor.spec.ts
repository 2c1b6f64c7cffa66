import { Secret, TOTP } from 'otpauth'
import { paths } from '@/shared/routing/paths'
import { expectNoAxeViolations } from './helpers/axe'
import { openFromUserMenu, PAGE_LOAD, PLAYERS, signIn } from './helpers/portal'
import { expect, test } from './helpers/test'

/** The embedded backend's demo operator: not enrolled in the demo data. */
const OPERATOR = { email: 'admin@portail.test', password: 'Admin1234' }

test('the demo operator enrols offline, is asked a code again in a new tab, and a replayed code is refused', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, OPERATOR, { secondFactor: false })
  await page.goto(paths.admin.audit)
  await expect(page.getByRole('heading', { level: 1, name: 'Second facteur' })).toBeVisible(
    PAGE_LOAD,
  )
  await expect(page.getByRole('img', { name: 'QR code du second facteur à scanner' })).toBeVisible()
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? ''
  await expectNoAxeViolations(page, 'second factor enrolment')
  const totp = new TOTP({ secret: Secret.fromBase32(secret) })
  const first = totp.generate()
  await page.getByLabel("Premier code de l'application").fill(first)
  await page.getByRole('button', { name: 'Activer' }).click()
  await expect(
    page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem'),
  ).toHaveCount(10)
  await page.getByRole('button', { name: "J'ai noté mes codes" }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Journal des actions' })).toBeVisible(
    PAGE_LOAD,
  )

  // The step-up forgotten (a new tab): the prompt, where the code already used is refused.
  await page.evaluate(() => sessionStorage.removeItem('airflyff.secondFactor'))
  await page.reload()
  const field = page.getByLabel("Code de l'application ou code de secours")
  await expect(field).toBeVisible(PAGE_LOAD)
  await expectNoAxeViolations(page, 'second factor prompt')
  await field.fill(first)
  await page.getByRole('button', { name: 'Valider' }).click()
  await expect(page.getByText('Code incorrect ou déjà utilisé.')).toBeVisible()
  // The next step's code opens the console.
  await field.fill(totp.generate({ timestamp: Date.now() + 30_000 }))
  await page.getByRole('button', { name: 'Valider' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Journal des actions' })).toBeVisible(
    PAGE_LOAD,
  )
})

test('the demo player turns his second factor on, and a password change asks for a code', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, PLAYERS.joueur)
  await openFromUserMenu(page, 'Profil')
  await page.getByRole('button', { name: 'Activer le second facteur' }).click()
  await expect(page.getByRole('img', { name: 'QR code du second facteur à scanner' })).toBeVisible()
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? ''
  const totp = new TOTP({ secret: Secret.fromBase32(secret) })
  await page.getByLabel("Premier code de l'application").fill(totp.generate())
  await page.getByRole('button', { name: 'Confirmer' }).click()
  await expect(
    page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem'),
  ).toHaveCount(10)
  await page.getByRole('button', { name: "J'ai noté mes codes" }).click()

  await openFromUserMenu(page, 'Comptes de jeu')
  await page.getByRole('button', { name: 'Détails du compte heros01' }).click()
  const dialog = page.getByRole('dialog', { name: 'Compte heros01' })
  await dialog.getByLabel('Mot de passe actuel').fill('heros01pass')
  await dialog.getByLabel('Nouveau mot de passe').fill('nouveau42')
  await dialog.getByLabel('Confirmation du mot de passe').fill('nouveau42')
  await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click()
  const code = dialog.getByLabel('Code du second facteur')
  await expect(code).toBeFocused()
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(dialog).toContainText('pour confirmer cette action.')
  await expectNoAxeViolations(page, 'second factor code in a form')
  // The next step's code: the first one was taken by the confirmation.
  await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }))
  await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('status')).toHaveText(
    'Le mot de passe du compte heros01 a été changé.',
  )
})
