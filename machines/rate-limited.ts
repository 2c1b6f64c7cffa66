/**
 * A call refused past its rate limit (the API's 429): nothing was done, and the player may try
 * again in `retryAfterS` seconds. Each flow keeps the number in its context (`retryAfterS`) for
 * its page's notice (contract/rules/limits.ts tooManyAttemptsNotice).
 */
export interface RateLimited {
  kind: 'rateLimited'
  retryAfterS: number
}

/** The wait of a rate-limited outcome, else null (what a flow keeps in `retryAfterS`). */
export function retryAfterOf(outcome: { kind: string }): number | null {
  return outcome.kind === 'rateLimited' ? (outcome as RateLimited).retryAfterS : null
}
