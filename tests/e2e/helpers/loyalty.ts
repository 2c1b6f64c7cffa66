import { expect, type Page } from './test'
import { PAGE_LOAD } from './portal'
import { paths } from '@/shared/routing/paths'

/** The loyalty page's parts, as a player finds them. */
export const steps = (page: Page) => page.getByRole('list', { name: 'Paliers de fidélité du mois' })
export const claimButton = (page: Page, reward: string) =>
  page.getByRole('button', { name: `Récupérer : ${reward}` })

/** Opens the loyalty page (/me/fidelity) and waits for its stages. */
export async function openLoyalty(page: Page) {
  await page.goto(paths.loyalty)
  await expect(page.getByRole('heading', { level: 1, name: 'Fidélité' })).toBeVisible(PAGE_LOAD)
  await expect(steps(page)).toBeVisible(PAGE_LOAD)
}
