// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paths } from '@/shared/routing/paths'
import { axeViolations } from '../../../tests/helpers/axe'
import { mockBackend, renderRoute, withEmbeddedBackend } from '../../../tests/helpers/render-route'

withEmbeddedBackend()

const FIRST_RENDER = { timeout: 20_000 }

describe('the ban dialog of the player page', FIRST_RENDER, () => {
  it('bans with a reason and no end, shows the block, and lifts it', FIRST_RENDER, async () => {
    const { user } = renderRoute(paths.admin.player('joueur'), 'operateur')
    await user.click(await screen.findByRole('button', { name: 'Bannir' }, FIRST_RENDER))
    const dialog = await screen.findByRole('dialog', { name: 'Bannir le joueur' })
    expect(await axeViolations(dialog)).toEqual([])
    await user.type(within(dialog).getByLabelText(/^Raison/), 'Triche avérée')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    expect(await screen.findByText('Joueur banni.')).toBeTruthy()
    expect(
      await screen.findByText(/Banni sans fin.*Triche avérée — comptes de jeu bloqués dans le jeu/),
    ).toBeTruthy()
    const accounts = mockBackend.db.all('gameAccounts') as { name: string; blockTime?: string }[]
    expect(accounts.filter((a) => a.blockTime === '99991231').map((a) => a.name)).toEqual([
      'heros01',
      'heros02',
    ])
    await user.click(screen.getByRole('button', { name: 'Lever le bannissement' }))
    const lift = await screen.findByRole('dialog', { name: 'Lever le bannissement' })
    expect(await axeViolations(lift)).toEqual([])
    await user.type(within(lift).getByLabelText(/^Raison/), 'Erreur de détection')
    await user.click(within(lift).getByRole('button', { name: 'Confirmer' }))
    expect(await screen.findByText('Bannissement levé.')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Bannir' })).toBeTruthy()
  })

  it('refuses an end in the past in French, banning nothing', async () => {
    const { user } = renderRoute(paths.admin.player('joueur'), 'operateur')
    await user.click(await screen.findByRole('button', { name: 'Bannir' }, FIRST_RENDER))
    const dialog = await screen.findByRole('dialog', { name: 'Bannir le joueur' })
    await user.type(within(dialog).getByLabelText(/^Fin du bannissement/), '2001-01-01T10:00')
    await user.type(within(dialog).getByLabelText(/^Raison/), 'Triche avérée')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    expect(
      await within(dialog).findByText('La fin du bannissement doit être dans le futur.'),
    ).toBeTruthy()
    expect(mockBackend.db.all('bans')).toEqual([])
  })
})
