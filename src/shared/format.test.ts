import { describe, expect, it } from 'vitest'
import { formatDurationFr, formatEuros, formatPlayingTime, formatPoints } from './format'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('formatDurationFr', () => {
  it.each([
    [0, "moins d'une minute"],
    [59_999, "moins d'une minute"],
    [MIN, '1 minute'],
    [2 * HOUR, '2 heures'],
    [HOUR + 5 * MIN, '1 heure et 5 minutes'],
    [DAY, '1 jour'],
    [2 * DAY + 3 * HOUR + 5 * MIN + 59_000, '2 jours, 3 heures et 5 minutes'],
    [-5, "moins d'une minute"],
  ])('%i ms -> %s', (ms, text) => {
    expect(formatDurationFr(ms)).toBe(text)
  })

  it('formats playing time given in seconds', () => {
    expect(formatPlayingTime(90_061)).toBe('1 jour, 1 heure et 1 minute')
  })
})

describe('numbers', () => {
  it('formats euros and points the French way', () => {
    expect(formatEuros(4.99).replace(/\s/g, ' ')).toBe('4,99 €')
    expect(formatEuros(99.99).replace(/\s/g, ' ')).toBe('99,99 €')
    expect(formatPoints(1500).replace(/\s/g, ' ')).toBe('1 500')
  })
})
