// @vitest-environment jsdom
import { MOCK_PRICE_IDS } from '@contract/catalog'
import { CLAIM_CONSENT, WITHDRAWAL_MESSAGES } from '@contract/rules'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
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
afterEach(() => mockBackend.limits.restoreDefaults())

const FIRST_RENDER = { timeout: 30_000 }

/** The demo player buys the Légende pack (1 100 AirPoints): the Or stage on withdrawable points. */
async function buyLegende() {
  const api = createApiClient({
    baseUrl: TEST_API_BASE,
    getToken: async () => mockBackend.auth.issueToken('joueur'),
    timeoutMs: 5_000,
  })
  const opened = await api.shop.checkout({ body: { priceId: MOCK_PRICE_IDS.legende } })
  if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`)
  const paid = await mockBackend.checkout.pay(opened.body.url.split('/').pop() ?? '')
  if (!paid.ok) throw new Error('not paid')
}

/** Opens the claim dialog of the third reward to claim (the Or stage's). */
async function openOr() {
  const { user } = renderRoute(paths.loyalty, 'joueur')
  const buttons = await screen.findAllByRole('button', { name: /^Récupérer\s:/ }, FIRST_RENDER)
  expect(buttons).toHaveLength(3)
  await user.click(buttons[2]!)
  const dialog = await screen.findByRole('dialog', { name: 'Récupérer une récompense' })
  return { user, dialog }
}

describe('the claim dialog and the consent (LOYALTY_CLAIM_CONSENT)', FIRST_RENDER, () => {
  it(
    'on: asks the unticked consent, refuses without it, sends it ticked',
    FIRST_RENDER,
    async () => {
      mockBackend.limits.setLoyaltyClaimConsent(true)
      await buyLegende()
      const { user, dialog } = await openOr()
      const claimsBefore = mockBackend.db.all('claims').length
      const box = await within(dialog).findByRole('checkbox', { name: CLAIM_CONSENT.wording })
      expect((box as HTMLInputElement).checked).toBe(false)
      expect(await axeViolations(dialog)).toEqual([])

      await user.click(within(dialog).getByRole('button', { name: 'Récupérer' }))
      expect(
        await within(dialog).findByText(
          WITHDRAWAL_MESSAGES.claimConsentMissing.replace(/\u00a0/g, ' '),
        ),
      ).toBeTruthy()
      expect(mockBackend.db.all('claims')).toHaveLength(claimsBefore)

      await user.click(box)
      await user.click(within(dialog).getByRole('button', { name: 'Récupérer' }))
      expect(await screen.findByText(/Récupération effectuée/, {}, FIRST_RENDER)).toBeTruthy()
      const mails = mockBackend.mailbox.outbox()
      const consents = (await mails).filter((m) => m.kind === 'claim-consent')
      expect(consents).toHaveLength(1)
      expect(consents[0]?.text).toContain(CLAIM_CONSENT.version)
    },
  )

  it('off (the default): no box', FIRST_RENDER, async () => {
    await buyLegende()
    const { dialog } = await openOr()
    await within(dialog).findByRole('button', { name: 'Récupérer' })
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
  })
})
