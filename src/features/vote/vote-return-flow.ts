import type { ApiClient } from '@/shared/api/client'
import type { VoteReturn } from './vote-return'
import { clearStoredVote, saveStoredVote, takeStoredVote } from './vote-storage'

/**
 * The return from a voting site, once a vote is stored (vote-return.ts loads this module only
 * then): once the session is known and signed in, the stored vote is taken (read and removed in
 * one step, so that a second run finds nothing) and the vote-return flow validates it.
 */
export async function runVoteReturn(
  api: ApiClient,
  session: () => Promise<'signedIn' | 'signedOut'>,
): Promise<VoteReturn> {
  if ((await session()) !== 'signedIn') return { kind: 'none' }
  const stored = takeStoredVote()
  if (!stored) return { kind: 'none' }
  const [
    { createActor, fromPromise, toPromise },
    { voteReturnMachine },
    { flowInspector },
    { validateVote },
  ] = await Promise.all([
    import('xstate'),
    import('@machines/vote-return.machine'),
    import('@/shared/flows/flow-inspection'),
    import('./api'),
  ])
  let outcome: VoteReturn['kind'] = 'notCounted'
  const flow = createActor(
    voteReturnMachine.provide({
      actors: {
        validateVote: fromPromise(({ input }) => validateVote(api, input.voteToken)),
      },
      actions: {
        clearStoredVote: () => clearStoredVote(),
        keepStoredVote: (_, vote) => saveStoredVote(vote),
        voteCounted: () => void (outcome = 'counted'),
        voteUnconfirmed: () => void (outcome = 'unconfirmed'),
      },
    }),
    { input: { stored }, ...flowInspector },
  )
  flow.start()
  await toPromise(flow)
  const { retryAfterS } = flow.getSnapshot().context
  return retryAfterS === null ? { kind: outcome } : { kind: 'rateLimited', retryAfterS }
}
