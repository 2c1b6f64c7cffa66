// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/shared/routing/paths'
import { mockBackend, renderRoute, withEmbeddedBackend } from '../../../tests/helpers/render-route'

withEmbeddedBackend()

// The first test of the file loads the app's modules in jsdom: seconds on a shared machine.
const FIRST_RENDER = { timeout: 20_000 }
const h1 = () => screen.findByRole('heading', { level: 1, name: 'État du serveur' }, FIRST_RENDER)

/**
 * The status is read from the game once a minute: each test moves to a time of its own, so that
 * it reads the game as it set it up.
 */
function at(minutesLater: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + minutesLater * 60_000)
}

afterEach(() => {
  vi.useRealTimers()
  mockBackend.faults.clearAll()
})

describe('the status page', FIRST_RENDER, () => {
  it('says the server is up, with its players, the chart and its summary, the incidents', async () => {
    renderRoute(paths.status, null)
    await h1()
    const state = await screen.findByRole(
      'heading',
      { level: 2, name: 'Serveur en ligne' },
      FIRST_RENDER,
    )
    expect(state).toBeTruthy()
    expect(screen.getByText('12 joueurs connectés')).toBeTruthy()
    expect(screen.getByText('Record').nextElementSibling?.textContent).toBe('31')
    const chart = screen.getByRole('img', { name: /Joueurs connectés sur les dernières 24 heures/ })
    expect(chart.querySelector('[data-chart-line]')?.getAttribute('d')).toMatch(
      /^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){80,}/,
    )
    expect(screen.getByText(/au plus 31 joueurs/)).toBeTruthy()
    expect(screen.getByText(/^Connexion \(port 23000\)\s: ouvert$/)).toBeTruthy()
    const incidents = screen.getByRole('region', { name: 'Incidents et maintenances' })
    expect(within(incidents).getByText(/Maintenance\s: Maintenance hebdomadaire/)).toBeTruthy()
    expect(within(incidents).getByText('Prévu')).toBeTruthy()
  })

  it('says « Serveur hors ligne » when the game’s ports are closed', async () => {
    at(10)
    mockBackend.game.servers.setState('down')
    renderRoute(paths.status, null)
    await h1()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Serveur hors ligne' }, FIRST_RENDER),
    ).toBeTruthy()
    expect(screen.getByText(/^Connexion \(port 23000\)\s: fermé$/)).toBeTruthy()
  })

  it('says « État inconnu », never offline, when it can neither read the game nor check a port', async () => {
    at(20)
    mockBackend.game.servers.setState('unknown')
    mockBackend.game.setUnreachable(true)
    renderRoute(paths.status, null)
    await h1()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'État inconnu' }, FIRST_RENDER),
    ).toBeTruthy()
    expect(screen.queryByText('Serveur hors ligne')).toBeNull()
    expect(screen.getByText(/non vérifiés \(aucun port configuré\)/)).toBeTruthy()
    expect(screen.getByText(/Base de données du jeu\s: injoignable/)).toBeTruthy()
    expect(screen.getAllByText('inconnu')).toHaveLength(3)
    expect(screen.getByText(/historique des dernières 24\sheures est indisponible/)).toBeTruthy()
  })

  it('says the status is unavailable when its read fails, with « Réessayer », not an error page', async () => {
    mockBackend.faults.set('status.status', { kind: 'status', status: 500 })
    renderRoute(paths.status, null)
    await h1()
    expect(
      await screen.findByText(
        "L'état du serveur est indisponible pour le moment.",
        {},
        FIRST_RENDER,
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy()
    expect(screen.queryByText('Serveur hors ligne')).toBeNull()
  })
})
