import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory'
import { flexibleLimits } from '@backend/http/rate-limits'
import type { RateLimitPort } from '@backend/ports'

/**
 * The embedded backend's rate limits: rate-limiter-flexible's memory store (one page, or one
 * standalone process, is the only instance). resetLimits() forgets every counter.
 */
function memoryLimits(): RateLimitPort & { reset(): void } {
  const fresh = () =>
    flexibleLimits(
      ({ points, windowS }) =>
        new RateLimiterMemory({ points, duration: windowS, keyPrefix: 'rl' }),
    )
  let port = fresh()
  return {
    hit: (key, rule) => port.hit(key, rule),
    reset: () => void (port = fresh()),
  }
}

export const mockRateLimits = memoryLimits()
