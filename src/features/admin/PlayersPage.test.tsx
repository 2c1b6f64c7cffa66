// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paths } from '@/shared/routing/paths'
import { renderRoute, withEmbeddedBackend } from '../../../tests/helpers/render-route'

withEmbeddedBackend()

// The first test of the file loads the app's modules in jsdom: seconds on a shared machine.
const FIRST_RENDER = { timeout: 20_000 }
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, FIRST_RENDER)

describe("the console's players page, under operatorOnly", FIRST_RENDER, () => {
  it('lets an operator search the players and open one', async () => {
    const { user, router } = renderRoute(paths.admin.players, 'operateur')
    await h1('Joueurs')
    const field = screen.getByLabelText('E-mail, identifiant, compte de jeu ou personnage')
    await user.type(field, 'j')
    await user.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(screen.getByText('Tapez au moins 2 caractères.')).toBeTruthy()
    await user.type(field, 'oueur@portail')
    await user.click(screen.getByRole('button', { name: 'Rechercher' }))
    const found = await screen.findByRole('table', { name: 'Joueurs trouvés' })
    expect(router.state.location.search).toBe('?q=joueur%40portail')
    await user.click(within(found).getByRole('link', { name: 'joueur@portail.test' }))
    expect(await screen.findByTestId('admin-balance')).toBeTruthy()
    expect(router.state.location.pathname).toBe(paths.admin.player('joueur'))
  })

  it('says when nobody matches, never an empty table', async () => {
    renderRoute(`${paths.admin.players}?q=personne-de-tel`, 'operateur')
    expect(await screen.findByText(/Aucun joueur ne correspond/, {}, FIRST_RENDER)).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Joueurs trouvés' })).toBeNull()
  })

  it('shows « Page réservée aux opérateurs » to a signed-in player, without the page', async () => {
    renderRoute(paths.admin.player('joueur'), 'joueur')
    await h1('Page réservée aux opérateurs')
    expect(screen.queryByTestId('admin-balance')).toBeNull()
  })

  it('sends a visitor to the sign-in page', async () => {
    const { router } = renderRoute(paths.admin.audit, null)
    await h1('Connexion')
    expect(router.state.location.pathname).toBe(paths.login)
  })

  it(
    'shows the server refusal of a read by its code: an unknown player',
    FIRST_RENDER,
    async () => {
      renderRoute(paths.admin.player('personne'), 'operateur')
      await h1('Joueur')
      // The player and his history: both refused with the same code and message.
      expect(await screen.findAllByText('Joueur introuvable.', {}, FIRST_RENDER)).toHaveLength(2)
      expect(screen.queryByText('Ces données sont indisponibles pour le moment.')).toBeNull()
    },
  )
})
