import { describe, expect, it } from 'vitest'
import { LOYALTY_STAGES, MAIN_LOYALTY_STAGES, SPECIAL_STAGE_ID } from '../catalog/loyalty-stages'
import {
  isStageReached,
  loyaltyMonth,
  loyaltyProgress,
  reachedStages,
  rewardsOfMonth,
} from './loyalty'

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
    [1900, ['full', 'full', 'half', 'empty', null]],
    [2250, ['full', 'full', 'half', 'empty', null]],
    [5299, ['full', 'full', 'full', 'half', null]],
    [5300, ['full', 'full', 'full', 'full', null]],
    [7000, ['full', 'full', 'full', 'full', null]],
  ])('%i points: %o', (points, expected) => {
    expect(connectors(points)).toEqual(expected)
  })

  it.each([
    [0, [false, false, false, false, false]],
    [524, [false, false, false, false, false]],
    [525, [true, false, false, false, false]],
    [1099, [true, false, false, false, false]],
    [1100, [true, true, false, false, false]],
    [1899, [true, true, false, false, false]],
    [1900, [true, true, true, false, false]],
    [2250, [true, true, true, false, false]],
    [5299, [true, true, true, true, false]],
    [5300, [true, true, true, true, true]],
    [7000, [true, true, true, true, true]],
  ])('%i points mark the steps reached: %o', (points, expected) => {
    expect(loyaltyProgress(points).map((step) => step.reached)).toEqual(expected)
  })

  it('steps through Bronze..Diamant only, the Special stage kept out', () => {
    expect(loyaltyProgress(0).map((step) => step.stage.name)).toEqual([
      'Bronze',
      'Argent',
      'Or',
      'Platine',
      'Diamant',
    ])
  })

  it('a connector is full exactly when the next step is reached, half when only this one is', () => {
    for (const points of [0, 524, 525, 1099, 1100, 1899, 1900, 3199, 3200, 5299, 5300, 7000]) {
      const steps = loyaltyProgress(points)
      steps.forEach((step, index) => {
        const next = steps[index + 1]
        if (!next) return expect(step.connector).toBeNull()
        const expected = next.reached ? 'full' : step.reached ? 'half' : 'empty'
        expect(step.connector, `${points} points, ${step.stage.name}`).toBe(expected)
      })
    }
  })
})

describe('loyaltyMonth', () => {
  it('uses the UTC calendar month', () => {
    expect(loyaltyMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11')
    expect(loyaltyMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12')
  })
})

describe("a month's rewards", () => {
  const standing = [1, 2, 3].map((stageId) => ({ id: stageId, stageId, month: null, active: true }))
  const november = { id: 10, stageId: 2, month: '2026-11', active: true }
  const december = { id: 11, stageId: 3, month: '2026-12', active: true }

  it('are the standing rewards when nobody set the month', () => {
    expect(rewardsOfMonth([...standing, november], '2026-10').map((r) => r.id)).toEqual([1, 2, 3])
  })

  it("replace a stage's standing rewards with the month's own, that month only", () => {
    const all = [...standing, november, december]
    expect(rewardsOfMonth(all, '2026-11').map((r) => r.id)).toEqual([1, 3, 10])
    expect(rewardsOfMonth(all, '2026-12').map((r) => r.id)).toEqual([1, 2, 11])
  })

  it('leave out retired rows: a removed month reward gives the standing one back', () => {
    const retired = { ...november, active: false }
    expect(rewardsOfMonth([...standing, retired], '2026-11').map((r) => r.id)).toEqual([1, 2, 3])
  })
})
