import { isVoteDue } from '@contract/rules'
import { assign, setup } from 'xstate'
import { retryAfterOf, type RateLimited } from './rate-limited'
import { suppliedByTheApp } from './supplied'

export interface StoredVote {
  token: string
  /** When the player left for the voting site (ms since epoch). */
  at: number
}

/** What validating a vote came to, as the app's actor tells it from the API's answer. */
export type VoteValidationOutcome =
  | { kind: 'counted' }
  /** The site did not confirm the vote (yet): the token stays valid for a later try. */
  | { kind: 'unconfirmed' }
  | { kind: 'notCounted' }
  /** Too many validations: nothing was done, the token stays valid for a later try. */
  | RateLimited

/** The stored vote the flow validates, to keep it for a later try. */
function storedVoteOf({ context }: { context: { stored: StoredVote | null } }): StoredVote {
  return context.stored ?? { token: '', at: 0 }
}

/**
 * Back on the home page while signed in: a stored vote is validated when 20 s or more have
 * passed since the player left; the stored values are then removed, except when the site has
 * not confirmed the vote yet: they are kept, and the next return to the home page tries again
 * (until the server says the token expired). Refused for too many attempts, they are kept as
 * well, and the wait is kept in `retryAfterS` for the home page's notice.
 */
export const voteReturnMachine = setup({
  types: {
    input: {} as { stored: StoredVote | null },
    context: {} as {
      stored: StoredVote | null
      /** The validation was refused for too many attempts: the seconds to wait. */
      retryAfterS: number | null
    },
  },
  actors: {
    validateVote: suppliedByTheApp<VoteValidationOutcome, { voteToken: string }>(),
  },
  actions: {
    clearStoredVote: () => {},
    keepStoredVote: (_, _params: StoredVote) => {},
    voteCounted: () => {},
    voteUnconfirmed: () => {},
  },
  guards: {
    isDue: ({ context }) => context.stored !== null && isVoteDue(context.stored.at, Date.now()),
  },
}).createMachine({
  id: 'voteReturn',
  context: ({ input }) => ({ stored: input.stored, retryAfterS: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isDue', target: 'validating' },
        { target: 'done', actions: 'clearStoredVote' },
      ],
    },
    validating: {
      invoke: {
        id: 'validateVote',
        src: 'validateVote',
        input: ({ context }) => ({ voteToken: context.stored?.token ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'counted',
            target: 'done',
            actions: ['clearStoredVote', 'voteCounted'],
          },
          {
            guard: ({ event }) => event.output.kind === 'unconfirmed',
            target: 'done',
            actions: [{ type: 'keepStoredVote', params: storedVoteOf }, 'voteUnconfirmed'],
          },
          {
            guard: ({ event }) => event.output.kind === 'rateLimited',
            target: 'done',
            actions: [
              { type: 'keepStoredVote', params: storedVoteOf },
              assign({ retryAfterS: ({ event }) => retryAfterOf(event.output) }),
            ],
          },
          { target: 'done', actions: 'clearStoredVote' },
        ],
        onError: { target: 'done', actions: 'clearStoredVote' },
      },
    },
    done: { type: 'final' },
  },
})
