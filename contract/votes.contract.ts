import { z } from 'zod'
import { c } from './c'
import {
  VoteSiteViewSchema,
  VoteRequestSchema,
  VoteTokenSchema,
  VoteUnconfirmedSchema,
  VoteValidateSchema,
  personalRouter,
  rateLimitedResponse,
} from './schemas'

export const votesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/me/votes',
      responses: { 200: z.array(VoteSiteViewSchema) },
      summary: 'Voting sites with the player’s vote count and next allowed vote',
    },
    request: {
      method: 'POST',
      path: '/me/votes/request',
      body: VoteRequestSchema,
      responses: { 200: VoteTokenSchema, ...rateLimitedResponse },
      summary: 'Issue a single-use vote token for a site the player may vote on now',
    },
    validate: {
      method: 'POST',
      path: '/me/votes/validate',
      body: VoteValidateSchema,
      responses: {
        200: VoteSiteViewSchema,
        202: VoteUnconfirmedSchema,
        ...rateLimitedResponse,
      },
      summary:
        'Count the vote of a token issued 20 s or more ago to this player, once its site confirms it (202: not confirmed, try again later)',
    },
  },
  personalRouter,
)
