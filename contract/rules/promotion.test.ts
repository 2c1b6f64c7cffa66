import { describe, expect, it } from 'vitest'
import {
  pointsAt,
  promotionAt,
  promotionLabel,
  promotionProblem,
  promotionsFrom,
} from './promotion'

const at = (iso: string) => new Date(iso)
/** The demo's promotion window (backend/demo/demo.ts). */
const SPEC = [{ start: '2024-10-02T18:00:00Z', end: '2024-10-02T22:00:00Z', multiplier: 1.25 }]

describe('promotion window', () => {
  it('starts at 18:00:00 UTC on 2 Oct 2024', () => {
    expect(promotionAt(at('2024-10-02T17:59:59.999Z'), SPEC)).toBeNull()
    expect(promotionAt(at('2024-10-02T18:00:00Z'), SPEC)?.multiplier).toBe(1.25)
  })

  it('includes the last second and ends at 22:00:00 UTC', () => {
    expect(promotionAt(at('2024-10-02T21:59:59Z'), SPEC)?.multiplier).toBe(1.25)
    expect(promotionAt(at('2024-10-02T22:00:00Z'), SPEC)).toBeNull()
  })

  it('boosts points only inside the window', () => {
    expect(pointsAt(210, at('2024-10-02T19:00:00Z'), SPEC)).toBe(262)
    expect(pointsAt(100, at('2024-10-02T19:00:00Z'), SPEC)).toBe(125)
    expect(pointsAt(210, at('2024-10-03T19:00:00Z'), SPEC)).toBe(210)
    expect(pointsAt(210, at('2024-10-02T19:00:00Z'), [])).toBe(210)
  })

  it('takes a new window as one more entry', () => {
    const windows = [
      ...SPEC,
      { start: '2030-01-01T00:00:00Z', end: '2030-01-02T00:00:00Z', multiplier: 1.5 },
    ]
    expect(pointsAt(100, at('2030-01-01T12:00:00Z'), windows)).toBe(150)
    expect(promotionLabel(windows[1]!)).toBe('+50\u00a0% offerts')
  })

  it('serves the windows not ended yet, by start', () => {
    const later = { start: '2031-01-01T00:00:00Z', end: '2031-01-02T00:00:00Z', multiplier: 2 }
    const sooner = { start: '2030-01-01T00:00:00Z', end: '2030-01-02T00:00:00Z', multiplier: 1.5 }
    expect(promotionsFrom(at('2029-06-01T00:00:00Z'), [later, ...SPEC, sooner])).toEqual([
      sooner,
      later,
    ])
    expect(promotionsFrom(at('2030-01-02T00:00:00Z'), [sooner, later])).toEqual([later])
  })
})

describe('scheduling a window', () => {
  const window = (start: string, end: string, multiplier = 1.25) => ({ start, end, multiplier })

  it('refuses a start or an end that is not a date', () => {
    const message = 'Dates de promotion invalides.'
    expect(promotionProblem(window('demain', '2030-01-01T12:00:00Z'), [])).toBe(message)
    expect(promotionProblem(window('2030-01-01T10:00:00Z', ''), [])).toBe(message)
    expect(promotionProblem(window('', ''), [])).toBe(message)
  })

  it('refuses an end at or before the start', () => {
    const same = window('2030-01-01T10:00:00Z', '2030-01-01T10:00:00Z')
    expect(promotionProblem(same, [])).toBe('La fin de la promotion doit suivre son début.')
    const before = window('2030-01-01T10:00:00Z', '2030-01-01T09:00:00Z')
    expect(promotionProblem(before, [])).toBe('La fin de la promotion doit suivre son début.')
  })

  it('refuses an overlap, accepts windows that touch', () => {
    const other = window('2030-01-01T10:00:00Z', '2030-01-01T12:00:00Z')
    const overlap = window('2030-01-01T11:59:00Z', '2030-01-01T13:00:00Z')
    expect(promotionProblem(overlap, [other])).toBe('Cette période chevauche une autre promotion.')
    const inside = window('2030-01-01T09:00:00Z', '2030-01-01T13:00:00Z')
    expect(promotionProblem(inside, [other])).toBe('Cette période chevauche une autre promotion.')
    const after = window('2030-01-01T12:00:00Z', '2030-01-01T13:00:00Z')
    expect(promotionProblem(after, [other])).toBeNull()
    const before = window('2030-01-01T08:00:00Z', '2030-01-01T10:00:00Z')
    expect(promotionProblem(before, [other])).toBeNull()
    const earlier = window('2030-01-01T06:00:00Z', '2030-01-01T08:00:00Z')
    expect(promotionProblem(earlier, [other])).toBeNull()
  })

  it('refuses a multiplier outside 1.01..3', () => {
    const message = 'Le multiplicateur doit être compris entre 1,01 et 3.'
    expect(promotionProblem(window('2030-01-01T10:00:00Z', '2030-01-01T12:00:00Z', 1), [])).toBe(
      message,
    )
    expect(promotionProblem(window('2030-01-01T10:00:00Z', '2030-01-01T12:00:00Z', 3.5), [])).toBe(
      message,
    )
    expect(
      promotionProblem(window('2030-01-01T10:00:00Z', '2030-01-01T12:00:00Z', 3), []),
    ).toBeNull()
    expect(
      promotionProblem(window('2030-01-01T10:00:00Z', '2030-01-01T12:00:00Z', 1.01), []),
    ).toBeNull()
  })
})
