import { z } from 'zod'
import { c } from './c'
import { ErrorSchema, RankingCharacterSchema } from './schemas'

export const rankingContract = c.router({
  characters: {
    method: 'GET',
    path: '/ranking/characters',
    responses: { 200: z.array(RankingCharacterSchema), 503: ErrorSchema },
    summary:
      "The game's best characters (public; staff and deleted characters left out; 503 while the game cannot be read). Cacheable by everyone until the next read of the game: Cache-Control public with the seconds left as max-age, an ETag, 304 to an If-None-Match naming it",
  },
})
