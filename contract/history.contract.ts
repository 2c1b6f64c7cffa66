import { c } from './c'
import {
  BearerHeadersSchema,
  HistoryPageSchema,
  HistoryQuerySchema,
  personalErrorResponses,
} from './schemas'

export const historyContract = c.router({
  list: {
    method: 'GET',
    path: '/me/history',
    headers: BearerHeadersSchema,
    query: HistoryQuerySchema,
    responses: { 200: HistoryPageSchema, ...personalErrorResponses },
    summary:
      "The player's history from the ledger, newest first, paginated: purchases and where they stand, transfers and claims with their delivery, votes, refunds and disputes",
  },
})
