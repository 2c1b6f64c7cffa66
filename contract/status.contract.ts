import { c } from './c'
import { ServerStatusSchema, StatusSummarySchema } from './schemas'

/** The server's status (public, cached by everyone until the next read of the game). */
export const statusContract = c.router({
  status: {
    method: 'GET',
    path: '/status',
    responses: { 200: ServerStatusSchema },
    summary:
      "Whether the game is up, the players online, today's peak, the record, the last 24 hours and the incidents (public; never an error: what cannot be read is null or 'unknown'). Cache-Control public until the next read, an ETag, 304 to a matching If-None-Match",
  },
  summary: {
    method: 'GET',
    path: '/status/summary',
    responses: { 200: StatusSummarySchema },
    summary: 'Up or down, the players online and the open incidents (public, cached like /status)',
  },
})
