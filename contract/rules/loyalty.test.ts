import { describe, expect, it } from 'vitest'
import { LOYALTY_STAGES, MAIN_LOYALTY_STAGES, SPECIAL_STAGE_ID } from '../catalog/loyalty-stages'
import { isStageReached, loyaltyMonth, loyaltyProgress, reachedStages } from './loyalty'

const names = (monthPoints: number) => reachedStages(monthPoints).map((stage) => stage.name)
const connectors = (monthPoints: number) =>
  loyaltyProgress(monthPoints).map((step) => step.connector)

describe('loyalty stages', () => {
  it('keeps the Special stage out of the main list', () => {
    expect(LOYALTY_STAGES.some((stage) => stage.id === SPECIAL_STAGE_ID)).toBe(true)
    expect(MAIN_LOYALTY_STAGES.map((stage) => stage.requiredAmount)).toEqual([
      525, 1100, 1900, 3200, 5300,
    ])
  })

  it.each([
    [0, []],
    [524, []],
    [525, ['Bronze']],
    [1099, ['Bronze']],
    [1100, ['Bronze', 'Argent']],
    [1150, ['Bronze', 'Argent']],
    [5299, ['Bronze', 'Argent', 'Or', 'Platine']],
    [5300, ['Bronze', 'Argent', 'Or', 'Platine', 'Diamant']],
    [99999, ['Bronze', 'Argent', 'Or', 'Platine', 'Diamant']],
  ])('%i points reach %o', (points, expected) => {
    expect(names(points)).toEqual(expected)
  })

  it('is reached at exactly requiredAmount', () => {
    const bronze = MAIN_LOYALTY_STAGES[0]!
    expect(isStageReached(bronze, 524)).toBe(false)
    expect(isStageReached(bronze, 525)).toBe(true)
  })
})

describe('connectors', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', null]],
    [524, ['empty', 'empty', 'empty', 'empty', null]],
    [525, ['half', 'empty', 'empty', 'empty', null]],
    [1099, ['half', 'empty', 'empty', 'empty', null]],
    [1100, ['full', 'half', 'empty', 'empty', null]],
    [1150, ['full', 'half', 'empty', 'empty', null]],
    [5300, ['full', 'full', 'full', 'full', null]],
    [7000, ['full', 'full', 'full', 'full', null]],
  ])('%i points: %o', (points, expected) => {
    expect(connectors(points)).toEqual(expected)
  })

  it('marks the reached steps', () => {
    expect(loyaltyProgress(1100).map((step) => step.reached)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })
})

describe('loyaltyMonth', () => {
  it('uses the UTC calendar month', () => {
    expect(loyaltyMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11')
    expect(loyaltyMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12')
  })
})
