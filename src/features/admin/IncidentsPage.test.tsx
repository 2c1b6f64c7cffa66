// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paths } from '@/shared/routing/paths'
import { renderRoute, withEmbeddedBackend } from '../../../tests/helpers/render-route'

withEmbeddedBackend()

// The first test of the file loads the app's modules in jsdom: seconds on a shared machine.
const FIRST_RENDER = { timeout: 20_000 }
const h1 = () =>
  screen.findByRole('heading', { level: 1, name: 'Incidents et maintenances' }, FIRST_RENDER)

describe("the console's incidents page", FIRST_RENDER, () => {
  it('lists the incidents and posts a new one with its reason', async () => {
    const { user } = renderRoute(paths.admin.incidents, 'operateur')
    await h1()
    const table = await screen.findByRole(
      'table',
      { name: /Incidents et maintenances/ },
      FIRST_RENDER,
    )
    expect(within(table).getByText('Maintenance hebdomadaire')).toBeTruthy()
    await user.click(
      screen.getByRole('button', { name: 'Annoncer un incident ou une maintenance' }),
    )
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText(/^Titre/), 'Serveur de jeu redémarré')
    await user.type(within(dialog).getByLabelText(/^Raison/), 'Plantage du serveur monde')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    expect(await screen.findByText('Annonce publiée.')).toBeTruthy()
    expect(await screen.findByText('Serveur de jeu redémarré')).toBeTruthy()
  })

  it('shows the server’s refusal of an end before the start, and keeps the dialog open', async () => {
    const { user } = renderRoute(paths.admin.incidents, 'operateur')
    await h1()
    await user.click(
      await screen.findByRole('button', { name: 'Annoncer un incident ou une maintenance' }),
    )
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText(/^Titre/), 'Coupure')
    await user.type(within(dialog).getByLabelText(/^Fin/), '2020-01-01T10:00')
    await user.type(within(dialog).getByLabelText(/^Raison/), 'Essai')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    expect(await within(dialog).findByText('La fin doit venir après le début.')).toBeTruthy()
  })

  it('is not shown to a player', async () => {
    renderRoute(paths.admin.incidents, 'joueur')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Page réservée aux opérateurs' },
        FIRST_RENDER,
      ),
    ).toBeTruthy()
  })
})
