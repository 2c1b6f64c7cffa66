import { expect, test, type Page } from './helpers/test'
import { formatEuros, formatPoints } from '../../src/shared/text/format'
import {
  CHECKOUT_FAILED,
  CHECKOUT_REFUSED,
  PAYMENT_FAILED,
  TRANSFER_INVALID_TITLE,
} from '../../src/features/shop/messages'
import { EMAIL_NOT_VERIFIED_WARNING } from '../../src/shared/text/messages'
import { expectNoAxeViolations } from './helpers/axe'
import { accountMenu, chooseOption, inPortal, openFromNav, PLAYERS, signIn } from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/** Top-up through the mock payment page, and transfers to a character, in mock mode. */

type Balance = { points: number; monthPoints: number }

/** The server's balance, once the session is back (a personal call needs its token). */
const balanceOf = async (page: Page) => {
  await expect(accountMenu(page)).toBeVisible({ timeout: 15_000 })
  return inPortal(page, async (p) => {
    const answer = await p.api.profile.get()
    if (answer.status !== 200) throw new Error(`profile answered ${answer.status}`)
    return { points: answer.body.points, monthPoints: answer.body.monthPoints } as Balance
  })
}

const sessionCount = (page: Page) => inPortal(page, (p) => p.mock.db.count('checkoutSessions'))

/**
 * Records the app's API calls (the msw worker answers inside the page, so Playwright's routing
 * never sees them) and, when asked, rewrites a 201 checkout answer to send the browser to
 * another origin: what a misconfigured or compromised backend would do.
 */
async function spyOnApi(page: Page, options: { checkoutUrlOrigin?: string } = {}) {
  await page.addInitScript((rewriteTo) => {
    const calls: string[] = []
    Object.assign(window, { __apiCalls: calls })
    const realFetch = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const request = new Request(input, init)
      const path = new URL(request.url).pathname
      if (path.startsWith('/api/')) calls.push(`${request.method} ${path}`)
      const response = await realFetch(input, init)
      if (!rewriteTo || path !== '/api/shop/checkout' || response.status !== 201) return response
      const { url } = (await response.json()) as { url: string }
      const moved = new URL(new URL(url).pathname, rewriteTo).href
      return new Response(JSON.stringify({ url: moved }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      })
    }
  }, options.checkoutUrlOrigin ?? null)
}

const apiCalls = (page: Page, call: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { __apiCalls: string[] }).__apiCalls.filter((c) => c === wanted).length,
    call,
  )

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

