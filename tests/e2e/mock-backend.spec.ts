import { expect, test, type Page } from './helpers/test'

/** The embedded backend as the app exposes it in mock mode (`window.__portal`). */
async function callInPage<T>(page: Page, fn: string): Promise<T> {
  return page.evaluate(async (source) => {
    const portal = (window as unknown as { __portal: Record<string, never> }).__portal
    return new Function('portal', `return (${source})(portal)`)(portal)
  }, fn) as Promise<T>
}

test('the mock database survives a full page load', async ({ page }) => {
  await page.goto('/')
  await page.waitForFunction(() => 'window' in globalThis && '__portal' in window)
  await callInPage(page, `(p) => p.auth.signInWithPassword('joueur@portail.test', 'Joueur123')`)
  const order = await callInPage<{ status: number; body: { points: number } }>(
    page,
    `(p) => p.api.shop.order({ body: { accountId: 1, characterId: 2, amount: 100 } })`,
  )
  expect(order.status).toBe(201)
  expect(order.body.points).toBe(1400)

  // A real navigation: a new document, a new worker client, the same browser storage.
  await page.goto('/?after-navigation')
  await page.waitForFunction(() => '__portal' in window)
  const profile = await callInPage<{ status: number; body: { points: number } }>(
    page,
    `(p) => p.api.profile.get()`,
  )
  expect(profile).toMatchObject({ status: 200, body: { points: 1400 } })

  // Resetting to the seed is one call.
  await callInPage(page, `(p) => p.mock.resetDb()`)
  await page.reload()
  await page.waitForFunction(() => '__portal' in window)
  const reset = await callInPage<{ body: { points: number } }>(page, `(p) => p.api.profile.get()`)
  expect(reset.body.points).toBe(1500)
})
