import { expect as baseExpect, test, type Page } from './helpers/test'
import { formatPoints } from '../../src/shared/text/format'
import { OFFLINE_REFUSAL } from '../../src/shared/text/messages'
import {
  inPortal,
  openFromNav,
  openFromUserMenu,
  chooseOption,
  PLAYERS,
  setFault,
  signIn,
} from './helpers/portal'
import { paths } from '@/shared/routing/paths'

/**
 * The network drops and comes back: the player is told both, politely; a form sent meanwhile
 * is kept with what was typed, and works once the connection is back.
 */

const expect = baseExpect.configure({ timeout: 15_000 })

const OFFLINE_NOTICE =
  'Vous êtes hors ligne : les actions du portail reprendront au retour de la connexion.'
const notice = (page: Page) => page.getByRole('status').filter({ hasText: /hors ligne|rétablie/ })
/** The orange box of a submission kept back offline. */
const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: OFFLINE_REFUSAL.title })

test('offline and back online: a polite notice each time', async ({ page, context }) => {
  await page.goto(paths.download)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Téléchargement')
  await expect(notice(page)).toHaveCount(0)

  await context.setOffline(true)
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE)
  await expect(page.getByRole('status').filter({ hasText: 'hors ligne' })).toHaveAttribute(
    'aria-live',
    'polite',
  )

  await context.setOffline(false)
  await expect(notice(page)).toHaveText('Connexion rétablie.')
  await expect(notice(page)).toHaveCount(0)
})

test('offline, a page whose code is not loaded yet says why it cannot show', async ({
  page,
  context,
}) => {
  await page.goto(paths.download)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Téléchargement')
  await context.setOffline(true)
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE)
  await page.getByRole('link', { name: "Conditions générales d'utilisation" }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page indisponible hors ligne')
  await expect(page.getByText('Une erreur est survenue')).toHaveCount(0)
  // The navigation stays usable.
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible()
})

/** The server's balance, read through the app's API client (online only). */
const balanceOf = (page: Page) =>
  inPortal(page, async (p) => {
    const answer = await p.api.profile.get()
    if (answer.status !== 200) throw new Error(`profile answered ${answer.status}`)
    return answer.body.points
  })

for (const width of [390, 1280]) {
  test(`at ${width} px, a transfer sent offline keeps the form and says why; back online it goes through`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, PLAYERS.joueur)
    const before = await balanceOf(page)
    await openFromNav(page, 'Boutique')
    await expect(page.getByText(`Solde : ${formatPoints(before)} AirPoints`)).toBeVisible()
    await chooseOption(page, 'Compte de jeu', 'heros02')
    await expect(page.getByRole('combobox', { name: 'Personnage' })).toHaveText('Cyrene')
    const amount = page.getByRole('textbox', { name: 'Montant (AirPoints)' })
    await amount.fill('100')

    await context.setOffline(true)
    await expect(notice(page)).toHaveText(OFFLINE_NOTICE)
    const submit = page.getByRole('button', { name: 'Transférer' })
    await submit.click()
    await expect(refusal(page)).toHaveText(`${OFFLINE_REFUSAL.title}${OFFLINE_REFUSAL.message}`)
    await expect(refusal(page)).toBeInViewport()
    await expect(page).toHaveURL(paths.transfer)
    await expect(amount).toHaveValue('100')
    await expect(page.getByRole('combobox', { name: 'Compte de jeu' })).toHaveText('heros02')
    await expect(page.getByRole('combobox', { name: 'Personnage' })).toHaveText('Cyrene')
    await expect(submit).toBeEnabled()

    await context.setOffline(false)
    await expect(notice(page)).toHaveText('Connexion rétablie.')
    await expect(refusal(page)).toHaveCount(0)
    expect(await balanceOf(page)).toBe(before)
    await submit.click()
    await expect(page).toHaveURL(paths.result.transferSuccess)
    await expect(page.getByRole('heading', { name: 'Transfert effectué !' })).toBeVisible()
    expect(await balanceOf(page)).toBe(before - 100)
  })
}

