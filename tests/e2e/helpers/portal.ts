import { expect, type Page } from '@playwright/test'
import type { Fault } from '../../../mocks/faults'
import type { Services } from '../../../src/shared/services'

/** A full page load boots the app and its embedded backend: more than the default wait on 2 cores. */
export const PAGE_LOAD = { timeout: 20_000 }

/** The demo players of the embedded backend (backend/demo.ts). */
export const PLAYERS = {
  joueur: { email: 'joueur@portail.test', password: 'Joueur123' },
  nouveau: { email: 'nouveau@portail.test', password: 'Nouveau123' },
} as const

/** The six result pages: their path, heading, route title and the page they link back to. */
export const RESULT_PAGES = [
  {
    path: '/shop-points-success',
    h1: 'Rechargement effectué !',
    name: 'Rechargement effectué',
    back: '/shop-points',
  },
  {
    path: '/shop-points-failure',
    h1: 'Rechargement annulé...',
    name: 'Rechargement annulé',
    back: '/shop-points',
  },
  {
    path: '/shop-transfer-success',
    h1: 'Transfert effectué !',
    name: 'Transfert effectué',
    back: '/shop-items',
  },
  {
    path: '/shop-transfer-failure',
    h1: 'Transfert annulé...',
    name: 'Transfert annulé',
    back: '/shop-items',
  },
  {
    path: '/fidelity-claim-success',
    h1: 'Récupération effectuée !',
    name: 'Récupération effectuée',
    back: '/me/fidelity',
  },
  {
    path: '/fidelity-claim-failure',
    h1: 'Récupération annulée...',
    name: 'Récupération annulée',
    back: '/me/fidelity',
  },
] as const

/** Signs in through the login page, as a player does, and waits for the home page. */
export async function signIn(page: Page, player: { email: string; password: string }) {
  await page.goto('/auth/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible(PAGE_LOAD)
  await page.getByLabel('Adresse e-mail').fill(player.email)
  await page.getByLabel('Mot de passe').fill(player.password)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page).toHaveURL('/')
}

export type { Fault }

interface FaultsInPage {
  set(key: string, fault: Fault): void
  clearAll(): void
}

/** Makes an endpoint ('accounts.list', see the dev panel) fail until the faults are cleared. */
export async function setFault(page: Page, key: string, fault: Fault) {
  await page.waitForFunction(() =>
    Boolean((window as { __portal?: { mock?: unknown } }).__portal?.mock),
  )
  await page.evaluate(
    ([endpoint, value]) =>
      (
        window as unknown as { __portal: { mock: { faults: FaultsInPage } } }
      ).__portal.mock.faults.set(endpoint, value),
    [key, fault] as const,
  )
}

export async function clearFaults(page: Page) {
  await page.evaluate(() =>
    (
      window as unknown as { __portal: { mock: { faults: FaultsInPage } } }
    ).__portal.mock.faults.clearAll(),
  )
}

/** The app's services in mock mode, as boot.tsx exposes them (`window.__portal`). */
export type PortalInPage = Services & { mock: NonNullable<Services['mock']> }

/**
 * Runs `fn(portal, arg)` in the page with the app's services, through a handle on them: a typed
 * function that Playwright sends as is (it may use only its arguments, not the test's variables).
 */
export async function inPortal<T, A>(
  page: Page,
  fn: (portal: PortalInPage, arg: A) => T | Promise<T>,
  arg: A,
): Promise<T> {
  await page.waitForFunction(() => '__portal' in window)
  const portal = await page.evaluateHandle(
    () => (window as unknown as { __portal: PortalInPage }).__portal,
  )
  try {
    // A plain value goes through as is: A and its unboxed form are the same type here.
    return (await portal.evaluate(fn as Parameters<typeof portal.evaluate>[0], arg)) as T
  } finally {
    await portal.dispose()
  }
}
