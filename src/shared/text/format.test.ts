import { describe, expect, it } from 'vitest'
import {
  formatDateTimeFr,
  formatDurationFr,
  formatEuros,
  formatPlayingTime,
  formatPoints,
} from './format'

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

  // formatPoints and the duration's list are written without Intl (a page's first Intl object
  // costs 50 to 100 ms): they must still write exactly what Intl writes.
  it.each([
    0, 7, 42, 999, 1000, 1500, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1500, -1_000_000,
  ])('writes %i exactly as Intl.NumberFormat fr-FR does', (points) => {
    expect(formatPoints(points)).toBe(new Intl.NumberFormat('fr-FR').format(points))
  })

  it('rounds a fractional number of points', () => {
    expect(formatPoints(1499.6)).toBe(new Intl.NumberFormat('fr-FR').format(1500))
  })
})

describe('the list of a duration', () => {
  const list = new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' })
  it.each([
    [DAY, ['1 jour']],
    [DAY + HOUR, ['1 jour', '1 heure']],
    [DAY + 2 * HOUR + 3 * MIN, ['1 jour', '2 heures', '3 minutes']],
    [DAY + 3 * MIN, ['1 jour', '3 minutes']],
  ])('%i ms joins its parts as Intl.ListFormat fr does', (ms, parts) => {
    expect(formatDurationFr(ms)).toBe(list.format(parts))
  })
})

describe('formatDateTimeFr', () => {
  // Written without Intl, it must write Intl's short date and time (with « à » between them).
  it.each(['2025-10-02T18:05:00.000Z', '2024-01-09T00:00:59.000Z', '2025-12-31T23:59:00.000Z'])(
    'writes %s as Intl fr-FR does, in local time',
    (iso) => {
      const intl = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' })
      expect(formatDateTimeFr(iso)).toBe(intl.format(new Date(iso)).replace(' ', ' à '))
    },
  )
})
