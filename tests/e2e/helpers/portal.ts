import { expect, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import type { Fault } from '../../../mocks/faults'
import type { Services } from '../../../src/shared/runtime/services'
import { paths } from '@/shared/routing/paths'

/** A full page load boots the app and its embedded backend: more than the default wait on 2 cores. */
export const PAGE_LOAD = { timeout: 20_000 }

/** The demo players of the embedded backend (backend/demo/demo.ts). */
export const PLAYERS = {
  joueur: { email: 'joueur@portail.test', password: 'Joueur123' },
  nouveau: { email: 'nouveau@portail.test', password: 'Nouveau123' },
} as const

/** The six result pages: their path, heading, route title and the page they link back to. */
export const RESULT_PAGES = [
  {
    path: paths.result.topUpSuccess,
    h1: 'Rechargement effectué !',
    name: 'Rechargement effectué',
    back: paths.topUp,
  },
  {
    path: paths.result.topUpFailure,
    h1: 'Rechargement annulé...',
    name: 'Rechargement annulé',
    back: paths.topUp,
  },
  {
    path: paths.result.transferSuccess,
    h1: 'Transfert effectué !',
    name: 'Transfert effectué',
    back: paths.transfer,
  },
  {
    path: paths.result.transferFailure,
    h1: 'Transfert annulé...',
    name: 'Transfert annulé',
    back: paths.transfer,
  },
  {
    path: paths.result.claimSuccess,
    h1: 'Récupération effectuée !',
    name: 'Récupération effectuée',
    back: paths.loyalty,
  },
  {
    path: paths.result.claimFailure,
    h1: 'Récupération annulée...',
    name: 'Récupération annulée',
    back: paths.loyalty,
  },
] as const

export interface Credentials {
  email: string
  password: string
}

export interface SignInOptions {
  /**
   * 'form' (default): through the login page, as a player does. 'service': through the app's
   * auth service, on the page already open (to see that page change as the session does).
   */
  via?: 'form' | 'service'
  /**
   * 'signedIn' (default): waits until the player is signed in, the account menu shown (and,
   * through the form, back home). 'sent': only sends the form (a refused sign-in).
   */
  until?: 'signedIn' | 'sent'
  /** An operator's second factor enrolled and verified (default); false: left to the spec. */
  secondFactor?: boolean
}

/** The avatar menu's button, shown once the player is signed in. */
export const accountMenu = (page: Page) => page.getByRole('button', { name: /^Menu du compte/ })

/** Signs a player in: through the login page unless told otherwise (see SignInOptions). */
export async function signIn(
  page: Page,
  player: Credentials,
  { via = 'form', until = 'signedIn', secondFactor = true }: SignInOptions = {},
) {
  if (via === 'service') {
    await inPortal(page, (p, { email, password }) => p.auth.signInWithPassword(email, password), {
      email: player.email,
      password: player.password,
    })
  } else {
    await page.goto(paths.login)
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible(PAGE_LOAD)
    await page.getByLabel('Adresse e-mail').fill(player.email)
    await page.getByLabel('Mot de passe').fill(player.password)
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    if (until === 'sent') return
    await expect(page).toHaveURL(paths.home, PAGE_LOAD)
  }
  if (until === 'signedIn') await expect(accountMenu(page)).toBeVisible(PAGE_LOAD)
  // An operator signed in by the helper has his second factor verified (docs/decisions/059),
  // unless the spec tests the second factor itself.
  if (until === 'signedIn' && secondFactor && OPERATOR_EMAILS.has(player.email)) {
    await verifySecondFactor(page, player.email)
  }
}

/** The demo operators (backend/demo/demo.ts), enrolled and verified by signIn(). */
const OPERATOR_EMAILS = new Set(['admin@portail.test', 'admin2@portail.test'])

/** Each demo operator's secret and last code step used, while his backend keeps them. */
const enrolledOperators = new Map<string, { totp: TOTP; lastStep: number }>()

/**
 * Verifies the signed-in operator's second factor through the page's own API client, codes
 * computed as his app would: enrols him on the first call (the embedded backend starts with
 * nobody enrolled), answers the prompt with a fresh code once he is (signed in again in the same
 * page). Keeps the step-up where the console reads it (src/shared/api/step-up.ts).
 */
export async function verifySecondFactor(page: Page, email: string) {
  const secret = await inPortal(page, async (p) => {
    const answer = await p.api.secondFactor.operator.enrol()
    return answer.status === 200 ? answer.body.secret : null
  })
  const step = Math.floor(Date.now() / 30_000)
  if (secret) {
    enrolledOperators.set(email, {
      totp: new TOTP({ secret: Secret.fromBase32(secret) }),
      lastStep: step - 1,
    })
  }
  const known = enrolledOperators.get(email)
  if (!known) throw new Error('the operator could not enrol a second factor')
  // A step after the last one used (the server refuses a replay and accepts the next step).
  known.lastStep = Math.max(step, known.lastStep + 1)
  const code = known.totp.generate({ timestamp: known.lastStep * 30_000 })
  const kept = await inPortal(
    page,
    async (p, { typed, first }) => {
      const operator = p.api.secondFactor.operator
      const answer = first
        ? await operator.confirm({ body: { code: typed } })
        : await operator.verify({ body: { code: typed } })
      if (answer.status !== 200) return false
      const stepUp = 'stepUp' in answer.body ? answer.body.stepUp : answer.body
      sessionStorage.setItem('airflyff.secondFactor', JSON.stringify(stepUp))
      return true
    },
    { typed: code, first: secret !== null },
  )
  if (!kept) throw new Error('the code of the second factor was refused')
}

/** The avatar menu's entries. */
export type UserMenuEntry =
  'Profil' | 'Comptes de jeu' | 'Rechargement AirPoints' | 'Fidélité' | 'Historique'

const USER_MENU_PATHS: Record<UserMenuEntry, string> = {
  Profil: paths.profile,
  'Comptes de jeu': paths.accounts,
  'Rechargement AirPoints': paths.topUp,
  Fidélité: paths.loyalty,
  Historique: paths.history,
}

/** Opens one of the player's pages from the avatar menu (in the app: no page load). */
export async function openFromUserMenu(page: Page, entry: UserMenuEntry) {
  // Right after sign-in the navigation still changes around the menu (the signed-in entries
  // arrive), which can close a menu opened at that moment: open it again until the entry is used.
  await expect(async () => {
    await accountMenu(page).click()
    await page.getByRole('menuitem', { name: entry }).click({ timeout: 5_000 })
    await expect(page).toHaveURL(USER_MENU_PATHS[entry], { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
}

/**
 * The value a `datetime-local` field takes for a moment, in the page's time zone: `at` (a time
 * in ms) or `fromNow` ms after the page's clock (which a test may have fixed).
 */
export function localDateTime(page: Page, when: { at: number } | { fromNow: number }) {
  return page.evaluate((moment) => {
    const date = new Date('at' in moment ? moment.at : Date.now() + moment.fromNow)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  }, when)
}

/** Picks an option of a select (e.g. 'Compte de jeu') with the mouse, and checks it is shown. */
export async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option }).click()
  await expect(page.getByRole('combobox', { name: field })).toHaveText(option)
}

/** Below this width the main navigation's links fold behind the menu button. */
export const NAV_FOLDS_BELOW = 1280

/** Below NAV_FOLDS_BELOW, taps « Ouvrir le menu » once: the folded menu (a popover) opens. */
export async function unfoldNavigation(page: Page) {
  if ((page.viewportSize()?.width ?? NAV_FOLDS_BELOW) >= NAV_FOLDS_BELOW) return
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await nav.getByRole('button', { name: 'Ouvrir le menu' }).click()
  await expect(nav.locator('[popover]:popover-open')).toHaveCount(1)
}

/** Follows a link of the main navigation (in the app: no page load), unfolding it if needed. */
export async function openFromNav(page: Page, entry: string) {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await unfoldNavigation(page)
  const link = nav.getByRole('link', { name: entry, exact: true }).last()
  const path = await link.getAttribute('href')
  await link.click()
  if (path) await expect(page).toHaveURL(path)
}

export type { Fault }

/** Makes an endpoint ('accounts.list', see the dev panel) fail until the faults are cleared. */
export async function setFault(page: Page, key: string, fault: Fault) {
  await inPortal(page, (p, [endpoint, value]) => p.mock.faults.set(endpoint, value), [
    key,
    fault,
  ] as const)
}

export async function clearFaults(page: Page) {
  await inPortal(page, (p) => p.mock.faults.clearAll())
}

/** The app's services in mock mode, as boot.tsx exposes them (`window.__portal`). */
export type PortalInPage = Services & { mock: NonNullable<Services['mock']> }

/**
 * Runs `fn(portal, arg)` in the page with the app's services, through a handle on them: a typed
 * function that Playwright sends as is (it may use only its arguments, not the test's variables).
 */
export async function inPortal<T>(
  page: Page,
  fn: (portal: PortalInPage) => T | Promise<T>,
): Promise<T>
export async function inPortal<T, A>(
  page: Page,
  fn: (portal: PortalInPage, arg: A) => T | Promise<T>,
  arg: A,
): Promise<T>
export async function inPortal<T, A>(
  page: Page,
  fn: (portal: PortalInPage, arg: A) => T | Promise<T>,
  arg?: A,
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

/**
 * The headers of a console call sent raw as the demo operator « operateur » (embedded backend):
 * his token, and a step-up from his second factor, enrolled or verified through the API with a
 * code computed as his app would (docs/decisions/059).
 */
export async function operatorHeaders(page: Page): Promise<Record<string, string>> {
  const call = (path: string, body?: unknown) =>
    inPortal(
      page,
      async (portal, sent) => {
        const token = portal.mock.auth.issueToken('operateur')
        const answer = await fetch(`${portal.config.api.baseUrl}/admin/second-factor${sent.path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            ...(sent.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: sent.body === undefined ? undefined : JSON.stringify(sent.body),
        })
        return {
          status: answer.status,
          body: (await answer.json()) as Record<string, unknown>,
          token,
        }
      },
      { path, body },
    )
  const enrolled = await call('/enrolment')
  const step = Math.floor(Date.now() / 30_000)
  if (enrolled.status === 200) {
    const secret = Secret.fromBase32(String(enrolled.body.secret))
    enrolledOperators.set('operateur', { totp: new TOTP({ secret }), lastStep: step - 1 })
  }
  const known = enrolledOperators.get('operateur')
  if (!known) throw new Error(`the demo operator could not enrol: ${enrolled.status}`)
  known.lastStep = Math.max(step, known.lastStep + 1)
  const code = known.totp.generate({ timestamp: known.lastStep * 30_000 })
  const first = enrolled.status === 200
  const answer = await call(first ? '/enrolment/confirm' : '/verify', { code })
  const stepUp = (first ? answer.body.stepUp : answer.body) as { token?: string } | undefined
  if (answer.status !== 200 || !stepUp?.token) throw new Error('the demo operator code was refused')
  return { authorization: `Bearer ${answer.token}`, 'x-second-factor': stepUp.token }
}
