/**
 * Limits on the calls that write or cost (docs/decisions/034-rate-limits.md): the French wording
 * the API sends with a 429 and the pages show.
 */

const plural = (count: number, unit: string) => `${count}\u00a0${unit}${count > 1 ? 's' : ''}`

/** Seconds to wait, worded in French: seconds under a minute, else minutes, else hours. */
export function waitWording(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds))
  if (whole < 60) return plural(whole, 'seconde')
  if (whole < 3600) return plural(Math.ceil(whole / 60), 'minute')
  return plural(Math.ceil(whole / 3600), 'heure')
}

/** « Trop de tentatives. Réessayez dans 42 secondes. » */
export function tooManyAttemptsNotice(retryAfterSeconds: number): string {
  return `Trop de tentatives. Réessayez dans ${waitWording(retryAfterSeconds)}.`
}

/** How many game accounts a player may own unless the operator says otherwise. */
export const DEFAULT_MAX_GAME_ACCOUNTS = 5

/** The 409 of a creation or a link past the cap of game accounts per player. */
export const GAME_ACCOUNT_CAP_MESSAGE = 'Vous avez atteint le nombre maximum de comptes de jeu.'
