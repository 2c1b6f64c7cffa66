// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { stepUpFor } from '../../../tests/api/step-up'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '@/shared/api/client'
import { paths } from '@/shared/routing/paths'
import { axeViolations } from '../../../tests/helpers/axe'
import {
  TEST_API_BASE,
  mockBackend,
  renderRoute,
  withEmbeddedBackend,
} from '../../../tests/helpers/render-route'

withEmbeddedBackend()

const FIRST_RENDER = { timeout: 20_000 }

/** The demo operator asks a credit above the default threshold (10 000): it waits. */
async function pendingCredit() {
  const api = createApiClient({
    baseUrl: TEST_API_BASE,
    getToken: async () => mockBackend.auth.issueToken('operateur'),
    getSecondFactor: () => stepUpFor(TEST_API_BASE, mockBackend.auth.issueToken('operateur')),
    timeoutMs: 5_000,
  })
  const answer = await api.admin.credit({
    params: { uid: 'joueur' },
    body: { amount: 20_000, reason: 'Compensation de la panne' },
  })
  if (answer.status !== 202) throw new Error(`credit answered ${answer.status}`)
}

describe("the console's approvals page", FIRST_RENDER, () => {
  it('lets the second operator approve a pending credit with a reason', FIRST_RENDER, async () => {
    await pendingCredit()
    const { user } = renderRoute(paths.admin.approvals, 'operatrice')
    const table = await screen.findByRole('table', { name: 'Demandes en attente' }, FIRST_RENDER)
    expect(within(table).getByText(/^\+20.000 AirPoints$/)).toBeTruthy()
    await user.click(within(table).getByRole('button', { name: 'Approuver' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approuver la demande' })
    expect(await axeViolations(dialog)).toEqual([])
    await user.type(within(dialog).getByLabelText(/^Raison/), 'Vérifié avec le ticket 42')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    expect(
      await screen.findByText(/^Demande approuvée.: le mouvement est appliqué\.$/),
    ).toBeTruthy()
    expect(await screen.findByText('Aucune demande en attente.')).toBeTruthy()
    const profile = mockBackend.db.all('profiles') as { uid: string; points: number }[]
    expect(profile.find((p) => p.uid === 'joueur')?.points).toBe(21_500)
  })

  it('shows the French refusal when the requester tries to approve his own', async () => {
    await pendingCredit()
    const { user } = renderRoute(paths.admin.approvals, 'operateur')
    const table = await screen.findByRole('table', { name: 'Demandes en attente' }, FIRST_RENDER)
    await user.click(within(table).getByRole('button', { name: 'Approuver' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approuver la demande' })
    await user.type(within(dialog).getByLabelText(/^Raison/), 'Je valide moi-même')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    expect(
      await within(dialog).findByText(
        /^Vous ne pouvez pas approuver votre propre demande.: un autre opérateur doit le faire\.$/,
      ),
    ).toBeTruthy()
  })
})
