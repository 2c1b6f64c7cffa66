import type { ApiClient } from '@/shared/api/client'
import { hasStoredVote } from './vote-storage'

/**
 * What the return from a voting site came to: nothing to do, counted, not confirmed by the site
 * (yet: the vote stays stored for a later try), not counted, or refused for too many attempts
 * (the vote stays stored too; the page says how long to wait).
 */
export type VoteReturn =
  | { kind: 'none' | 'counted' | 'unconfirmed' | 'notCounted' }
  | { kind: 'rateLimited'; retryAfterS: number }

/** What the home route's loader gives its page: the return being run, null when no vote is stored. */
export interface VoteReturnData {
  voteReturn: Promise<VoteReturn> | null
}

/**
 * The return from a voting site, run by the home route's loader (never by a render): once the
 * session is known and signed in, the stored vote is taken (read and removed in one step, so
 * that a second run finds nothing) and the vote-return flow validates it when it is due. A
 * visitor's stored vote waits for sign-in. The flow's code loads only when a vote is stored;
 * without one, there is no return to run (null) and the home page draws no notice.
 */
export function voteReturnLoader(
  api: ApiClient,
  session: () => Promise<'signedIn' | 'signedOut'>,
): VoteReturnData {
  if (!hasStoredVote()) return { voteReturn: null }
  return {
    voteReturn: import('./vote-return-flow').then(({ runVoteReturn }) =>
      runVoteReturn(api, session),
    ),
  }
}

/** The home route runs its loader again only while a vote waits (e.g. once the player signs in). */
export const shouldRunVoteReturnAgain = () => hasStoredVote()
