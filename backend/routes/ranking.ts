import { contract } from '@contract/index'
import type { RankingCharacter } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { GameUnavailableError, type ClockPort, type GamePort, type Ports } from '../ports'

export interface RankingSettings {
  /** How many characters the ranking shows (the game's best). */
  size: number
  /** How long one read of the game's ranking is served, in milliseconds. */
  ttlMs: number
}

export const DEFAULT_RANKING: RankingSettings = { size: 100, ttlMs: 60_000 }

/** The last read of the ranking, and until when it is served (ms since the epoch). */
export interface RankingRead {
  rows: RankingCharacter[]
  freshUntil: number
}

/**
 * The ranking read from the game at most once per ttl, whatever the traffic: every request of
 * this instance shares the last read, and the requests that come while it is being read wait for
 * that one read. While the game cannot be read, the last good read is served for another ttl; with
 * none yet, the failure is not kept (the next request tries again).
 */
export function cachedRanking(game: GamePort, clock: ClockPort, settings: RankingSettings) {
  let last: { rows: RankingCharacter[]; at: number } | null = null
  let reading: Promise<RankingCharacter[]> | null = null
  const read = (kept: { rows: RankingCharacter[]; at: number }): RankingRead => ({
    rows: kept.rows,
    freshUntil: kept.at + settings.ttlMs,
  })
  return async function ranking(): Promise<RankingRead> {
    const now = clock.now().getTime()
    if (last && now - last.at < settings.ttlMs && now >= last.at) return read(last)
    reading ??= game
      .ranking(settings.size)
      .then((rows) => {
        last = { rows, at: clock.now().getTime() }
        return rows
      })
      .catch((error: unknown) => {
        if (!(error instanceof GameUnavailableError) || !last) throw error
        // Served again for a whole ttl: a game that is down is not asked at every request.
        last = { rows: last.rows, at: clock.now().getTime() }
        return last.rows
      })
      .finally(() => {
        reading = null
      })
    const rows = await reading
    return last ? read(last) : { rows, freshUntil: now }
  }
}

/**
 * The ranking is the same for everyone until its next read: answered public, for the seconds left
 * until then (Cache-Control), so that a cache in front of the API, the browser, and this
 * instance's own cache of public answers (public-cache.ts) serve it without running the route.
 */
export function rankingRouter({ game, clock }: Ports, settings: RankingSettings = DEFAULT_RANKING) {
  const ranking = cachedRanking(game, clock, settings)
  return tsr.router(contract.ranking, {
    characters: async (_args, { responseHeaders }) => {
      const { rows, freshUntil } = await ranking()
      const maxAge = Math.floor((freshUntil - clock.now().getTime()) / 1000)
      responseHeaders.set('cache-control', `public, max-age=${Math.max(0, maxAge)}`)
      return {
        status: 200,
        body: rows.map(({ name, job, level, playingTime }) => ({ name, job, level, playingTime })),
      }
    },
  })
}
