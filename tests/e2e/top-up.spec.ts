import { expect, test, type Page } from './helpers/test'
import { formatEuros } from '../../src/shared/text/format'
import { CHECKOUT_FAILED, PAYMENT_FAILED } from '../../src/features/shop/messages'
import { expectNoAxeViolations } from './helpers/axe'
import { inPortal, openFromNav, PLAYERS, signIn } from './helpers/portal'
import { apiCalls, balanceOf, spyOnApi } from './helpers/shop'
import { paths } from '@/shared/routing/paths'

/** Top-up through the mock payment page, in mock mode (transfers: shop.spec.ts). */

const sessionCount = (page: Page) => inPortal(page, (p) => p.mock.db.count('checkoutSessions'))

const packs = (page: Page) => page.getByRole('list', { name: "Packs d'AirPoints" })
/** The mock payment page, after a full load of the app (its embedded backend starts again). */
async function expectPaymentPage(page: Page) {
  await expect(page).toHaveURL(/\/__mock\/checkout\/cs_mock_\w+$/)
  await expect(page.getByRole('button', { name: 'Payer' })).toBeVisible({ timeout: 15_000 })
}

const pack = (page: Page, title: string) => packs(page).getByRole('listitem', { name: title })
const buy = (page: Page, title: string) =>
  page.getByRole('button', { name: `Acheter le pack ${title}` })

