import { z } from 'zod'
import { c } from './c'
import { RankingCharacterSchema } from './schemas'

export const rankingContract = c.router({
  characters: {
    method: 'GET',
    path: '/ranking/characters',
    responses: { 200: z.array(RankingCharacterSchema) },
    summary: 'Character ranking (public)',
  },
})
