import { paths } from '@/shared/routing/paths'
import { expectNoAxeViolations } from './helpers/axe'
import { inPortal, operatorHeaders } from './helpers/portal'
import { expect, test } from './helpers/test'

const MESSAGE = 'Maintenance du serveur de jeu ce soir de 22 h à 23 h.'

/** The demo operator writes the notice through the console's API (the embedded backend). */
async function setNotice(page: import('@playwright/test').Page, enabled: boolean) {
  const status = await inPortal(
    page,
    async (portal, { body, headers }) => {
      const answer = await fetch(`${portal.config.api.baseUrl}/admin/content/notice`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return answer.status
    },
    {
      body: { message: MESSAGE, enabled, reason: 'Maintenance prévue' },
      headers: await operatorHeaders(page),
    },
  )
  expect(status).toBe(200)
}

test('the maintenance notice shows on every page once switched on, moving nothing', async ({
  page,
}) => {
  // Two console calls, each after the operator's second factor (docs/decisions/059).
  test.setTimeout(90_000)
  await page.goto(paths.home)
  const notice = page.getByRole('complementary', { name: 'Avis de maintenance' })
  await setNotice(page, true)
  for (const path of [paths.home, paths.cgu, paths.ranking]) {
    await page.goto(path)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    const before = await heading.boundingBox()
    await expect(notice).toHaveText(MESSAGE)
    // Fixed at the bottom of the viewport: what was drawn before it did not move.
    expect(await heading.boundingBox()).toEqual(before)
  }
  await expectNoAxeViolations(page)

  await setNotice(page, false)
  await page.goto(paths.cgu)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Read once the page runs: give it the time to arrive, then nothing is shown.
  await page.waitForTimeout(1500)
  await expect(notice).toHaveCount(0)
})
