import { canVote, isSafeLink } from '@contract/rules'
import { assign, setup } from 'xstate'
import { suppliedByTheApp } from './supplied'

export interface VoteSite {
  id: string
  link: string
  nextVote: string
}

/** What asking for a vote token came to, as the app's actor tells it from the API's answer. */
export type VoteTokenOutcome = { kind: 'token'; token: string; link?: string } | { kind: 'failed' }

/** Where to vote: the link of this vote (it carries the site's per-vote parameter) when safe. */
function linkOf(site: VoteSite | null, outcome: VoteTokenOutcome): string {
  if (outcome.kind === 'token' && outcome.link && isSafeLink(outcome.link)) return outcome.link
  return site?.link ?? ''
}

/**
 * Voting: the player picks a site; the server gives a token; the token and the time are
 * stored; the browser leaves for the site, by the link of this vote when the server gave one.
 * A failed request does nothing. Only http(s) links of a site open for voting are followed.
 */
export const voteMachine = setup({
  types: {
    context: {} as { site: VoteSite | null },
    events: {} as { type: 'vote.pick'; site: VoteSite },
  },
  actors: {
    requestVoteToken: suppliedByTheApp<VoteTokenOutcome, { providerId: string }>(),
  },
  actions: {
    storeVote: (_, _params: { token: string; at: number }) => {},
    leaveFor: (_, _params: { link: string }) => {},
  },
  guards: {
    mayVote: (_, site: VoteSite) => isSafeLink(site.link) && canVote(site.nextVote, new Date()),
    gotToken: (_, outcome: VoteTokenOutcome) => outcome.kind === 'token',
  },
}).createMachine({
  id: 'vote',
  context: { site: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'vote.pick': {
          guard: { type: 'mayVote', params: ({ event }) => event.site },
          target: 'requesting',
          actions: assign({ site: ({ event }) => event.site }),
        },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestVoteToken',
        src: 'requestVoteToken',
        input: ({ context }) => ({ providerId: context.site?.id ?? '' }),
        onDone: [
          {
            guard: { type: 'gotToken', params: ({ event }) => event.output },
            target: 'leaving',
            actions: [
              {
                type: 'storeVote',
                params: ({ event }) => ({
                  token: event.output.kind === 'token' ? event.output.token : '',
                  at: Date.now(),
                }),
              },
              {
                type: 'leaveFor',
                params: ({ context, event }) => ({ link: linkOf(context.site, event.output) }),
              },
            ],
          },
          { target: 'idle', actions: assign({ site: null }) },
        ],
        onError: { target: 'idle', actions: assign({ site: null }) },
      },
    },
    leaving: { tags: ['busy'] },
  },
})
