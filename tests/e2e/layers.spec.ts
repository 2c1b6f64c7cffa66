import { expect, test, type Locator } from './helpers/test'
import { accountMenu, openFromUserMenu, PAGE_LOAD, PLAYERS, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/**
 * The page's layers (the zIndex tokens of src/theme/tokens.ts) as a player meets them: what is
 * meant to be on top is what a click at its centre reaches, at 390 and 1280 px.
 */

/** Whether the element a click at the locator's centre would reach is inside it. */
async function expectOnTop(element: Locator, what: string) {
  await expect(element).toBeVisible()
  await expect
    .poll(
      () =>
        element.evaluate((node) => {
          const box = node.getBoundingClientRect()
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          return hit !== null && node.contains(hit)
        }),
      { message: `${what} is on top` },
    )
    .toBe(true)
}

for (const width of [390, 1280]) {
  test.describe(`layers at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the skip link, once focused, is above the sticky navigation', async ({ page }) => {
      await page.goto(paths.download)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Téléchargement')
      const skip = page.getByRole('link', { name: 'Aller au contenu' })
      await skip.focus()
      await expect(skip).toBeFocused()
      await expectOnTop(skip, 'the skip link')
    })

    test('the account menu is above the offline notice', async ({ page, context }) => {
      await signIn(page, PLAYERS.joueur)
      await context.setOffline(true)
      await expect(page.getByRole('status').filter({ hasText: 'hors ligne' })).toBeVisible()
      await accountMenu(page).click()
      const items = page.getByRole('menuitem')
      await expect(items).toHaveCount(6)
      for (const item of await items.all()) await expectOnTop(item, 'a menu entry')
    })

    test('a dialog is above the navigation, and its options above the dialog', async ({ page }) => {
      await signIn(page, PLAYERS.joueur)
      await openFromUserMenu(page, 'Fidélité')
      await page
        .getByRole('button', { name: 'Récupérer : Coffre de fidélité Bronze' })
        .click(PAGE_LOAD)
      const dialog = page.getByRole('dialog', { name: 'Récupérer une récompense' })
      await expectOnTop(
        dialog.getByRole('button', { name: 'Récupérer', exact: true }),
        'the dialog',
      )
      // The backdrop covers the sticky navigation (hidden from the accessibility tree meanwhile).
      const navigationReached = await page.evaluate(() => {
        const nav = document.querySelector('nav')
        const box = nav?.getBoundingClientRect()
        const hit = box && document.elementFromPoint(box.x + 8, box.y + box.height / 2)
        return Boolean(hit && nav?.contains(hit))
      })
      expect(navigationReached).toBe(false)
      await dialog.getByRole('combobox', { name: 'Compte de jeu' }).click()
      for (const option of await dialog.getByRole('option').all()) {
        await expectOnTop(option, 'an option of the dialog')
      }
    })
  })
}
