import { z } from 'zod'

export const RankingCharacterSchema = z.object({
  name: z.string().min(1),
  /** Numeric job code, see contract/catalog/jobs. */
  job: z.number().int().nonnegative(),
  level: z.number().int().positive(),
  /** Playing time in seconds. */
  playingTime: z.number().int().nonnegative(),
})
export type RankingCharacter = z.infer<typeof RankingCharacterSchema>
