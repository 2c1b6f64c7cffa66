// @vitest-environment jsdom
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { TRANSFER_CONSENT } from '@contract/rules'
import { screen, waitFor } from '@testing-library/react'
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

const api = () =>
  createApiClient({
    baseUrl: TEST_API_BASE,
    getToken: async () => mockBackend.auth.issueToken('joueur'),
    timeoutMs: 5_000,
  })

/** The demo player buys the Débutant pack (50 AirPoints, 4,99 €) on the mock payment page. */
async function buy() {
  const opened = await api().shop.checkout({ body: { priceId: MOCK_PRICE_IDS.debutant } })
  if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
  const sessionId = opened.body.url.split('/').pop() ?? ''
  const paid = await mockBackend.checkout.pay(sessionId)
  if (!paid.ok) throw new Error('not paid')
  return sessionId
}

describe('the withdrawal page', FIRST_RENDER, () => {
  it('withdraws after a separate confirmation and acknowledges it', FIRST_RENDER, async () => {
    const paymentId = await buy()
    const { user } = renderRoute(`${paths.withdrawal}?achat=${paymentId}`, 'joueur')
    const form = await screen.findByRole('form', { name: 'Rétractation' }, FIRST_RENDER)
    expect(screen.getByText(/50\sAirPoints non transférés, soit 4,99\s€/)).toBeTruthy()
    expect((screen.getByLabelText(/Adresse e-mail/) as HTMLInputElement).value).toBe(
      'joueur@portail.test',
    )
    expect(await axeViolations(form)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Renoncer au contrat ici' }))
    expect(await screen.findByText('Indiquez votre nom.')).toBeTruthy()
    await user.type(screen.getByLabelText('Nom'), 'Jean Joueur')
    await user.click(screen.getByRole('button', { name: 'Renoncer au contrat ici' }))
    const confirm = await screen.findByRole('button', { name: 'Confirmer la rétractation' })
    // Nothing is withdrawn before the confirmation.
    expect(mockBackend.db.all('withdrawals')).toEqual([])
    await user.click(confirm)
    expect(await screen.findByText('Rétractation enregistrée')).toBeTruthy()
    expect(screen.getByText(/50\sAirPoints ont été repris et 4,99\s€/)).toBeTruthy()
    expect(mockBackend.db.all('providerRefunds')).toHaveLength(1)
  })

  it('says why an old purchase can no longer be withdrawn', FIRST_RENDER, async () => {
    renderRoute(paths.withdrawal, 'joueur')
    expect(
      await screen.findByText(
        "Aucun achat ne peut faire l'objet d'une rétractation pour le moment.",
        {},
        FIRST_RENDER,
      ),
    ).toBeTruthy()
    expect(
      screen.getAllByText(/Le délai de rétractation de 14\sjours est passé/).length,
    ).toBeGreaterThan(0)
  })
})

describe('the consent on the transfer form', FIRST_RENDER, () => {
  it('asks it, unticked, only for recently bought points', FIRST_RENDER, async () => {
    await buy()
    const { user } = renderRoute(paths.transfer, 'joueur')
    const amount = await screen.findByLabelText('Montant (AirPoints)', {}, FIRST_RENDER)
    await user.type(amount, '1500')
    expect(screen.queryByText(TRANSFER_CONSENT.wording)).toBeNull()
    expect(screen.getByText(/Valeur\s: 149,70\s€/)).toBeTruthy()
    await user.clear(amount)
    await user.type(amount, '1501')
    const box = await screen.findByRole('checkbox', { name: TRANSFER_CONSENT.wording })
    expect((box as HTMLInputElement).checked).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Transférer' }))
    expect(await screen.findByText('Transfert invalide')).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
    await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Transférer' }))
    await waitFor(() => expect(mockBackend.db.all('transferConsents')).toHaveLength(1))
  })
})
