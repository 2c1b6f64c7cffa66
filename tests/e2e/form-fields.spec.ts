import { expect as baseExpect, test, type Locator } from './helpers/test'
import { paths } from '@/shared/routing/paths'

/** Form fields as a player sees them: nothing is marked wrong before the player has had a say. */

// Lazy pages are slow to come on a busy dev server.
const expect = baseExpect.configure({ timeout: 15_000 })

const DANGER = 'rgb(255, 122, 122)' // the theme's `danger` colour

const borderOf = (field: Locator) => field.evaluate((el) => getComputedStyle(el).borderTopColor)

const forms: { path: string; fields: [string, ...string[]]; submit: string }[] = [
  { path: paths.login, fields: ['Adresse e-mail', 'Mot de passe'], submit: 'Se connecter' },
  // The registration's passwords are checked by its own rules, in the spec's order.
  { path: paths.register, fields: ['Adresse e-mail'], submit: 'Créer mon compte' },
  {
    path: paths.resetPassword,
    fields: ['Adresse e-mail'],
    submit: 'Réinitialiser le mot de passe',
  },
]

for (const { path, fields, submit } of forms) {
  test(`${path}: required fields are not red on load, only after a submit attempt`, async ({
    page,
  }) => {
    await page.goto(path)
    for (const name of fields) {
      const field = page.getByLabel(name, { exact: true })
      await expect(field).toBeVisible()
      expect(await borderOf(field)).not.toBe(DANGER)
    }
    await page.getByRole('button', { name: submit, exact: true }).click()
    // The browser refuses the empty form and focuses its first field: once the player
    // moves on, every empty required field says it is wrong.
    const first = page.getByLabel(fields[0], { exact: true })
    await expect(first).toBeFocused()
    await first.blur()
    for (const name of fields) {
      await expect.poll(() => borderOf(page.getByLabel(name, { exact: true }))).toBe(DANGER)
    }
  })
}

test('an email left with a bad value turns red when the player leaves it', async ({ page }) => {
  await page.goto(paths.login)
  const email = page.getByLabel('Adresse e-mail', { exact: true })
  await email.fill('pas-une-adresse')
  expect(await borderOf(email)).not.toBe(DANGER)
  await email.blur()
  await expect.poll(() => borderOf(email)).toBe(DANGER)
  await email.fill('joueur@portail.test')
  await email.blur()
  await expect.poll(() => borderOf(email)).not.toBe(DANGER)
})
