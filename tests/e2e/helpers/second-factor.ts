import { Secret, TOTP } from 'otpauth'
import { PAGE_LOAD } from './portal'
import { expect, type Page } from './test'

/**
 * The console's second factor as an operator passes it (docs/decisions/059): the enrolment on
 * his first visit (the secret read from the page, as he would type it into his app), the code
 * prompt afterwards. Each operator's secret and last code used are kept for the spec's run, so
 * that no code is ever typed twice (the server refuses a replay).
 */
const operators = new Map<string, { totp: TOTP; lastStep: number }>()
const STEP_MS = 30_000

const enrolField = (page: Page) => page.getByLabel("Premier code de l'application")
const promptField = (page: Page) => page.getByLabel("Code de l'application ou code de secours")

/** A code of a time step after the last one used (the next step at most: waits if need be). */
async function freshCode(email: string) {
  const known = operators.get(email)
  if (!known) throw new Error(`${email} has not enrolled a second factor in this run`)
  const step = Math.max(Math.floor(Date.now() / STEP_MS), known.lastStep + 1)
  // The server accepts one step either side of its clock: wait until `step` is within it.
  const wait = (step - 1) * STEP_MS - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 1_000))
  known.lastStep = step
  return known.totp.generate({ timestamp: step * STEP_MS })
}

/** The code typed last by `email` (to see a replay refused). */
export function lastCode(email: string) {
  const known = operators.get(email)
  if (!known) throw new Error(`${email} has not enrolled a second factor in this run`)
  return known.totp.generate({ timestamp: known.lastStep * STEP_MS })
}

/** Enrols `email` on the console's enrolment page: the first code, the recovery codes noted. */
export async function enrolSecondFactor(page: Page, email: string) {
  await expect(enrolField(page)).toBeVisible(PAGE_LOAD)
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? ''
  const totp = new TOTP({ secret: Secret.fromBase32(secret) })
  operators.set(email, { totp, lastStep: Math.floor(Date.now() / STEP_MS) - 1 })
  await enrolField(page).fill(await freshCode(email))
  await page.getByRole('button', { name: 'Activer' }).click()
  await expect(
    page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem'),
  ).toHaveCount(10)
  await page.getByRole('button', { name: "J'ai noté mes codes" }).click()
}

/** Answers the console's code prompt with a fresh code of `email`'s app. */
export async function typeSecondFactor(page: Page, email: string) {
  await expect(promptField(page)).toBeVisible(PAGE_LOAD)
  await promptField(page).fill(await freshCode(email))
  await page.getByRole('button', { name: 'Valider' }).click()
  await expect(promptField(page)).toBeHidden(PAGE_LOAD)
}

/** On a console page: enrols on the first visit, answers the prompt on the next ones. */
export async function passSecondFactor(page: Page, email: string) {
  if (operators.has(email)) await typeSecondFactor(page, email)
  else await enrolSecondFactor(page, email)
}

/** The prompt refuses the code just used, and changes nothing. */
export async function expectReplayRefused(page: Page, email: string) {
  await expect(promptField(page)).toBeVisible(PAGE_LOAD)
  await promptField(page).fill(lastCode(email))
  await page.getByRole('button', { name: 'Valider' }).click()
  await expect(page.getByText('Code incorrect ou déjà utilisé.')).toBeVisible()
}
