import { describe, expect, it } from 'vitest'
import { cachedReads } from './world'
import { GameUnavailableError } from '../ports'

describe('the character and guild reads kept per name for a ttl', () => {
  it('reads each name once per ttl whatever the requests, and serves the last answer while the game is down', async () => {
    let now = 0
    const reads: string[] = []
    let down = false
    const get = cachedReads(
      { now: () => new Date(now) },
      { ttlMs: 60_000, names: 2 },
      async (key) => {
        reads.push(key)
        if (down) throw new GameUnavailableError()
        return `${key}@${now}`
      },
    )
    await Promise.all(Array.from({ length: 50 }, () => get('aelis')))
    await get('brakkar')
    expect(reads).toEqual(['aelis', 'brakkar'])
    now = 59_999
    expect((await get('aelis')).value).toBe('aelis@0')
    expect(reads).toHaveLength(2)
    now = 60_000
    down = true
    expect(await get('aelis')).toEqual({ value: 'aelis@0', freshUntil: 120_000 })
    await expect(get('cyrene')).rejects.toBeInstanceOf(GameUnavailableError)
    down = false
    expect((await get('cyrene')).value).toBe('cyrene@60000')
    // At most `names` kept: the oldest read (brakkar) went first.
    now = 60_001
    await get('brakkar')
    expect(reads.filter((key) => key === 'brakkar')).toHaveLength(2)
  })
})
