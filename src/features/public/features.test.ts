import { describe, expect, it } from 'vitest'
import { FEATURE_CARDS } from './features'

describe('the landing page', () => {
  it('lists the six selling points in their order', () => {
    expect(FEATURE_CARDS.map((f) => f.name)).toEqual([
      'Sécurité',
      'Stabilité',
      'Toujours à jour',
      'Compétition permanente',
      'Equilibrage PvP',
      'Economie régulée',
    ])
  })
})
