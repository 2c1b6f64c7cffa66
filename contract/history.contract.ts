import { c } from './c'
import { HistoryPageSchema, HistoryQuerySchema, personalRouter } from './schemas'

export const historyContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/me/history',
      query: HistoryQuerySchema,
      responses: { 200: HistoryPageSchema },
      summary:
        "The player's history from the ledger, newest first, paginated: purchases and where they stand, transfers and claims with their delivery, votes, refunds and disputes",
    },
  },
  personalRouter,
)
