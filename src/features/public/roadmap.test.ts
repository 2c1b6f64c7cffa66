import { describe, expect, it } from 'vitest'
import { currentMilestone, MILESTONES } from './roadmap'

describe('the current milestone of the roadmap', () => {
  it('is none before the first period begins', () => {
    expect(currentMilestone(new Date(2025, 8, 30, 23, 59))).toBeNull()
  })

  it('is the period that has begun, from its first day', () => {
    expect(currentMilestone(new Date(2025, 9, 1))).toBe(0)
    expect(currentMilestone(new Date(2025, 10, 30, 23, 59))).toBe(0)
    expect(currentMilestone(new Date(2025, 11, 1))).toBe(1)
    expect(currentMilestone(new Date(2026, 3, 15))).toBe(2)
  })

  it('stays on the last period once it has begun', () => {
    expect(currentMilestone(new Date(2026, 5, 1))).toBe(MILESTONES.length - 1)
    expect(currentMilestone(new Date(2027, 0, 1))).toBe(MILESTONES.length - 1)
  })
})
