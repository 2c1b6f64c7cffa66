import { describe, expect, it } from 'vitest'
import { ItemSchema, TopUpPackSchema } from '../schemas'
import { ITEMS, itemById } from './items'
import { jobName } from './jobs'
import { MOCK_PRICE_IDS, packByPriceId, topUpPacks } from './packs'

describe('top-up packs', () => {
  it('lists the five packs in order with their prices, points and bonus', () => {
    const packs = topUpPacks(MOCK_PRICE_IDS)
    expect(packs.map((p) => [p.title, p.price, p.points, p.bonus])).toEqual([
      ['Débutant', 4.99, 50, null],
      ['Aventurier', 9.99, 100, null],
      ['Chevalier', 19.99, 210, 5],
      ['Héros', 49.99, 525, 5],
      ['Légende', 99.99, 1100, 10],
    ])
    for (const pack of packs) expect(TopUpPackSchema.parse(pack)).toEqual(pack)
  })

  it('takes the price ids from configuration', () => {
    const live = { debutant: 'a', aventurier: 'b', chevalier: 'c', heros: 'd', legende: 'e' }
    expect(topUpPacks(live).map((p) => p.stripePriceId)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(packByPriceId('c', live)?.title).toBe('Chevalier')
    expect(packByPriceId(MOCK_PRICE_IDS.legende, MOCK_PRICE_IDS)?.points).toBe(1100)
    expect(packByPriceId('nope', MOCK_PRICE_IDS)).toBeUndefined()
  })
})

describe('jobs', () => {
  it('names the jobs in French, tags master and hero variants, and shows - for unknown ids', () => {
    expect(jobName(1)).toBe('Mercenaire')
    expect(jobName(6)).toBe('Chevalier')
    expect(jobName(16)).toBe('Chevalier [M]')
    expect(jobName(31)).toBe('Élémentaliste [H]')
    expect(jobName(32)).toBe('Templier')
    expect(jobName(39)).toBe('Arcaniste')
    expect(jobName(5)).toBe('-')
    expect(jobName(99)).toBe('-')
  })
})

describe('items', () => {
  it('holds the reward boxes and the furniture', () => {
    for (const id of [60582, 60583, 60584, 60585, 60586, 26797]) expect(itemById(id)).toBeDefined()
    for (const item of ITEMS) expect(ItemSchema.safeParse(item).success).toBe(true)
  })
})
