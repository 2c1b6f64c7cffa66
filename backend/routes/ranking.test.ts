import { describe, expect, it } from 'vitest'
import type { RankingCharacter } from '@contract/schemas'
import { cachedRanking } from './ranking'
import { GameUnavailableError, type GamePort } from '../ports'

const row = (name: string, level: number): RankingCharacter => ({
  name,
  job: 1,
  level,
  playingTime: 60,
})

/** A game whose ranking() counts its reads, and fails while `down` holds. */
function countingGame() {
  const state = { reads: 0, down: false, rows: [row('Aelis', 100)] }
  const game = {
    async ranking(limit: number) {
      state.reads += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (state.down) throw new GameUnavailableError()
      return state.rows.slice(0, limit)
    },
  } as unknown as GamePort
  return { game, state }
}

describe('the ranking read from the game at most once per ttl', () => {
  const settings = { size: 100, ttlMs: 60_000 }

  it('200 concurrent requests make one read of the game', async () => {
    const { game, state } = countingGame()
    let now = 0
    const ranking = cachedRanking(game, { now: () => new Date(now) }, settings)
    const answers = await Promise.all(Array.from({ length: 200 }, () => ranking()))
    expect(state.reads).toBe(1)
    expect(answers.every((answer) => answer.rows[0]?.name === 'Aelis')).toBe(true)
    expect(answers[0]?.freshUntil).toBe(60_000)
    now = 59_999
    await ranking()
    expect(state.reads).toBe(1)
    now = 60_000
    state.rows = [row('Brakkar', 120)]
    expect((await ranking()).rows[0]?.name).toBe('Brakkar')
    expect(state.reads).toBe(2)
  })

  it('asks the game for its best `size` characters', async () => {
    const { game, state } = countingGame()
    state.rows = [row('A', 3), row('B', 2), row('C', 1)]
    const ranking = cachedRanking(game, { now: () => new Date(0) }, { size: 2, ttlMs: 1 })
    expect((await ranking()).rows.map((r) => r.name)).toEqual(['A', 'B'])
  })

  it('serves the last good read while the game cannot be read, and keeps no failure', async () => {
    const { game, state } = countingGame()
    let now = 0
    const ranking = cachedRanking(game, { now: () => new Date(now) }, settings)
    state.down = true
    await expect(ranking()).rejects.toBeInstanceOf(GameUnavailableError)
    state.down = false
    expect((await ranking()).rows).toHaveLength(1)
    expect(state.reads).toBe(2)
    now = 120_000
    state.down = true
    expect(await ranking()).toMatchObject({ rows: [{ name: 'Aelis' }], freshUntil: 180_000 })
    expect(state.reads).toBe(3)
    // Down, it is asked again only after another ttl.
    now = 150_000
    await ranking()
    expect(state.reads).toBe(3)
    now = 180_000
    state.down = false
    state.rows = [row('Cyrene', 130)]
    expect((await ranking()).rows[0]?.name).toBe('Cyrene')
    expect(state.reads).toBe(4)
  })
})
