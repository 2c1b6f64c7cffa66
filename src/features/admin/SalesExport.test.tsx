// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

const FIRST_RENDER = { timeout: 30_000 }

describe("the payments page's CSV export", FIRST_RENDER, () => {
  const saved: Blob[] = []
  beforeEach(() => {
    saved.length = 0
    // jsdom has no object URLs: the file handed to the browser is kept here.
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob)
      return 'blob:export'
    }
    URL.revokeObjectURL = () => {}
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it('waits for a month typed in full', async () => {
    renderRoute(paths.admin.payments, 'operateur')
    const button = await screen.findByRole(
      'button',
      { name: 'Exporter les ventes du mois (CSV)' },
      FIRST_RENDER,
    )
    expect(button).toHaveProperty('disabled', true)
    expect(screen.getByText(/^Choisissez un mois/)).toBeTruthy()
  })

  it("saves that month's receipts as a CSV file", async () => {
    const api = createApiClient({
      baseUrl: TEST_API_BASE,
      getToken: async () => mockBackend.auth.issueToken('joueur'),
    })
    const opened = await api.shop.checkout({ body: { priceId: MOCK_PRICE_IDS.heros } })
    if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
    await mockBackend.checkout.pay(new URL(opened.body.url).pathname.split('/').pop() ?? '')

    const month = new Date().toISOString().slice(0, 7)
    const { user } = renderRoute(`${paths.admin.payments}?mois=${month}`, 'operateur')
    await screen.findByRole('button', { name: 'Exporter les ventes du mois (CSV)' }, FIRST_RENDER)
    await user.click(screen.getByRole('button', { name: 'Exporter les ventes du mois (CSV)' }))
    expect(await screen.findByText(`1 document exporté (ventes-${month}.csv).`)).toBeTruthy()
    expect(saved).toHaveLength(1)
    const csv = await new Promise((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(reader.result)
      reader.readAsText(saved[0] as Blob)
    })
    expect(csv).toContain(
      ';000001;recu;Pack Héros\u00a0: 525 AirPoints;49,99;0,00;49,99;franchise;',
    )
    // The control itself (the page's two unnamed tables are not this change's).
    const control = screen.getByRole('button', { name: 'Exporter les ventes du mois (CSV)' })
    expect(await axeViolations(control.parentElement as Element)).toEqual([])
  })
})
