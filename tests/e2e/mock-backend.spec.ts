import { expect, test } from './helpers/test'
import { inPortal, PLAYERS, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

test('the mock database survives a full page load', async ({ page }) => {
  await page.goto(paths.home)
  await signIn(page, PLAYERS.joueur, { via: 'service' })
  const order = await inPortal(page, async (p) => {
    const answer = await p.api.shop.order({
      body: { accountId: 1, characterId: 2, amount: 100 },
      headers: { 'idempotency-key': crypto.randomUUID() },
    })
    return { status: answer.status, points: answer.status === 201 ? answer.body.points : null }
  })
  expect(order).toEqual({ status: 201, points: 1400 })

  // A real navigation: a new document, a new worker client, the same browser storage.
  await page.goto('/?after-navigation')
  const profile = await inPortal(page, (p) => p.api.profile.get())
  expect(profile).toMatchObject({ status: 200, body: { points: 1400 } })

  // Resetting to the seed is one call.
  await inPortal(page, (p) => p.mock.resetDb())
  await page.reload()
  const reset = await inPortal(page, (p) => p.api.profile.get())
  expect(reset).toMatchObject({ status: 200, body: { points: 1500 } })
})
