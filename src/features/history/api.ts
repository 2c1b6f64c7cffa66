import { HISTORY_KINDS, type HistoryEntryKind, type HistoryPage } from '@contract/schemas'
import type { ApiClient } from '@/shared/api/client'
import { readOk, type Loaded } from '@/shared/api/loaded'
import { readReceipts } from './receipts-api'
import { readWithdrawals } from './withdrawal-api'

/** The search parameter of the history's filter (`?type=purchase`): one kind of entry. */
export const HISTORY_KIND_PARAM = 'type'

/** The kind the page is filtered on, or undefined for every entry (an unknown one is ignored). */
export function historyKindOf(search: URLSearchParams): HistoryEntryKind | undefined {
  const kind = search.get(HISTORY_KIND_PARAM)
  return HISTORY_KINDS.find((known) => known === kind)
}

/** /me/historique: the newest page of the player's history, of one kind when filtered. */
export function historyLoader(api: ApiClient, request: Request) {
  const kind = historyKindOf(new URL(request.url).searchParams)
  return {
    kind: kind ?? null,
    page: readHistoryPage(api, { kind }),
    withdrawals: readWithdrawals(api),
    receipts: readReceipts(api),
  }
}
export type HistoryData = ReturnType<typeof historyLoader>

/** A page of the history (GET /me/history): the newest one, or the one after `cursor`. */
export function readHistoryPage(
  api: ApiClient,
  query: { cursor?: string; kind?: HistoryEntryKind },
): Promise<Loaded<HistoryPage>> {
  const { cursor, kind } = query
  return readOk(
    api.history.list({
      query: { ...(cursor ? { cursor } : {}), ...(kind ? { kind } : {}) },
    }),
  )
}
