import type { VoteProvider } from '@contract/schemas'
import type { VoteTokenOutcome } from '@machines/vote.machine'
import type { VoteValidationOutcome } from '@machines/vote-return.machine'
import type { ApiClient } from '@/shared/api/client'
import { readOk, type Loaded } from '@/shared/api/loaded'
import { clearStoredVote, hasStoredVote, takeStoredVote } from './vote-storage'

/** /vote: the player's voting sites, with their count and next vote. */
export function votesLoader(api: ApiClient) {
  return { sites: readVotes(api) }
}
export type VotesData = ReturnType<typeof votesLoader>

function readVotes(api: ApiClient): Promise<Loaded<VoteProvider[]>> {
  return readOk(api.votes.list())
}

/** A vote token for a site: the token, or a failure (the vote flow then does nothing). */
export async function requestVoteToken(
  api: ApiClient,
  providerId: string,
): Promise<VoteTokenOutcome> {
  const answer = await api.votes.request({ body: { providerId } })
  return answer.status === 200 ? { kind: 'token', token: answer.body.token } : { kind: 'failed' }
}

/** The validation of a stored vote: counted on 200, not counted on anything else. */
export async function validateVote(
  api: ApiClient,
  voteToken: string,
): Promise<VoteValidationOutcome> {
  const answer = await api.votes.validate({ body: { voteToken } })
  return answer.status === 200 ? { kind: 'counted' } : { kind: 'notCounted' }
}

/** What the return from a voting site came to: nothing to do, counted, or not counted. */
export type VoteReturn = 'none' | 'counted' | 'notCounted'

/**
 * The return from a voting site, run by the home route's loader (never by a render): once the
 * session is known and signed in, the stored vote is taken (read and removed in one step, so
 * that a second run finds nothing) and the vote-return flow validates it when it is due. A
 * visitor's stored vote waits for sign-in. The flow's code loads only when a vote is stored.
 */
export function voteReturnLoader(
  api: ApiClient,
  session: () => Promise<'signedIn' | 'signedOut'>,
): { voteReturn: Promise<VoteReturn> } {
  if (!hasStoredVote()) return { voteReturn: Promise.resolve('none') }
  return { voteReturn: runVoteReturn(api, session) }
}

/** The home route runs its loader again only while a vote waits (e.g. once the player signs in). */
export const shouldRunVoteReturnAgain = () => hasStoredVote()

async function runVoteReturn(
  api: ApiClient,
  session: () => Promise<'signedIn' | 'signedOut'>,
): Promise<VoteReturn> {
  if ((await session()) !== 'signedIn') return 'none'
  const stored = takeStoredVote()
  if (!stored) return 'none'
  const [{ createActor, fromPromise, toPromise }, { voteReturnMachine }, { flowInspector }] =
    await Promise.all([
      import('xstate'),
      import('@machines/vote-return.machine'),
      import('@/shared/flow-inspection'),
    ])
  let counted = false
  const flow = createActor(
    voteReturnMachine.provide({
      actors: {
        validateVote: fromPromise(({ input }) => validateVote(api, input.voteToken)),
      },
      actions: {
        clearStoredVote: () => clearStoredVote(),
        voteCounted: () => void (counted = true),
      },
    }),
    { input: { stored }, ...flowInspector },
  )
  flow.start()
  await toPromise(flow)
  return counted ? 'counted' : 'notCounted'
}
