import { z } from 'zod'
import { ShortIdSchema } from './common'

export const VoteProviderSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  votes: z.number().int().nonnegative(),
  image: z.string(),
  /** Where the player votes. Not trusted: the client follows http(s) links only. */
  link: z.string(),
  /** ISO date from which the player may vote again on this site. */
  nextVote: z.string().datetime(),
})
export type VoteProvider = z.infer<typeof VoteProviderSchema>

export const VoteRequestSchema = z.object({ providerId: ShortIdSchema })
export const VoteTokenSchema = z.object({ token: z.string().min(1) })
export const VoteValidateSchema = z.object({ voteToken: ShortIdSchema })
