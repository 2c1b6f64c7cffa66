import { throwIfRefused } from '../http/rate-limits'
import type { LimitRule, RateLimitPort } from '../ports'

/**
 * Attempts to link one game account, whoever makes them (players are free to make, and
 * addresses cheap to change): counted per target name in windows that grow, so that each
 * further burst of guesses waits longer (docs/decisions/042-access-and-limits.md). Every
 * window counts every attempt, a refused one included.
 */
export const LINK_ATTEMPT_WINDOWS: readonly LimitRule[] = [
  { points: 5, windowS: 15 * 60 },
  { points: 10, windowS: 3 * 3600 },
  { points: 20, windowS: 24 * 3600 },
]

/** Counts one attempt at linking `accountName` (lowercase): RateLimitedError past a window. */
export async function countLinkAttempt(limits: RateLimitPort, accountName: string) {
  const hits = await Promise.all(
    LINK_ATTEMPT_WINDOWS.map((rule, tier) =>
      limits.hit(`linkTarget:${tier + 1}:${accountName}`, rule),
    ),
  )
  throwIfRefused(hits)
}
