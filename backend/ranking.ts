import { contract } from '@contract/index'
import type { RankingCharacter } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { GameUnavailableError, type ClockPort, type GamePort, type Ports } from './ports'

export interface RankingSettings {
  /** How many characters the ranking shows (the game's best). */
  size: number
  /** How long one read of the game's ranking is served, in milliseconds. */
  ttlMs: number
}

export const DEFAULT_RANKING: RankingSettings = { size: 100, ttlMs: 60_000 }

/**
 * The ranking read from the game at most once per ttl, whatever the traffic: every request of
 * this instance shares the last read, and the requests that come while it is being read wait for
 * that one read. While the game cannot be read, the last good read is served for another ttl; with
 * none yet, the failure is not kept (the next request tries again).
 */
export function cachedRanking(game: GamePort, clock: ClockPort, settings: RankingSettings) {
  let last: { rows: RankingCharacter[]; at: number } | null = null
  let reading: Promise<RankingCharacter[]> | null = null
  return async function ranking(): Promise<RankingCharacter[]> {
    const now = clock.now().getTime()
    if (last && now - last.at < settings.ttlMs && now >= last.at) return last.rows
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
    return reading
  }
}

export function rankingRouter({ game, clock }: Ports, settings: RankingSettings = DEFAULT_RANKING) {
  const ranking = cachedRanking(game, clock, settings)
  return tsr.router(contract.ranking, {
    characters: async () => {
      const rows = await ranking()
      return {
        status: 200,
        body: rows.map(({ name, job, level, playingTime }) => ({ name, job, level, playingTime })),
      }
    },
  })
}
