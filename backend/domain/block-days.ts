/**
 * Flyff's block day, ACCOUNT_TBL_DETAIL.BlockTime `yyyymmdd` (docs/decisions/057): the game
 * refuses a login while it is today or later. A ban without end is written as the last day there is.
 */
export const NO_END_BLOCK_DAY = '99991231'

const compact = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '')

/** 'YYYY-MM-DD' (null: no end) as the game's block day. */
export function blockDay(lastDay: string | null): string {
  return lastDay === null ? NO_END_BLOCK_DAY : lastDay.replaceAll('-', '')
}

/** The game's block day as 'YYYY-MM-DD' (null: no end). */
export function dayOfBlock(day: string): string | null {
  const text = day.trim()
  if (text === NO_END_BLOCK_DAY) return null
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`
}

/** Today as a block day (UTC). */
export function todayBlockDay(now: Date): string {
  return compact(now)
}

/** Yesterday as a block day: not blocked, as the game writes it at an account's creation. */
export function yesterdayBlockDay(now: Date): string {
  return compact(new Date(now.getTime() - 24 * 3600 * 1000))
}

/** The last day of a ban ending at `until` (ISO), null for no end: the day it ends on, UTC. */
export function lastDayOf(until: string | null): string | null {
  return until === null ? null : new Date(until).toISOString().slice(0, 10)
}
