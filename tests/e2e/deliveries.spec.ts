import { expect as baseExpect, test, type Page } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import {
  accountMenu,
  inPortal,
  openFromNav,
  openFromUserMenu,
  PAGE_LOAD,
  PLAYERS,
  setFault,
  signIn,
} from './helpers/portal'
import { DELIVERY_TEXT } from '../../src/shared/delivery/delivery'
import { paths } from '@/shared/routing/paths'

/**
 * What a transfer or a claim becomes on its way to the game, as the player sees it (the success
 * pages, the profile) and as a tester drives it (the dev panel's game switch and logins), in
 * mock mode. The success page reads the state again every few seconds.
 */

// The success page reads again every 3 s, the panel every 2 s, the queue retries every 3 s.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

const SENT_TO_AELIS = DELIVERY_TEXT.sent('Aelis')

const toggle = (page: Page) => page.getByRole('button', { name: 'Outils de test', exact: true })
const panel = (page: Page) => page.getByRole('region', { name: 'Outils de test' })
const deliveryStatus = (page: Page) =>
  page.getByRole('region', { name: 'Livraison' }).getByRole('status')

async function openPanel(page: Page) {
  if ((await toggle(page).getAttribute('aria-expanded')) !== 'true') await toggle(page).click()
  await expect(panel(page).getByRole('heading', { name: 'Livraisons' })).toBeVisible()
  return panel(page)
}

async function closePanel(page: Page) {
  if ((await toggle(page).getAttribute('aria-expanded')) === 'true') await toggle(page).click()
}

const balanceOf = async (page: Page) => {
  await expect(accountMenu(page)).toBeVisible()
  return inPortal(page, async (p) => {
    const answer = await p.api.profile.get()
    if (answer.status !== 200) throw new Error(`profile answered ${answer.status}`)
    return answer.body.points
  })
}

/** Aelis (heros01, the form's default) gets `amount` AirPoints through the transfer form. */
async function transferToAelis(page: Page, amount: number) {
  await openFromNav(page, 'Boutique')
  await expect(page.getByRole('combobox', { name: 'Personnage' })).toHaveText('Aelis')
  await page.getByRole('textbox', { name: 'Montant (AirPoints)' }).fill(String(amount))
  await page.getByRole('button', { name: 'Transférer' }).click()
  await expect(page).toHaveURL(paths.result.transferSuccess)
  await expect(page.getByRole('heading', { name: 'Transfert effectué !' })).toBeVisible()
}

/**
 * Makes the reads of one delivery (GET /me/deliveries/:id) answer 500 while
 * `window.__failDeliveryReads` is true. (The msw worker answers inside the page, out of
 * Playwright's routing; and the mock's faults match paths without parameters only.)
 */
async function breakDeliveryReads(page: Page) {
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const request = new Request(input, init)
      const broken = (window as unknown as { __failDeliveryReads?: boolean }).__failDeliveryReads
      if (broken && /^\/api\/me\/deliveries\/./.test(new URL(request.url).pathname)) {
        return new Response(JSON.stringify({ message: 'Server Error' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        })
      }
      return realFetch(input, init)
    }
  })
}
const setDeliveryReadsBroken = (page: Page, broken: boolean) =>
  page.evaluate((value) => Object.assign(window, { __failDeliveryReads: value }), broken)

/** The game's delivery rows (ITEM_SEND_TBL) for a character with that count. */
const gameRows = (page: Page, characterId: number, count: number) =>
  inPortal(
    page,
    (p, [character, wanted]) =>
      (p.mock.db.all('gameItemSend') as { characterId: number; count: number }[]).filter(
        (row) => row.characterId === character && row.count === wanted,
      ).length,
    [characterId, count] as const,
  )

test('a transfer: pending, then sent to Aelis, then received once Aelis logs into the game', async ({
  page,
}) => {
  await signIn(page, PLAYERS.joueur)
  await transferToAelis(page, 300)
  const delivery = page.getByRole('region', { name: 'Livraison' })
  await expect(delivery).toContainText('300 AirPoints pour Aelis')
  // The answer's state first (the game has not written it yet), then the state read again.
  await expect(deliveryStatus(page)).toHaveText(DELIVERY_TEXT.pending)
  await expectNoAxeViolations(page, '/shop-transfer-success (pending)')
  await expect(deliveryStatus(page)).toHaveText(SENT_TO_AELIS)

  // The tester's panel: the delivery, and Aelis's login in the game.
  const tools = await openPanel(page)
  await expect(tools.getByRole('list', { name: 'Livraisons simulées' })).toContainText(
    '300 AirPoints → Aelis',
  )
  await tools.getByRole('button', { name: 'Connexion en jeu de Aelis' }).click()
  await expect(tools.getByRole('button', { name: 'Connexion en jeu de Aelis' })).toHaveCount(0)
  await expect(tools.getByRole('list', { name: 'Livraisons simulées' })).toContainText('received')
  await closePanel(page)
  await expect(deliveryStatus(page)).toContainText(DELIVERY_TEXT.received)
  await expectNoAxeViolations(page, '/shop-transfer-success (received)')

  // A reload keeps the page's delivery (history keeps its state), read again at once.
  await page.reload()
  await expect(deliveryStatus(page)).toContainText(DELIVERY_TEXT.received, PAGE_LOAD)

  // Reached without the transfer's state: the spec's text only.
  await page.goto(paths.download)
  await page.goto(paths.result.transferSuccess)
  await expect(page.getByRole('heading', { name: 'Transfert effectué !' })).toBeVisible(PAGE_LOAD)
  // Past the hydration, after which a delivery would be drawn.
  await page.waitForTimeout(1_000)
  await expect(page.getByRole('region', { name: 'Livraison' })).toHaveCount(0)
})

