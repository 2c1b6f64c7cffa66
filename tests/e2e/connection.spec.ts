import { expect as baseExpect, test } from './helpers/test'

/** The network drops and comes back: the player is told both, politely. */

const expect = baseExpect.configure({ timeout: 15_000 })

test('offline and back online: a polite notice each time', async ({ page, context }) => {
  await page.goto('/download')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Téléchargement')
  const notice = page.getByRole('status').filter({ hasText: /hors ligne|rétablie/ })
  await expect(notice).toHaveCount(0)

  await context.setOffline(true)
  await expect(notice).toHaveText(
    'Vous êtes hors ligne : les actions du portail reprendront au retour de la connexion.',
  )
  await expect(page.getByRole('status').filter({ hasText: 'hors ligne' })).toHaveAttribute(
    'aria-live',
    'polite',
  )

  await context.setOffline(false)
  await expect(notice).toHaveText('Connexion rétablie.')
  await expect(notice).toHaveCount(0)
})
