import { paths } from '@/shared/routing/paths'
import { expectNoAxeViolations } from './helpers/axe'
import { expect, test } from './helpers/test'

test.describe('the character and guild pages (offline, embedded backend)', () => {
  test('a ranking row leads to its character, whose guild leads to its page', async ({ page }) => {
    await page.goto(paths.ranking)
    const ranking = page.getByRole('region', { name: 'Classement des personnages' })
    await ranking.getByRole('link', { name: 'Brakkar', exact: true }).click()
    await expect(page).toHaveURL(paths.character('Brakkar'))
    await expect(page.getByRole('heading', { level: 1, name: 'Brakkar' })).toBeVisible()
    await expectNoAxeViolations(page, 'the character page')

    await page.getByRole('link', { name: 'Ordre du Crépuscule' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ordre du Crépuscule' })).toBeVisible()
    const members = page.getByRole('region', { name: 'Membres de la guilde' })
    await expect(members.getByRole('link')).toHaveText(['Brakkar', 'Faelar', 'Gorrim', 'Hyssia'])
    await expectNoAxeViolations(page, 'the guild page')

    await members.getByRole('link', { name: 'Gorrim' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Gorrim' })).toBeVisible()
  })

  test('the guilds page is linked from the ranking and lists the guilds by level', async ({
    page,
  }) => {
    await page.goto(paths.ranking)
    await page.getByRole('link', { name: 'classement des guildes' }).click()
    await expect(page).toHaveURL(paths.guilds)
    const guilds = page.getByRole('region', { name: 'Classement des guildes' })
    await expect(guilds.getByRole('link')).toHaveText([
      "Les Ailes d'Argent",
      'Ordre du Crépuscule',
      'Vent du Nord',
      'Éclat',
    ])
    await expectNoAxeViolations(page, 'the guilds page')
  })

  test('an unknown name shows the not-found page', async ({ page }) => {
    await page.goto(paths.character('Personne Inconnue'))
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
    await page.goto(paths.guild("Guilde d'Ailleurs"))
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
    await expectNoAxeViolations(page, 'the not-found page of a guild')
  })
})
