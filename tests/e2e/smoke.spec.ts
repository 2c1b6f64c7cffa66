import { expect, test } from './helpers/test'

test('the app renders a page with a main heading', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.locator('h1').first()).toBeVisible()
})
