import { formatDuration } from 'date-fns'
import { fr } from 'date-fns/locale'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const list = new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' })
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
const integers = new Intl.NumberFormat('fr-FR')

/**
 * A duration in French as days, hours and minutes ('2 jours, 3 heures et 5 minutes').
 * Seconds are dropped; anything under a minute reads 'moins d'une minute'.
 */
export function formatDurationFr(ms: number): string {
  const total = Math.max(0, Math.floor(ms / MINUTE) * MINUTE)
  const days = Math.floor(total / DAY)
  const hours = Math.floor((total % DAY) / HOUR)
  const minutes = Math.floor((total % HOUR) / MINUTE)
  const parts = (
    [
      ['days', days],
      ['hours', hours],
      ['minutes', minutes],
    ] as const
  )
    .filter(([, value]) => value > 0)
    .map(([unit, value]) => formatDuration({ [unit]: value }, { locale: fr }))
  return parts.length === 0 ? "moins d'une minute" : list.format(parts)
}

/** Playing time, stored in seconds. */
export function formatPlayingTime(seconds: number): string {
  return formatDurationFr(seconds * 1000)
}

/** '4,99 €' (French grouping and spacing). */
export function formatEuros(amount: number): string {
  return euros.format(amount)
}

/** '1 500' (French grouping). */
export function formatPoints(points: number): string {
  return integers.format(points)
}
