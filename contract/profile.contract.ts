import { c } from './c'
import { ProfileSchema, personalRouter } from './schemas'

export const profileContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/me/profile',
      responses: { 200: ProfileSchema },
      summary: "The player's AirPoints balance and this month's purchases",
    },
  },
  personalRouter,
)
