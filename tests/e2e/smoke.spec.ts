import { expect, test } from './helpers/test'
import { paths } from '@/shared/routing/paths'

test('the app renders a page with a main heading', async ({ page }) => {
  await page.goto(paths.home)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.locator('h1').first()).toBeVisible()
})

test('a build with the embedded backend says so: the « Démo » badge under the name, taking no room, at 390 and 1280 px', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(paths.home)
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    const badge = nav.getByText(/^Démo/)
    await expect(badge).toBeVisible()
    await expect(nav).toContainText('Démo (données, e-mails et paiements simulés)')
    // Under the site's name, inside the header, over nothing that can be clicked.
    const name = nav.getByRole('link', { name: 'AirFlyff' })
    const header = page.getByRole('banner')
    await expect
      .poll(async () => {
        const [a, b, h] = [
          await name.boundingBox(),
          await badge.boundingBox(),
          await header.boundingBox(),
        ]
        if (!a || !b || !h) return 'not laid out'
        const under = b.y >= a.y + a.height - 8 && b.x < a.x + a.width && b.x + b.width > a.x
        const inside = b.y + b.height <= h.y + h.height
        return under && inside ? 'under the name' : `elsewhere ${JSON.stringify({ a, b, h })}`
      })
      .toBe('under the name')
  }
})
