import { isVoteDue } from '@contract/rules'
import { fromPromise, setup } from 'xstate'
import type { ApiAnswer } from './api-answer'

export interface StoredVote {
  token: string
  /** When the player left for the voting site (ms since epoch). */
  at: number
}

/**
 * Back on the home page while signed in: a stored vote is validated when 20 s or more have
 * passed since the player left; in every case the stored values are then removed.
 */
export const voteReturnMachine = setup({
  types: {
    input: {} as { stored: StoredVote | null },
    context: {} as { stored: StoredVote | null },
  },
  actors: {
    validateVote: fromPromise<ApiAnswer, { voteToken: string }>(async () => {
      throw new Error('validateVote is supplied by the app')
    }),
  },
  actions: {
    clearStoredVote: () => {},
    voteCounted: () => {},
  },
  guards: {
    isDue: ({ context }) => context.stored !== null && isVoteDue(context.stored.at, Date.now()),
  },
}).createMachine({
  id: 'voteReturn',
  context: ({ input }) => ({ stored: input.stored }),
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
            guard: ({ event }) => event.output.status === 200,
            target: 'done',
            actions: ['clearStoredVote', 'voteCounted'],
          },
          { target: 'done', actions: 'clearStoredVote' },
        ],
        onError: { target: 'done', actions: 'clearStoredVote' },
      },
    },
    done: { type: 'final' },
  },
})
