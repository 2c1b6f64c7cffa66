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
export const VoteTokenSchema = z.object({
  token: z.string().min(1),
  /**
   * Where the player votes this time: the site's link carrying what the site needs to call the
   * server back (a per-vote parameter), for sites that support one. Not trusted either.
   */
  link: z.string().optional(),
})
/**
 * 202 to a validation: the site has not confirmed the vote (yet, or it could not be asked). The
 * vote is not counted; the token stays valid for a later try within its lifetime.
 */
export const VoteUnconfirmedSchema = z.object({
  confirmed: z.literal(false),
  message: z.string(),
})
export const VoteValidateSchema = z.object({ voteToken: ShortIdSchema })