test('the connection drops while a transfer is under way: its result page still shows', async ({
  page,
  context,
}) => {
  await signIn(page, PLAYERS.joueur)
  await openFromNav(page, 'Boutique')
  const amount = page.getByRole('textbox', { name: 'Montant (AirPoints)' })
  await expect(amount).toBeVisible()
  // The answer comes late: the browser is offline by then, and the result page was not shown yet.
  await setFault(page, 'shop.order', { kind: 'delay', ms: 3000 })
  await amount.fill('100')
  await page.getByRole('button', { name: 'Transférer' }).click()
  // Cut only once the request has reached the backend (it is held by the delay), or it would
  // find the browser offline and never get through.
  await expect
    .poll(() => inPortal(page, (p) => p.mock.faults.held('shop.order')), { intervals: [50] })
    .toBe(1)
  await context.setOffline(true)
  await expect(page).toHaveURL(paths.result.transferSuccess)
  await expect(page.getByRole('heading', { name: 'Transfert effectué !' })).toBeVisible()
})

test('a game account created offline: the dialog keeps the input', async ({ page, context }) => {
  await signIn(page, PLAYERS.joueur)
  await openFromUserMenu(page, 'Comptes de jeu')
  await page.getByRole('button', { name: 'Créer un compte de jeu' }).click()
  const dialog = page.getByRole('dialog', { name: 'Créer un compte de jeu' })
  await dialog.getByLabel('Nom du compte').fill('heros03')
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('abc123')
  await dialog.getByLabel('Confirmation du mot de passe').fill('abc123')

  await context.setOffline(true)
  await dialog.getByRole('button', { name: 'Créer le compte' }).click()
  await expect(refusal(page)).toBeVisible()
  await expect(dialog.getByLabel('Nom du compte')).toHaveValue('heros03')
  await expect(dialog.getByLabel('Mot de passe', { exact: true })).toHaveValue('abc123')
  await expect(dialog.getByLabel('Confirmation du mot de passe')).toHaveValue('abc123')

  await context.setOffline(false)
  await expect(refusal(page)).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Créer le compte' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'heros03' })).toHaveText(
    'Le compte heros03 a été créé.',
  )
})

test('a game account password changed offline: the dialog keeps the input', async ({
  page,
  context,
}) => {
  await signIn(page, PLAYERS.joueur)
  await openFromUserMenu(page, 'Comptes de jeu')
  await page.getByRole('button', { name: 'Détails du compte heros01' }).click()
  const details = page.getByRole('dialog', { name: 'Compte heros01' })
  await details.getByLabel('Mot de passe actuel').fill('heros01pass')
  await details.getByLabel('Nouveau mot de passe').fill('Nouveau42')
  await details.getByLabel('Confirmation du mot de passe').fill('Nouveau42')
  await context.setOffline(true)
  await details.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await expect(refusal(page)).toBeVisible()
  await expect(details.getByLabel('Nouveau mot de passe')).toHaveValue('Nouveau42')
  await context.setOffline(false)
  await details.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await expect(details).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'heros01' })).toHaveText(
    'Le mot de passe du compte heros01 a été changé.',
  )
})

for (const width of [390, 1280]) {
  test(`at ${width} px, a loyalty claim sent offline keeps the chosen character`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, PLAYERS.joueur)
    await openFromUserMenu(page, 'Fidélité')
    await page.getByRole('button', { name: 'Récupérer : Coffre de fidélité Bronze' }).click()
    const dialog = page.getByRole('dialog', { name: 'Récupérer une récompense' })
    await chooseOption(page, 'Compte de jeu', 'heros02')

    await context.setOffline(true)
    await dialog.getByRole('button', { name: 'Récupérer', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      `${OFFLINE_REFUSAL.title}${OFFLINE_REFUSAL.message}`,
    )
    await expect(dialog.getByRole('alert')).toBeInViewport()
    await expect(dialog.getByRole('combobox', { name: 'Compte de jeu' })).toHaveText('heros02')
    await expect(dialog.getByRole('combobox', { name: 'Personnage' })).toHaveText('Cyrene')

    await context.setOffline(false)
    await dialog.getByRole('button', { name: 'Récupérer', exact: true }).click()
    await expect(page).toHaveURL(paths.result.claimSuccess)
    await expect(page.getByRole('heading', { name: 'Récupération effectuée !' })).toBeVisible()
  })
}

test('a pack chosen offline opens no payment session and says why', async ({ page, context }) => {
  await signIn(page, PLAYERS.joueur)
  await openFromUserMenu(page, 'Rechargement AirPoints')
  const buy = page.getByRole('button', { name: 'Acheter le pack Débutant' })
  await context.setOffline(true)
  await buy.click()
  await expect(refusal(page)).toBeVisible()
  await expect(page).toHaveURL(paths.topUp)
  await expect(buy).toBeEnabled()

  await context.setOffline(false)
  await buy.click()
  await expect(page).toHaveURL(/\/__mock\/checkout\/cs_mock_\w+$/)
})
