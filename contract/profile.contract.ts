import { c } from './c'
import { BearerHeadersSchema, ProfileSchema, personalErrorResponses } from './schemas'

export const profileContract = c.router({
  get: {
    method: 'GET',
    path: '/me/profile',
    headers: BearerHeadersSchema,
    responses: { 200: ProfileSchema, ...personalErrorResponses },
    summary: "The player's AirPoints balance and this month's purchases",
  },
})
