// @vitest-environment jsdom
import type { Delivery } from '@contract/schemas'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeliveryCell, STALL_ADVICE } from './DeliveryCell'

const sent: Delivery = {
  deliveryId: 'order:1',
  accountId: 1,
  characterId: 1,
  characterName: 'Aelis',
  state: 'sent',
  failure: null,
  createdAt: '2025-10-02T18:00:00.000Z',
  receivedAt: null,
  stalled: null,
  kind: 'points',
  amount: 1500,
}

afterEach(cleanup)

describe('the console’s delivery cell', () => {
  it('offers the resend of a delivery whose game row is gone, with what to do', () => {
    const onResend = vi.fn()
    render(<DeliveryCell delivery={{ ...sent, stalled: 'row-gone' }} onResend={onResend} />)
    expect(screen.getByText(/^En attente dans le jeu/)).toBeTruthy()
    expect(screen.getByText(STALL_ADVICE.lost, { normalizer: (t) => t })).toBeTruthy()
    screen.getByRole('button', { name: 'Renvoyer' }).click()
    expect(onResend).toHaveBeenCalledWith(expect.objectContaining({ deliveryId: 'order:1' }))
  })

  it('says to wait, without a resend, for one only waiting too long; nothing for one on its way', () => {
    const { unmount } = render(
      <DeliveryCell delivery={{ ...sent, stalled: 'too-old' }} onResend={() => undefined} />,
    )
    expect(screen.getByText(STALL_ADVICE.tooOld, { normalizer: (t) => t })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    render(<DeliveryCell delivery={sent} onResend={() => undefined} />)
    expect(screen.getByText(/^Envoyé/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