test.describe('transfer', () => {
  const amountField = (page: Page) => page.getByRole('textbox', { name: 'Montant (AirPoints)' })
  const submit = (page: Page) => page.getByRole('button', { name: 'Transférer' })
  const balanceLine = (page: Page, points: number) =>
    page.getByText(`Solde : ${formatPoints(points)} AirPoints`)

  test('100 points to Brakkar of heros01: the balance drops by 100', async ({ page }) => {
    await spyOnApi(page)
    await signIn(page, PLAYERS.joueur)
    const before = await balanceOf(page)
    await openFromNav(page, 'Boutique')
    await expect(page.getByRole('heading', { name: 'Transférer mes AirPoints' })).toBeVisible()
    await expect(balanceLine(page, before.points)).toBeVisible()
    const account = page.getByRole('combobox', { name: 'Compte de jeu' })
    const character = page.getByRole('combobox', { name: 'Personnage' })
    await expect(account).toHaveText('heros01')
    await expect(character).toHaveText('Aelis')
    await expectNoAxeViolations(page)

    // Changing the account resets the character to that account's first.
    await chooseOption(page, 'Personnage', 'Brakkar')
    await chooseOption(page, 'Compte de jeu', 'heros02')
    await expect(character).toHaveText('Cyrene')
    await chooseOption(page, 'Compte de jeu', 'heros01')
    await expect(character).toHaveText('Aelis')
    await chooseOption(page, 'Personnage', 'Brakkar')

    await amountField(page).fill('100')
    await submit(page).click()
    await expect(page).toHaveURL(paths.result.transferSuccess)
    await expect(page.getByRole('heading', { name: 'Transfert effectué !' })).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await apiCalls(page, 'POST /api/shop/order')).toBe(1)

    // The page reads the balance from the server again.
    await page.getByRole('link', { name: 'Retour à la boutique' }).click()
    await expect(balanceLine(page, before.points - 100)).toBeVisible()
    expect((await balanceOf(page)).points).toBe(before.points - 100)
  })

  for (const screen of [
    { name: 'a phone', width: 390, height: 844 },
    { name: 'a desktop screen', width: 1350, height: 940 },
  ]) {
    test(`on ${screen.name}, the character list opens under its chooser, as wide, and does not move`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height })
      await signIn(page, PLAYERS.joueur)
      await page.goto(paths.transfer)
      const character = page.getByRole('combobox', { name: 'Personnage' })
      await expect(character).toHaveText('Aelis')
      // Every frame from the tap on: where the list is drawn, once it shows in the window.
      await character.evaluate((trigger) => {
        const frames: string[] = []
        Object.assign(window, { __listFrames: frames })
        const listbox = document.getElementById(trigger.getAttribute('aria-controls') ?? '')
        const record = () => {
          const list = listbox?.getBoundingClientRect()
          // Drawn and in the window (before its first placement, Ark keeps it above the page).
          if (listbox?.checkVisibility() && list && list.bottom > 0 && list.top < innerHeight) {
            const anchor = trigger.getBoundingClientRect()
            frames.push(
              [list.left - anchor.left, list.top - anchor.bottom, list.width - anchor.width]
                .map((value) => Math.round(value))
                .join(','),
            )
          }
          if (frames.length < 30) afterFrame()
        }
        // Read once each frame is drawn (the task after it): what the player saw.
        const afterFrame = () => requestAnimationFrame(() => setTimeout(record, 0))
        afterFrame()
      })
      await character.click()
      await expect(page.getByRole('option', { name: 'Brakkar' })).toBeVisible()
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { __listFrames: string[] }).__listFrames.length,
          ),
        )
        .toBe(30)
      const frames = await page.evaluate(
        () => (window as unknown as { __listFrames: string[] }).__listFrames,
      )
      // Its left edge on the chooser's, 8 px under it, as wide, from the first frame it shows.
      expect(new Set(frames)).toEqual(new Set(['0,8,0']))
      await page.getByRole('option', { name: 'Brakkar' }).click()
      await expect(character).toHaveText('Brakkar')
    })
  }

  test('each bad amount shows « Montant invalide » and sends nothing', async ({ page }) => {
    await spyOnApi(page)
    await signIn(page, PLAYERS.joueur)
    const { points } = await balanceOf(page)
    await openFromNav(page, 'Boutique')
    await expect(balanceLine(page, points)).toBeVisible()
    const invalid = page.getByRole('alert').filter({ hasText: TRANSFER_INVALID_TITLE })

    for (const amount of ['', '0', '-1', '1.5', String(points + 1)]) {
      await amountField(page).fill(amount)
      await expect(invalid).toHaveCount(0)
      await submit(page).click()
      await expect(invalid, `amount ${JSON.stringify(amount)}`).toContainText('Montant invalide')
    }
    await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    await expect(page).toHaveURL(paths.transfer)
    expect(await apiCalls(page, 'POST /api/shop/order')).toBe(0)
  })

  test('a 500 on /shop/order leads to the failure page, balance unchanged', async ({ page }) => {
    await signIn(page, PLAYERS.joueur)
    const before = await balanceOf(page)
    await inPortal(page, (p) => p.mock.faults.set('shop.order', { kind: 'status', status: 500 }))
    await openFromNav(page, 'Boutique')
    await amountField(page).fill('100')
    await submit(page).click()
    await expect(page).toHaveURL(paths.result.transferFailure)
    await expect(page.getByRole('heading', { name: 'Transfert annulé...' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Retour à la boutique' }).click()
    await expect(balanceLine(page, before.points)).toBeVisible()
    expect(await balanceOf(page)).toEqual(before)
  })
})

test('without a game account nor a verified email: the reasons are shown', async ({ page }) => {
  await signIn(page, PLAYERS.nouveau)
  await openFromNav(page, 'Boutique')
  await expect(page.getByText('Vous devez avoir au moins un compte de jeu.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Montant (AirPoints)' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Transférer' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  await openFromNav(page, 'Rechargement')
  const warning = page.getByRole('alert').filter({ hasText: EMAIL_NOT_VERIFIED_WARNING.title })
  await expect(warning).toContainText(EMAIL_NOT_VERIFIED_WARNING.message)
  // One warning, and packs that say they are unavailable instead of inviting a refused click.
  await expect(page.getByRole('alert')).toHaveCount(1)
  const unavailable = page.getByRole('button', {
    name: 'Indisponible\u00a0: adresse e-mail non vérifiée',
  })
  await expect(unavailable).toHaveCount(5)
  for (const button of await unavailable.all()) await expect(button).toBeDisabled()
  await expect(page.getByRole('button', { name: /^Acheter/ })).toHaveCount(0)
  await expect(page.getByRole('alert').filter({ hasText: CHECKOUT_REFUSED.title })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('with 0 AirPoints, the transfer page says there is nothing to transfer and links to top-up', async ({
  page,
}) => {
  await signIn(page, PLAYERS.joueur)
  // The whole balance goes to Aelis first, through the API.
  await inPortal(page, (p) =>
    p.api.shop.order({ body: { accountId: 1, characterId: 1, amount: 1500 } }),
  )
  await openFromNav(page, 'Boutique')
  await expect(page.getByText('Solde : 0 AirPoints')).toBeVisible()
  await expect(
    page.getByText("Vous n'avez aucun AirPoint à transférer pour le moment."),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Montant (AirPoints)' })).toHaveCount(0)
  await expect(page.getByText(/de 1 à 0/)).toHaveCount(0)
  await page.getByRole('link', { name: 'Recharger des AirPoints' }).click()
  await expect(page).toHaveURL(paths.topUp)
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
