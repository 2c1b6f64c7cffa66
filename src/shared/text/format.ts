import { formatDuration } from 'date-fns'
import { fr } from 'date-fns/locale'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// The public pages (ranking, loyalty rewards, result pages) format without Intl: a page's first
// Intl object loads the browser's locale data, 50 to 100 ms in one task on this machine's
// Chromium (decision 020). Integers and lists are simple enough in French; euros (signed-in
// pages) keep Intl, created on first use.

/** The narrow no-break space that separates thousands in French (as Intl writes them). */
const THOUSANDS = '\u202f'

/** Items joined the French way: 'a', 'a et b', 'a, b et c' (Intl.ListFormat's long conjunction). */
function joinFr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`
}

let euros: Intl.NumberFormat | undefined

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
  return parts.length === 0 ? "moins d'une minute" : joinFr(parts)
}

/** Playing time, stored in seconds. */
export function formatPlayingTime(seconds: number): string {
  return formatDurationFr(seconds * 1000)
}

/** '4,99 €' (French grouping and spacing). */
export function formatEuros(amount: number): string {
  euros ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
  return euros.format(amount)
}

/** '1 500' (French grouping, as Intl.NumberFormat('fr-FR') writes it); rounded to an integer. */
export function formatPoints(points: number): string {
  const rounded = Math.round(points)
  const digits = String(Math.abs(rounded))
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, THOUSANDS)
  return rounded < 0 ? `-${grouped}` : grouped
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * '02/10/2025 à 20:05', in the browser's time zone (Intl's short date and time, with « à »),
 * written without Intl: the result pages show it.
 */
export function formatDateTimeFr(iso: string): string {
  const date = new Date(iso)
  const day = `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`
  return `${day} à ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
}
