import { RateLimiterDrizzle } from 'rate-limiter-flexible'
import { flexibleLimits } from '@backend/http/rate-limits'
import type { RateLimitPort } from '@backend/ports'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

/**
 * The rate limits' counters in the server's own database (the rate_limits table, created by a
 * migration): rate-limiter-flexible's Drizzle store, one atomic upsert per hit, so that every
 * instance on one PostgreSQL counts against the same totals (docs/decisions/034-rate-limits.md).
 * On PGlite (one process) the same table serves that single instance.
 */
export function databaseRateLimits(db: Db): RateLimitPort {
  return flexibleLimits(
    ({ points, windowS }) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        points,
        duration: windowS,
        keyPrefix: 'rl',
      }),
  )
}
