// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '@/shared/api/client'
import { paths } from '@/shared/routing/paths'
import { axeViolations } from '../../../tests/helpers/axe'
import { forgetReceipts } from '../../../tests/helpers/forget-receipts'
import {
  TEST_API_BASE,
  mockBackend,
  renderRoute,
  withEmbeddedBackend,
} from '../../../tests/helpers/render-route'

withEmbeddedBackend()

const FIRST_RENDER = { timeout: 30_000 }

/** The demo player buys a pack through the embedded backend, as the payment page does. */
async function buy(uid: 'joueur' | 'operateur', pack: keyof typeof MOCK_PRICE_IDS) {
  const api = createApiClient({
    baseUrl: TEST_API_BASE,
    getToken: async () => mockBackend.auth.issueToken(uid),
  })
  const opened = await api.shop.checkout({ body: { priceId: MOCK_PRICE_IDS[pack] } })
  if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
  const id = new URL(opened.body.url).pathname.split('/').pop() ?? ''
  await mockBackend.checkout.pay(id)
  return id
}

describe('receipts', FIRST_RENDER, () => {
  it('are listed on the history page, each with its link', async () => {
    await buy('joueur', 'aventurier')
    renderRoute(paths.history, 'joueur')
    const section = await screen.findByRole('region', { name: 'Reçus et avoirs' }, FIRST_RENDER)
    const link = await within(section).findByRole('link', { name: /^Reçu n°\s000001$/ })
    expect(link.getAttribute('href')).toBe(paths.receipt(1))
    expect(within(section).getByText(/^Pack Aventurier\s:\s100 AirPoints$/)).toBeTruthy()
    expect(await axeViolations(section)).toEqual([])
  })

  it('open print-ready, with the seller and the VAT status', async () => {
    await buy('joueur', 'aventurier')
    renderRoute(paths.receipt(1), 'joueur')
    const sheet = await screen.findByRole('article', { name: /^Reçu n°\s000001$/ }, FIRST_RENDER)
    expect(within(sheet).getByText('TVA non applicable, art. 293 B du CGI')).toBeTruthy()
    expect(within(sheet).getByText(/^9,99\s€$/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' })).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('name no receipt on the credit note of a purchase made before receipts', async () => {
    const id = await buy('joueur', 'aventurier')
    await forgetReceipts(id)
    await mockBackend.checkout.afterSale(id, { kind: 'refund', share: 1 })
    renderRoute(paths.receipt(1), 'joueur')
    const sheet = await screen.findByRole('article', { name: /^Avoir n°\s000001$/ }, FIRST_RENDER)
    const origin = within(sheet).getByText("Reçu d'origine")
    expect(origin.nextElementSibling?.textContent).toBe('achat antérieur à la numérotation')
    expect(within(sheet).queryByRole('link')).toBeNull()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it("never shows another player's receipt", async () => {
    await buy('operateur', 'debutant')
    renderRoute(paths.receipt(1), 'joueur')
    expect(
      await screen.findByText('Ce reçu est indisponible pour le moment.', {}, FIRST_RENDER),
    ).toBeTruthy()
    expect(screen.queryByRole('article')).toBeNull()
  })
})
