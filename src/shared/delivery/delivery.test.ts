import type { Delivery } from '@contract/schemas'
import { describe, expect, it } from 'vitest'
import { formatDateTimeFr } from '@/shared/text/format'
import {
  deliveryContent,
  deliveryInState,
  deliveryStateText,
  keptAfterFailure,
  withDelivery,
} from './delivery'

const points: Delivery = {
  deliveryId: 'order:1',
  accountId: 1,
  characterId: 1,
  characterName: 'Aelis',
  state: 'pending',
  failure: null,
  createdAt: '2025-10-02T18:00:00.000Z',
  receivedAt: null,
  kind: 'points',
  amount: 1500,
}
const chest: Delivery = { ...points, kind: 'item', itemId: 60582, count: 1 }

describe('what a player reads about a delivery', () => {
  it('says each state, no further than the portal knows', () => {
    expect(deliveryStateText(points)).toBe('Livraison en attente')
    expect(deliveryStateText({ ...points, state: 'sent' })).toBe(
      'Envoyé\u00a0: disponible à la prochaine connexion de Aelis',
    )
    expect(deliveryStateText({ ...points, state: 'received' })).toBe('Reçu en jeu')
    const at = '2025-10-03T08:30:00.000Z'
    expect(deliveryStateText({ ...points, state: 'received', receivedAt: at })).toBe(
      `Reçu en jeu le ${formatDateTimeFr(at)}`,
    )
  })

  it('says a sent delivery stuck in the game « En attente dans le jeu », with the reason known', () => {
    expect(deliveryStateText({ ...points, state: 'sent', stalled: 'row-gone' })).toBe(
      'En attente dans le jeu\u00a0: la livraison a disparu du serveur de jeu, contactez le support',
    )
    expect(deliveryStateText({ ...points, state: 'sent', stalled: 'too-old' })).toMatch(
      /^En attente dans le jeu\u00a0: pas encore remise au personnage après plusieurs jours/,
    )
    expect(deliveryStateText({ ...points, state: 'sent', stalled: null })).toMatch(/^Envoyé/)
  })

  it('gives the reason of a failure, and that what was sent is kept', () => {
    expect(deliveryStateText({ ...points, state: 'failed', failure: 'character-gone' })).toBe(
      "Échec de la livraison\u00a0: le personnage n'existe plus sur ce compte",
    )
    expect(deliveryStateText({ ...chest, state: 'failed', failure: 'refused' })).toBe(
      'Échec de la livraison\u00a0: refusée par le serveur de jeu',
    )
    expect(keptAfterFailure(points)).toMatch(/^Vos AirPoints ont été rendus à votre solde/)
    expect(keptAfterFailure(chest)).toMatch(/^Votre récompense reste acquise.*support/)
  })

  it('names what is delivered: the points, or the item of the catalogue', () => {
    expect(deliveryContent(points)).toBe('1\u202f500 AirPoints')
    expect(deliveryContent(chest)).toBe('Coffre de fidélité Bronze')
    expect(deliveryContent({ ...chest, count: 3 })).toBe('3 × Coffre de fidélité Bronze')
    expect(deliveryContent({ ...chest, itemId: 1 })).toBe('Objet n°\u00a01')
  })

  it('hands the delivery to the success page through the navigation state, checked on return', () => {
    expect(withDelivery(null)).toBeUndefined()
    expect(deliveryInState(withDelivery(points)?.state)).toEqual(points)
    for (const state of [
      null,
      undefined,
      'order:1',
      {},
      { delivery: null },
      { delivery: { ...points, state: 'lost' } },
      { delivery: { ...points, deliveryId: 1 } },
      { delivery: { ...points, kind: 'gold' } },
    ]) {
      expect(deliveryInState(state), JSON.stringify(state)).toBeNull()
    }
  })
})