test.describe('top-up', () => {
  test('a double click opens one session; paying credits the pack once', async ({ page }) => {
    test.slow(true, 'three loads of the app and three axe scans')
    await signIn(page, PLAYERS.joueur)
    const before = await balanceOf(page)
    const sessions = await sessionCount(page)

    await openFromNav(page, 'Rechargement')
    await expect(packs(page).getByRole('listitem')).toHaveText([
      /Débutant.*50 AirPoints.*4,99/,
      /Aventurier.*100 AirPoints.*9,99/,
      /Chevalier.*\+5\s% bonus.*210 AirPoints.*19,99/,
      /Héros.*\+5\s% bonus.*525 AirPoints.*49,99/,
      /Légende.*\+10\s% bonus.*1\s100 AirPoints.*99,99/,
    ])
    await expect(pack(page, 'Chevalier')).toContainText(formatEuros(19.99))
    await expect(page.getByText('+25\u00a0% offerts')).toHaveCount(0)
    await expectNoAxeViolations(page)

    await buy(page, 'Chevalier').dblclick()
    await expectPaymentPage(page)
    expect(await sessionCount(page)).toBe(sessions + 1)
    const summary = page.getByRole('definition')
    await expect(summary).toHaveText(['Chevalier', '210', formatEuros(19.99)])
    await expectNoAxeViolations(page)
    const checkoutUrl = page.url()

    await page.getByRole('button', { name: 'Payer' }).click()
    await expect(page).toHaveURL(paths.result.topUpSuccess)
    await expect(page.getByRole('heading', { name: 'Rechargement effectué !' })).toBeVisible()
    await expectNoAxeViolations(page)
    const after = await balanceOf(page)
    expect(after).toEqual({ points: before.points + 210, monthPoints: before.monthPoints + 210 })

    // Back on the payment page (a reload, a second « Payer »): nothing more is credited.
    await page.goto(checkoutUrl)
    await expectPaymentPage(page)
    await page.getByRole('button', { name: 'Payer' }).click()
    await expect(page).toHaveURL(paths.result.topUpSuccess)
    expect(await balanceOf(page)).toEqual(after)
  })

  test('the withdrawal right on untransferred AirPoints is stated before paying, with the terms', async ({
    page,
  }) => {
    await signIn(page, PLAYERS.joueur)
    await openFromNav(page, 'Rechargement')
    const right = page.locator('#droit-de-retractation')
    await expect(right).toContainText('Droit de rétractation')
    await expect(right).toContainText(
      /14\s*jours à compter de l.achat .* AirPoints qui n.ont pas encore été transférés/,
    )
    // Stated above the packs, before any « Acheter ».
    const rightBox = await right.boundingBox()
    const packsBox = await packs(page).boundingBox()
    expect(rightBox && packsBox && rightBox.y < packsBox.y).toBe(true)
    await right.getByRole('link', { name: "Lire les conditions générales d'utilisation" }).click()
    await expect(page).toHaveURL(paths.cgu)
    await expect(page.getByText(/Droit de rétractation/)).toBeVisible()
  })

  test('a delayed payment that fails credits nothing and the top-up page says so', async ({
    page,
  }) => {
    await signIn(page, PLAYERS.joueur)
    const before = await balanceOf(page)
    await openFromNav(page, 'Rechargement')
    await expect(page.getByText(PAYMENT_FAILED.title)).toHaveCount(0)
    await buy(page, 'Héros').click()
    await expectPaymentPage(page)
    await page.getByRole('button', { name: 'Paiement différé refusé' }).click()
    await expect(page).toHaveURL(paths.topUp)
    const notice = page.getByRole('alert').filter({ hasText: PAYMENT_FAILED.title })
    await expect(notice).toContainText(
      /Le paiement du pack Héros \(49,99\s€\) du .* n'a pas abouti/,
    )
    await expectNoAxeViolations(page)
    expect(await balanceOf(page)).toEqual(before)
  })

  test('a refund simulated on the mock payment page takes the points back', async ({ page }) => {
    await signIn(page, PLAYERS.joueur)
    const before = await balanceOf(page)
    await openFromNav(page, 'Rechargement')
    await buy(page, 'Chevalier').click()
    await expectPaymentPage(page)
    const checkoutUrl = page.url()
    await page.getByRole('button', { name: 'Payer' }).click()
    await expect(page).toHaveURL(paths.result.topUpSuccess)
    await page.goto(checkoutUrl)
    await expectPaymentPage(page)
    await page.getByRole('button', { name: 'Rembourser en entier' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Appliqué' })).toContainText(
      '210 AirPoints retirés',
    )
    await page.getByRole('button', { name: 'Rembourser en entier' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Rien à appliquer' })).toBeVisible()
    expect(await balanceOf(page)).toEqual(before)
  })

  test('cancelling on the payment page changes nothing', async ({ page }) => {
    await signIn(page, PLAYERS.joueur)
    const before = await balanceOf(page)
    await openFromNav(page, 'Rechargement')
    await buy(page, 'Chevalier').click()
    await expectPaymentPage(page)
    await page.getByRole('button', { name: 'Annuler' }).click()
    await expect(page).toHaveURL(paths.result.topUpFailure)
    await expect(page.getByRole('heading', { name: 'Rechargement annulé...' })).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await balanceOf(page)).toEqual(before)
  })

  test('an answer whose URL is off the allow-list is logged, and the browser stays', async ({
    page,
  }) => {
    await spyOnApi(page, { checkoutUrlOrigin: 'https://paiement.example' })
    const offsite: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'paiement.example') offsite.push(request.url())
    })
    await signIn(page, PLAYERS.joueur)
    await openFromNav(page, 'Rechargement')
    const logged = page.waitForEvent('console', (m) => m.text().includes('URL refusée'))
    await buy(page, 'Débutant').click()
    await logged
    await expect(buy(page, 'Débutant')).toBeEnabled()
    await expect(buy(page, 'Légende')).toBeEnabled()
    await expect(page).toHaveURL(paths.topUp)
    expect(await apiCalls(page, 'POST /api/shop/checkout')).toBe(1)
    expect(offsite).toEqual([])
  })

  // Inside the window the clock runs from its start; at the edges it stands still, so that the
  // second before the start cannot tick into the promotion while the test signs in.
  const windows = [
    { at: '2024-10-02T18:00:00Z', shown: true },
    { at: '2024-10-02T17:59:59Z', shown: false },
    { at: '2024-10-02T22:00:00Z', shown: false },
  ]
  for (const { at, shown } of windows) {
    test(`the promotion ${shown ? 'shows' : 'does not show'} at ${at}`, async ({ page }) => {
      if (shown) await page.clock.install({ time: at })
      else await page.clock.setFixedTime(at)
      await signIn(page, PLAYERS.joueur)
      await openFromNav(page, 'Rechargement')
      const chevalier = pack(page, 'Chevalier')
      await expect(chevalier).toBeVisible()
      if (!shown) {
        await expect(chevalier).toContainText('210 AirPoints')
        await expect(page.getByText('+25\u00a0% offerts')).toHaveCount(0)
        await expect(chevalier.locator('s')).toHaveCount(0)
        return
      }
      // 210 × 1.25, rounded down, beside the struck-through count, on every pack.
      await expect(page.getByText('+25\u00a0% offerts', { exact: true })).toHaveCount(5)
      await expect(chevalier.locator('s')).toHaveText('210')
      await expect(chevalier).toContainText('262 AirPoints')
      await expectNoAxeViolations(page)

      // The payment credits the boosted count (the same rule on the backend's side).
      const before = await balanceOf(page)
      await buy(page, 'Chevalier').click()
      await expectPaymentPage(page)
      await expect(page.getByRole('definition').nth(1)).toHaveText('262')
      await page.getByRole('button', { name: 'Payer' }).click()
      await expect(page).toHaveURL(paths.result.topUpSuccess)
      expect((await balanceOf(page)).points).toBe(before.points + 262)
    })
  }
})

