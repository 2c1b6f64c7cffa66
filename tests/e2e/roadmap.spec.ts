import { expect, test } from './helpers/test'
import { paths } from '@/shared/routing/paths'

/** The roadmap as text on every screen, the current milestone marked by the date. */
test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the milestones are text, the image is left to wide screens', async ({ page }) => {
    await page.goto(paths.roadmap)
    const steps = page.getByRole('list', { name: 'Étapes de la feuille de route' })
    await expect(steps.getByRole('heading', { level: 2 })).toHaveText([
      'Octobre 2025',
      'Hiver 2025',
      'Printemps 2026',
      /^Été 2026/,
    ])
    await expect(steps.getByText('Guerres de guildes, saison 2')).toBeVisible()
    await expect(page.locator('img[src="/images/roadmap.svg"]')).toBeHidden()
  })
})

test('the milestone under way is marked by the date of the visit', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 3, 15, 12))
  await page.goto(paths.roadmap)
  const current = page.locator('[aria-current="step"]')
  await expect(current).toHaveCount(1)
  await expect(current.getByRole('heading')).toHaveText(/^Printemps 2026\s*Période en cours$/)
  await expect(page.locator('img[src="/images/roadmap.svg"]')).toBeVisible()
})

test('before the first period, no milestone is under way', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2025, 8, 1, 12))
  await page.goto(paths.roadmap)
  await expect(page.getByRole('heading', { name: 'Octobre 2025' })).toBeVisible()
  await expect(page.locator('[aria-current="step"]')).toHaveCount(0)
  await expect(page.getByText('Période en cours')).toHaveCount(0)
})
