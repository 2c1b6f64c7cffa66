import { expect, test } from './helpers/test'

test('the app renders a page with a main heading', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.locator('h1').first()).toBeVisible()
})

test('a build with the embedded backend says so: the « Démo » badge, beside the name, at 390 and 1280 px', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    const badge = nav.getByText(/^Démo/)
    await expect(badge).toBeVisible()
    await expect(nav).toContainText('Démo (données, e-mails et paiements simulés)')
    // On the header's row, beside the site's name, not over anything.
    const name = nav.getByRole('link', { name: 'AirFlyff' })
    await expect
      .poll(async () => {
        const [a, b] = [await name.boundingBox(), await badge.boundingBox()]
        if (!a || !b) return 'not laid out'
        const sameRow = Math.abs(b.y + b.height / 2 - (a.y + a.height / 2)) < 8
        return b.x >= a.x + a.width && sameRow ? 'beside the name' : 'elsewhere'
      })
      .toBe('beside the name')
  }
})
