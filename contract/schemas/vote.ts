import { z } from 'zod'
import { ShortIdSchema } from './common'

export const VoteSiteViewSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  votes: z.number().int().nonnegative(),
  image: z.string(),
  /** Where the player votes. Not trusted: the client follows http(s) links only. */
  link: z.string(),
  /** ISO date from which the player may vote again on this site. */
  nextVote: z.string().datetime(),
})
export type VoteSiteView = z.infer<typeof VoteSiteViewSchema>

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

/**
 * How the server knows that a player voted on a ranking site (docs/votes.md, decision 027): it
 * asks the site (pull), or the site called it back (push), or, for a site that offers neither,
 * nothing (kind 'none', explicitly unverified). A site without a verification (null) never counts.
 */
const apiBase = z.string().url("Adresse de l'API du site invalide.").optional()
const serverToken = z.string().trim().min(1, 'Indiquez le jeton API du serveur sur ce site.')
const pingback = {
  /** The secret the site sends with each call (gtop100) or that the callback URL carries (topg). */
  pingbackKey: z.string().trim().min(8, 'La clé de pingback doit compter 8 caractères au moins.'),
  /** Addresses the callbacks come from; the documented ones of the site when absent. */
  sources: z.array(z.string().min(1, "Adresse d'origine vide.")).optional(),
}

export const VoteVerificationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('serveur-prive'), serverToken, apiBase }),
  z.object({ kind: z.literal('top-serveurs'), serverToken, apiBase }),
  z.object({
    kind: z.literal('liste-serveurs'),
    serverId: z.string().trim().min(1, "Indiquez l'identifiant du serveur sur ce site."),
    apiBase,
  }),
  z.object({ kind: z.literal('gtop100'), ...pingback }),
  z.object({ kind: z.literal('topg'), ...pingback }),
])
export type VoteVerification = z.infer<typeof VoteVerificationSchema>
