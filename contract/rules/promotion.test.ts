import { describe, expect, it } from 'vitest'
import { pointsAt, promotionAt, promotionLabel } from './promotion'

const at = (iso: string) => new Date(iso)

describe('promotion window', () => {
  it('starts at 18:00:00 UTC on 2 Oct 2024', () => {
    expect(promotionAt(at('2024-10-02T17:59:59.999Z'))).toBeNull()
    expect(promotionAt(at('2024-10-02T18:00:00Z'))?.multiplier).toBe(1.25)
  })

  it('includes the last second and ends at 22:00:00 UTC', () => {
    expect(promotionAt(at('2024-10-02T21:59:59Z'))?.multiplier).toBe(1.25)
    expect(promotionAt(at('2024-10-02T22:00:00Z'))).toBeNull()
  })

  it('boosts points only inside the window', () => {
    expect(pointsAt(210, at('2024-10-02T19:00:00Z'))).toBe(262)
    expect(pointsAt(100, at('2024-10-02T19:00:00Z'))).toBe(125)
    expect(pointsAt(210, at('2024-10-03T19:00:00Z'))).toBe(210)
  })

  it('takes a new window as one more entry', () => {
    const windows = [
      { start: '2030-01-01T00:00:00Z', end: '2030-01-02T00:00:00Z', multiplier: 1.5 },
    ]
    expect(pointsAt(100, at('2030-01-01T12:00:00Z'), windows)).toBe(150)
    expect(promotionLabel(windows[0]!)).toBe('+50\u00a0% offerts')
  })
})
