import type { Locator, Page } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { PAGE_LOAD, PLAYERS, signIn } from './helpers/portal'
import { expect, test } from './helpers/test'
import { paths } from '@/shared/routing/paths'

/**
 * Tables on a phone: below 768 px each row is a card, so that nothing essential (the
 * « Détails » buttons, the ranking's « Niveau » and « Temps de jeu ») sits out of sight.
 */

/** The element lies wholly inside the page's width and is not clipped by a scrolling frame. */
async function expectInsideViewport(page: Page, element: Locator) {
  await expect(element).toBeVisible()
  const box = await element.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box, 'has a box').not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(width)
  // What is drawn at its centre is the element itself (or inside it), not a frame's clip.
  const centre = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 }
  await element.scrollIntoViewIfNeeded()
  const after = (await element.boundingBox())!
  const hit = await element.evaluate(
    (node, point) => {
      const found = document.elementFromPoint(point.x, point.y)
      return found !== null && (node === found || node.contains(found))
    },
    { x: after.x + after.width / 2, y: after.y + after.height / 2 },
  )
  expect(hit, `nothing covers or clips it at (${centre.x}, ${centre.y})`).toBe(true)
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    test('every game account’s « Détails » button is in sight', async ({ page }) => {
      await signIn(page, PLAYERS.joueur)
      await page.goto(paths.accounts)
      const table = page.getByRole('table')
      await expect(table).toBeVisible(PAGE_LOAD)
      const buttons = table.getByRole('button', { name: /^Détails du compte / })
      expect(await buttons.count()).toBeGreaterThan(0)
      for (const button of await buttons.all()) await expectInsideViewport(page, button)
      for (const row of await table.getByRole('rowheader').all()) {
        await expectInsideViewport(page, row)
      }
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page, `/me/accounts at ${width} px`)
    })

    test('the ranking’s « Niveau » and « Temps de jeu » are in sight', async ({ page }) => {
      await page.goto(paths.ranking)
      const table = page.getByRole('table')
      await expect(table).toBeVisible(PAGE_LOAD)
      const rows = table.getByRole('rowgroup').last().getByRole('row')
      expect(await rows.count()).toBeGreaterThan(0)
      for (const row of (await rows.all()).slice(0, 3)) {
        const cells = row.getByRole('cell')
        await expect(cells).toHaveCount(5)
        // Personnage, Classe, Niveau, Temps de jeu.
        for (const index of [1, 2, 3, 4]) await expectInsideViewport(page, cells.nth(index))
      }
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page, `/ranking at ${width} px`)
    })
  })
}
