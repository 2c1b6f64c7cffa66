import type { RankingCharacter } from '@contract/schemas'
import type { ApiClient } from '@/shared/api/client'
import { readOk, type Loaded } from '@/shared/api/loaded'
import { readProfile } from '@/shared/api/reads'

/** /ranking: the character ranking (public call), read while the page's frame is drawn. */
export function rankingLoader(api: ApiClient) {
  return { ranking: readRanking(api) }
}
export type RankingData = ReturnType<typeof rankingLoader>

function readRanking(api: ApiClient): Promise<Loaded<RankingCharacter[]>> {
  return readOk(api.ranking.characters())
}

/** A result page that shows the balance (a transfer whose answer was lost): read it again. */
export function balanceLoader(api: ApiClient) {
  return { profile: readProfile(api) }
}
export type BalanceData = ReturnType<typeof balanceLoader>
