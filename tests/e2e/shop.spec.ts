import { expect, test, type Page } from './helpers/test'
import { formatPoints } from '../../src/shared/text/format'
import { CHECKOUT_REFUSED, TRANSFER_INVALID_TITLE } from '../../src/features/shop/messages'
import { EMAIL_NOT_VERIFIED_WARNING } from '../../src/shared/text/messages'
import { expectNoAxeViolations } from './helpers/axe'
import { chooseOption, inPortal, openFromNav, PLAYERS, signIn } from './helpers/portal'
import { apiCalls, balanceOf, spyOnApi } from './helpers/shop'
import { paths } from '@/shared/routing/paths'

/**
 * Transfers to a character, and the shop's pages without what they need, in mock mode (top-up:
 * top-up.spec.ts).
 */

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
