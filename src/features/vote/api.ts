import type { VoteSiteView } from '@contract/schemas'
import type { VoteTokenOutcome } from '@machines/vote.machine'
import type { VoteValidationOutcome } from '@machines/vote-return.machine'
import type { ApiClient } from '@/shared/api/client'
import { readOk, type Loaded } from '@/shared/api/loaded'
import { rateLimitOf } from '@/shared/api/rate-limit'

/** /vote: the player's voting sites, with their count and next vote. */
export function votesLoader(api: ApiClient) {
  return { sites: readVotes(api) }
}
export type VotesData = ReturnType<typeof votesLoader>

function readVotes(api: ApiClient): Promise<Loaded<VoteSiteView[]>> {
  return readOk(api.votes.list())
}

/**
 * A vote token for a site: the token, too many requests (429, with the wait), or a failure (the
 * vote flow then does nothing).
 */
export async function requestVoteToken(
  api: ApiClient,
  providerId: string,
): Promise<VoteTokenOutcome> {
  const answer = await api.votes.request({ body: { providerId } })
  if (answer.status !== 200) return rateLimitOf(answer) ?? { kind: 'failed' }
  const { token, link } = answer.body
  return link ? { kind: 'token', token, link } : { kind: 'token', token }
}

/**
 * The validation of a stored vote: counted on 200, not confirmed by the site (yet) on 202, too
 * many validations on 429 (with the wait), not counted on anything else.
 */
export async function validateVote(
  api: ApiClient,
  voteToken: string,
): Promise<VoteValidationOutcome> {
  const answer = await api.votes.validate({ body: { voteToken } })
  if (answer.status === 200) return { kind: 'counted' }
  if (answer.status === 202) return { kind: 'unconfirmed' }
  return rateLimitOf(answer) ?? { kind: 'notCounted' }
}
