import { expect, test, type Page } from './helpers/test'
import { PAGE_LOAD, PLAYERS, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/**
 * Icons are the portal's SVG set, never emoji: an emoji shows as an empty box where no emoji
 * font is installed. Every icon is decorative, hidden from screen readers.
 */

/** A character drawn as an emoji: emoji presentation, or the selector that asks for it. */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u

async function expectNoEmoji(page: Page) {
  const text = await page.locator('body').innerText()
  expect(text.match(EMOJI), `emoji in the page text of ${page.url()}`).toBeNull()
}

async function expectDecorativeSvgs(page: Page, selector: string, count: number) {
  const icons = page.locator(selector)
  await expect(icons).toHaveCount(count)
  for (const icon of await icons.all()) {
    await expect(icon.locator('svg')).toHaveCount(1)
    await expect(icon.locator('svg')).toHaveAttribute('aria-hidden', 'true')
    await expect(icon).toHaveText('')
  }
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the public rewards show one svg icon each and no emoji', async ({ page }) => {
      await page.goto(paths.publicLoyalty)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD)
      await expect(page.getByTestId('reward-icon').first()).toBeVisible(PAGE_LOAD)
      await expectDecorativeSvgs(page, '[data-testid="reward-icon"]', 6)
      await expectNoEmoji(page)
    })

    test('the landing page’s selling points are svg icons', async ({ page }) => {
      await page.goto(paths.home)
      await expect(page.getByRole('heading', { name: 'Sécurité' })).toBeVisible(PAGE_LOAD)
      await expectNoEmoji(page)
      const points = page.locator('section[aria-labelledby="atouts-titre"] li')
      await expect(points).toHaveCount(6)
      for (const point of await points.all()) {
        await expect(point.locator('svg[aria-hidden="true"]')).toHaveCount(1)
      }
    })
  })
}

test('the player’s pages and the password checklist show no emoji', async ({ page }) => {
  await signIn(page, PLAYERS.joueur)
  await page.goto(paths.loyalty)
  await expect(page.getByTestId('reward-icon').first()).toBeVisible(PAGE_LOAD)
  await expectNoEmoji(page)
  for (const icon of await page.getByTestId('reward-icon').all()) {
    await expect(icon.locator('svg[aria-hidden="true"]')).toHaveCount(1)
  }
  await page.goto(paths.accounts)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD)
  await expectNoEmoji(page)
})

test('the registration checklist marks rules with svg icons, not characters', async ({ page }) => {
  await page.goto(paths.register)
  const rules = page.getByRole('list', { name: 'Règles du mot de passe' })
  await expect(rules).toBeVisible(PAGE_LOAD)
  for (const rule of await rules.getByRole('listitem').all()) {
    await expect(rule.locator('svg[aria-hidden="true"]')).toHaveCount(1)
    await expect(rule).not.toContainText(/[✓✗]/)
  }
})
