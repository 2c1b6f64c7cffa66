import type { Locator, Page } from './helpers/test'
import { PAGE_LOAD, PLAYERS, signIn } from './helpers/portal'
import { expect, test } from './helpers/test'
import { paths } from '@/shared/routing/paths'

/**
 * The « Outils de test » corner button hides nothing: whatever a player scrolls to (down to the
 * footer's last link) or focuses can sit clear of it.
 */

const toggle = (page: Page) => page.getByRole('button', { name: 'Outils de test', exact: true })

/** The points of the element's box, inset by 2 px, that must show the element itself. */
async function coveredPoints(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    const y = box.top + box.height / 2
    const points = [
      { x: box.left + 2, y },
      { x: box.left + box.width / 2, y },
      { x: box.right - 2, y },
    ]
    return points
      .filter((point) => {
        const hit = document.elementFromPoint(point.x, point.y)
        return hit !== null && hit !== node && !node.contains(hit)
      })
      .map((point) => {
        const hit = document.elementFromPoint(point.x, point.y) as Element
        const name = hit.getAttribute('aria-label') ?? hit.textContent?.trim().slice(0, 40) ?? ''
        return `(${Math.round(point.x)}, ${Math.round(point.y)}) under <${hit.tagName.toLowerCase()}> « ${name} »`
      })
  })
}

/**
 * Scrolls the element just into view from above (its bottom edge at the bottom of the window,
 * the worst place for a corner button), as a player scrolling down or a Tab press does.
 */
async function expectClearOfTheToggle(page: Page, element: Locator, what: string) {
  await element.evaluate((node) => node.scrollIntoView({ block: 'end', behavior: 'instant' }))
  expect(await coveredPoints(element), `${what} is covered`).toEqual([])
}

async function expectNothingCovered(page: Page) {
  await expect(toggle(page)).toBeVisible(PAGE_LOAD)
  await page.evaluate(() => window.scrollTo(0, 0))
  for (const heading of await page.locator('main :is(h1, h2, h3)').all()) {
    await expectClearOfTheToggle(page, heading, `heading « ${await heading.innerText()} »`)
  }
  for (const link of await page.getByRole('contentinfo').getByRole('link').all()) {
    await expectClearOfTheToggle(page, link, `footer link « ${await link.innerText()} »`)
  }
  // At the very end of the page, the footer's last links are clear too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  for (const link of await page.getByRole('contentinfo').getByRole('link').all()) {
    if (await link.isVisible()) expect(await coveredPoints(link)).toEqual([])
  }
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    test('the landing page: headings and the footer’s Discord link are clear', async ({ page }) => {
      await page.goto(paths.home)
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: /Discord/ }),
      ).toBeVisible(PAGE_LOAD)
      await expectNothingCovered(page)
    })

    test('the top-up page: every « Acheter » button is clear', async ({ page }) => {
      await signIn(page, PLAYERS.joueur)
      await page.goto(paths.topUp)
      const buy = page.getByRole('button', { name: /^Acheter le pack / })
      await expect(buy.first()).toBeVisible(PAGE_LOAD)
      // The corner button mounts after hydration, with the scroll padding that keeps it clear.
      await expect(toggle(page)).toBeVisible(PAGE_LOAD)
      for (const button of await buy.all()) {
        await expectClearOfTheToggle(page, button, `« ${await button.innerText()} »`)
      }
      await expectNothingCovered(page)
    })
  })
}
