// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paths } from '@/shared/routing/paths'
import { mockBackend, renderRoute, withEmbeddedBackend } from '../../../tests/helpers/render-route'

withEmbeddedBackend()

// The first test of the file loads the app's modules in jsdom: seconds on a shared machine.
const FIRST_RENDER = { timeout: 20_000 }
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, FIRST_RENDER)

describe('the character and guild pages', FIRST_RENDER, () => {
  it('shows a character found whatever the case, its guild a link, from its ranking row', async () => {
    const { user, router } = renderRoute(paths.ranking, null)
    const table = await screen.findByRole(
      'region',
      { name: 'Classement des personnages' },
      FIRST_RENDER,
    )
    await user.click(within(table).getByRole('link', { name: 'Aelis' }))
    await h1('Aelis')
    expect(router.state.location.pathname).toBe(paths.character('Aelis'))
    expect(screen.getByText('Chevalier [H]')).toBeTruthy()
    expect(screen.getByText('Place au classement').nextElementSibling?.textContent).toBe('1')
    await user.click(screen.getByRole('link', { name: "Les Ailes d'Argent" }))
    await h1("Les Ailes d'Argent")
    expect(router.state.location.pathname).toBe(paths.guild("Les Ailes d'Argent"))
    const members = screen.getByRole('region', { name: 'Membres de la guilde' })
    expect(
      within(members)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Aelis', 'Cyrene', 'Drakhan', 'Lunara', 'Elowen'])
    expect(within(members).queryByText('GM_Airflyff')).toBeNull()
  })

  it('shows the not-found page for a staff character, not its page', async () => {
    renderRoute(paths.character('GM_Airflyff'), null)
    await h1('Page introuvable')
    expect(screen.queryByText('Place au classement')).toBeNull()
  })

  it('shows the not-found page for a guild the game does not have', async () => {
    renderRoute(paths.guild('Guilde Fantôme'), null)
    await h1('Page introuvable')
  })

  it('says a character or a guild is unavailable when the game cannot be read, never not found', async () => {
    mockBackend.faults.setGameUnreachable(true)
    renderRoute(paths.character('Ravena'), null)
    await h1('Ravena')
    expect(screen.getByText('Ce personnage est indisponible pour le moment.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy()
    expect(screen.queryByText('Page introuvable')).toBeNull()
  })

  it('lists the guilds by level with their master, each linking to its page', async () => {
    const { user } = renderRoute(paths.guilds, null)
    const table = await screen.findByRole(
      'region',
      { name: 'Classement des guildes' },
      FIRST_RENDER,
    )
    const rows = within(table)
      .getAllByRole('link')
      .map((a) => a.textContent)
    expect(rows).toEqual(["Les Ailes d'Argent", 'Ordre du Crépuscule', 'Vent du Nord', 'Éclat'])
    expect(within(table).getByText('157,2')).toBeTruthy()
    await user.click(within(table).getByRole('link', { name: 'Vent du Nord' }))
    await h1('Vent du Nord')
    expect(screen.getByRole('link', { name: 'Quillon' }).getAttribute('href')).toBe(
      paths.character('Quillon'),
    )
  })
})
