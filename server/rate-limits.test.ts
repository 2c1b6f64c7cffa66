import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from './db/client'
import { databaseLimits } from './rate-limits'

/** The server's counters on a PGlite in memory, with a clock of the test's. */
describe('rate limits counted in the database', () => {
  let database: Database
  let now = Date.parse('2026-11-27T10:00:00Z')
  const rule = { points: 2, windowS: 60 }

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory' })
  }, 60_000)
  afterAll(() => database.close())

  it("counts a call's keys in one statement, refuses past the points until the window ends", async () => {
    const limits = databaseLimits(database.db, () => now)
    const hits = [
      { key: 'transfer:player:a', rule },
      { key: 'transfer:ip:1.2.3.4', rule: { points: 3, windowS: 60 } },
    ]
    expect(await limits.hit(hits)).toEqual([{ allowed: true }, { allowed: true }])
    now += 10_000
    expect(await limits.hit(hits)).toEqual([{ allowed: true }, { allowed: true }])
    now += 10_000
    expect(await limits.hit(hits)).toEqual([
      { allowed: false, retryAfterMs: 40_000 },
      { allowed: true },
    ])
    expect(await limits.hit(hits)).toEqual([
      { allowed: false, retryAfterMs: 40_000 },
      { allowed: false, retryAfterMs: 40_000 },
    ])
    // The window its first hit opened has ended: counted from 1 again.
    now += 40_000
    expect(await limits.hit(hits)).toEqual([{ allowed: true }, { allowed: true }])
    const { rows } = (await database.db.execute(
      sql`select key, points from rate_limits order by key`,
    )) as unknown as { rows: { key: string; points: number }[] }
    expect(rows).toEqual([
      { key: 'rl:transfer:ip:1.2.3.4', points: 1 },
      { key: 'rl:transfer:player:a', points: 1 },
    ])
    limits.stop()
  })
})