test('with the game unreachable, a transfer still goes through and waits; back, it is sent once', async ({
  page,
}) => {
  await signIn(page, PLAYERS.joueur)
  const before = await balanceOf(page)
  let tools = await openPanel(page)
  const unreachable = tools.getByRole('checkbox', { name: 'Serveur de jeu injoignable' })
  await unreachable.check()
  await expect(unreachable).toBeChecked()
  await expect(toggle(page)).toContainText('Pannes actives : 1')
  await closePanel(page)

  await transferToAelis(page, 37)
  expect(await balanceOf(page)).toBe(before - 37)
  await expect(deliveryStatus(page)).toHaveText(DELIVERY_TEXT.pending)
  // Several reads and retries of the queue later, still waiting: never shown as sent.
  await page.waitForTimeout(7_000)
  await expect(deliveryStatus(page)).toHaveText(DELIVERY_TEXT.pending)
  expect(await gameRows(page, 1, 37)).toBe(0)

  tools = await openPanel(page)
  await tools.getByRole('checkbox', { name: 'Serveur de jeu injoignable' }).uncheck()
  await expect(toggle(page)).not.toContainText('Pannes actives')
  await expect(deliveryStatus(page)).toHaveText(SENT_TO_AELIS)
  // The game holds one row for it, however many times the queue tried; the debit was once.
  expect(await gameRows(page, 1, 37)).toBe(1)
  expect(await balanceOf(page)).toBe(before - 37)
})

test('a delivery to a character deleted meanwhile fails with its reason; the points are given back', async ({
  page,
}) => {
  await signIn(page, PLAYERS.joueur)
  const tools = await openPanel(page)
  await tools.getByRole('checkbox', { name: 'Serveur de jeu injoignable' }).check()
  await closePanel(page)
  // The portal still knows Aelis (the game cannot be read): the transfer goes through and waits.
  await transferToAelis(page, 45)
  await expect(deliveryStatus(page)).toHaveText(DELIVERY_TEXT.pending)
  await inPortal(page, (p) => p.mock.game.deleteCharacter(1))
  await openPanel(page)
  await tools.getByRole('checkbox', { name: 'Serveur de jeu injoignable' }).uncheck()
  await closePanel(page)
  await expect(deliveryStatus(page)).toContainText(
    "Échec de la livraison : le personnage n'existe plus sur ce compte",
  )
  await expect(deliveryStatus(page)).toContainText('Vos AirPoints ont été rendus à votre solde')
  await expect(
    deliveryStatus(page).getByRole('link', { name: /Support sur le Discord/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page, '/shop-transfer-success (failed)')
  expect(await gameRows(page, 1, 45)).toBe(0)
})

test('a claim shows where its reward is; a failed read says the state is unknown', async ({
  page,
}) => {
  await breakDeliveryReads(page)
  await signIn(page, PLAYERS.joueur)
  await openFromUserMenu(page, 'Fidélité')
  await page.getByRole('button', { name: 'Récupérer : Coffre de fidélité Bronze' }).click()
  const dialog = page.getByRole('dialog', { name: 'Récupérer une récompense' })
  await setDeliveryReadsBroken(page, true)
  await dialog.getByRole('button', { name: 'Récupérer', exact: true }).click()
  await expect(page).toHaveURL(paths.result.claimSuccess)
  await expect(page.getByRole('heading', { name: 'Récupération effectuée !' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Livraison' })).toContainText(
    'Coffre de fidélité Bronze pour Aelis',
  )
  // The read fails: neither « en attente » nor « Envoyé », only that the state is unknown.
  await expect(deliveryStatus(page)).toHaveText(DELIVERY_TEXT.unavailable)
  await expectNoAxeViolations(page, '/fidelity-claim-success (state unavailable)')

  await setDeliveryReadsBroken(page, false)
  await expect(deliveryStatus(page)).toHaveText(SENT_TO_AELIS)
  await expectNoAxeViolations(page, '/fidelity-claim-success (sent)')
})

test('the profile lists the deliveries, and says so when they cannot be read', async ({ page }) => {
  await signIn(page, PLAYERS.joueur)
  await openFromUserMenu(page, 'Profil')
  const section = page.getByRole('region', { name: 'Mes livraisons' })
  // The demo player's past deliveries (backend/demo/demo-history.ts), the latest first.
  await expect(section.getByRole('row').filter({ hasText: 'Cyrene' })).toContainText(
    '150 AirPoints',
    PAGE_LOAD,
  )
  await expect(section.getByRole('row').filter({ hasText: '120 AirPoints' })).toHaveCount(0)

  await transferToAelis(page, 120)
  await expect(deliveryStatus(page)).toHaveText(SENT_TO_AELIS)
  await openFromUserMenu(page, 'Profil')
  const row = section.getByRole('row').filter({ hasText: '120 AirPoints' })
  await expect(row.getByRole('cell')).toHaveText([
    'Aelis',
    /^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/,
    SENT_TO_AELIS,
  ])
  await expectNoAxeViolations(page, '/me/profile with a delivery')

  await setFault(page, 'deliveries.list', { kind: 'status', status: 500 })
  await page.goto(paths.profile)
  await expect(section).toContainText(
    'Vos livraisons sont indisponibles pour le moment.',
    PAGE_LOAD,
  )
  await expect(section).not.toContainText('Aucune livraison')
  await expect(section.getByRole('table')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
})
