/** How many hits a key may make within a window of `windowS` seconds. */
export interface LimitRule {
  points: number
  windowS: number
}

export type LimitHit = { allowed: true } | { allowed: false; retryAfterMs: number }

/**
 * Counters of hits per key (backend/http/rate-limits.ts names the keys), shared by every instance that
 * serves the API: a hit counts whether it is allowed or not, and refuses once the key made more
 * than `rule.points` hits in the window that its first hit opened. Never throws for a refusal.
 */
export interface RateLimitPort {
  hit(key: string, rule: LimitRule): Promise<LimitHit>
}
