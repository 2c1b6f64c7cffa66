import { TRANSFER_CONSENT } from '@contract/rules'
import { describe, expect, it } from 'vitest'
import { transferConsentConfirmation, withdrawalAcknowledgement } from './withdrawal-mail'

describe('the withdrawal acknowledgement', () => {
  const mail = withdrawalAcknowledgement({
    name: 'Jean Joueur',
    paymentId: 'cs_test_1',
    pack: 'Débutant',
    purchasedAt: '2026-11-20T10:00:00.000Z',
    at: '2026-11-28T05:06:07.000Z',
    points: 30,
    euros: 2.99,
  })

  it('dates the withdrawal in Paris time, to the second', () => {
    expect(mail.subject).toBe('Accusé de réception de votre rétractation')
    expect(mail.text).toContain('28 novembre 2026 à 06:06:07 (heure de Paris)')
  })

  it('says what was withdrawn and what is refunded', () => {
    expect(mail.text).toContain('Bonjour Jean Joueur,')
    expect(mail.text).toContain('« Débutant » (commande cs_test_1')
    expect(mail.text).toContain('AirPoints non transférés repris\u00a0: 30.')
    expect(mail.text).toContain('2,99\u00a0€')
  })
})

describe('the consent confirmation', () => {
  it('quotes the wording ticked, its version, the date and the points', () => {
    const mail = transferConsentConfirmation({
      points: 120,
      characterName: 'Aelis',
      at: '2026-07-01T12:00:00.000Z',
      ...TRANSFER_CONSENT,
    })
    expect(mail.text).toContain('1 juillet 2026 à 14:00:00')
    expect(mail.text).toContain(
      `« ${TRANSFER_CONSENT.wording} » (version ${TRANSFER_CONSENT.version})`,
    )
    expect(mail.text).toContain('120\u00a0AirPoints vers votre personnage Aelis')
  })
})
