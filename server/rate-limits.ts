import { sql } from 'drizzle-orm'
import type { LimitHit, RateLimitPort } from '@backend/ports'
import type { Db } from './db/client'

/** The keys' prefix in rate_limits (rate-limiter-flexible's `rl:` before: the same rows). */
const KEY_PREFIX = 'rl:'
/** Counters whose window ended this long ago are deleted, at most this often. */
const EXPIRED_KEPT_MS = 3_600_000
const SWEEP_EVERY_MS = 300_000

export interface DatabaseLimits extends RateLimitPort {
  /** Stops the periodic deletion of ended counters. */
  stop(): void
}

/**
 * The rate limits' counters in the server's own database (the rate_limits table, created by a
 * migration), so that every instance on one PostgreSQL counts against the same totals
 * (docs/decisions/034-rate-limits.md); on PGlite (one process) the same table serves that single
 * instance. The hits of one call (its player's and its address's counters) are one atomic
 * upsert (docs/decisions/036): a counter whose window has ended starts again at 1 with a new
 * window, another one adds 1; past its rule's points, the hit is refused until the window ends.
 * The rows and windows are those of rate-limiter-flexible's Drizzle store, which this replaces.
 */
export function databaseLimits(db: Db, now: () => number = () => Date.now()): DatabaseLimits {
  let sweep: ReturnType<typeof setInterval> | null = null
  const deleteEnded = () =>
    db
      .execute(
        sql`delete from rate_limits where expire < ${new Date(now() - EXPIRED_KEPT_MS).toISOString()}::timestamptz`,
      )
      .catch(() => undefined)
  return {
    async hit(hits) {
      if (hits.length === 0) return []
      sweep ??= setInterval(() => void deleteEnded(), SWEEP_EVERY_MS)
      sweep.unref?.()
      const at = now()
      const rows = hits.map(
        ({ key, rule }) =>
          sql`(${KEY_PREFIX + key}::text, 1, ${new Date(at + rule.windowS * 1000).toISOString()}::timestamptz)`,
      )
      const ended = sql`rate_limits.expire <= ${new Date(at).toISOString()}::timestamptz`
      const counted = (
        (await db.execute(
          sql`insert into rate_limits (key, points, expire) values ${sql.join(rows, sql`, `)}
              on conflict (key) do update set
                points = case when ${ended} then 1 else rate_limits.points + 1 end,
                expire = case when ${ended} then excluded.expire else rate_limits.expire end
              returning key, points, expire`,
        )) as unknown as { rows: { key: string; points: number; expire: Date | string | null }[] }
      ).rows
      const byKey = new Map(counted.map((row) => [row.key, row]))
      return hits.map(({ key, rule }): LimitHit => {
        const row = byKey.get(KEY_PREFIX + key)
        if (!row) throw new Error(`rate limit of ${key} not counted`)
        if (row.points <= rule.points) return { allowed: true }
        const until = row.expire === null ? at : new Date(row.expire).getTime()
        return { allowed: false, retryAfterMs: Math.max(0, until - at) }
      })
    },
    stop() {
      if (sweep) clearInterval(sweep)
      sweep = null
    },
  }
}