test.describe('top-up cards line up', () => {
  const widths = [390, 768, 1280]
  for (const promotion of [false, true]) {
    test(`at ${widths.join(', ')} px ${promotion ? 'during' : 'outside'} the promotion`, async ({
      page,
    }) => {
      test.slow(true, 'three widths, one sign-in')
      await page.clock.setFixedTime(promotion ? '2024-10-02T19:00:00Z' : '2024-10-03T12:00:00Z')
      await signIn(page, PLAYERS.joueur)
      await openFromNav(page, 'Rechargement')
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 })
        await expect(pack(page, 'Légende')).toBeVisible()
        const cards = await page.locator('[data-pack]').evaluateAll((elements) =>
          elements.map((card) => {
            const top = (selector: string) =>
              Math.round(card.querySelector(selector)!.getBoundingClientRect().top)
            const figures = card.querySelector('p > span')!.getBoundingClientRect()
            return {
              line: Math.round(card.getBoundingClientRect().top),
              price: top('p:nth-of-type(2)'),
              button: top('button'),
              figuresHeight: Math.round(figures.height),
              unitTop: Math.round(
                card.querySelector('p > span:last-of-type')!.getBoundingClientRect().top,
              ),
            }
          }),
        )
        expect(cards).toHaveLength(5)
        // The figures never wrap: one line on every card.
        expect(new Set(cards.map((c) => c.figuresHeight)).size).toBe(1)
        // Cards on one line share the heights of their rows: units, prices and buttons level.
        for (const line of new Set(cards.map((c) => c.line))) {
          const onLine = cards.filter((c) => c.line === line)
          for (const part of ['unitTop', 'price', 'button'] as const) {
            expect(new Set(onLine.map((c) => c[part])).size, `${part} at ${width} px`).toBe(1)
          }
        }
      }
    })
  }
})

test('a checkout that fails (500, no network) tells the player to try again', async ({ page }) => {
  await signIn(page, PLAYERS.joueur)
  await openFromNav(page, 'Rechargement')
  const failed = page.getByRole('alert').filter({ hasText: CHECKOUT_FAILED.title })
  for (const fault of [{ kind: 'status', status: 500 }, { kind: 'network' }] as const) {
    await inPortal(page, (p) => p.mock.faults.clearAll())
    await inPortal(page, (p, value) => p.mock.faults.set('shop.checkout', value), fault)
    const logged = page.waitForEvent('console', (m) => m.text().includes('[rechargement]'))
    await buy(page, 'Héros').click()
    await logged
    await expect(failed).toContainText(CHECKOUT_FAILED.message)
    await expect(buy(page, 'Héros')).toBeEnabled()
    await expect(page).toHaveURL(paths.topUp)
  }
  await expectNoAxeViolations(page)
  // Once the fault is gone, the next click goes to the payment page and the warning goes.
  await inPortal(page, (p) => p.mock.faults.clearAll())
  await buy(page, 'Héros').click()
  await expect(page).toHaveURL(/\/__mock\/checkout\/cs_mock_\w+$/)
})
