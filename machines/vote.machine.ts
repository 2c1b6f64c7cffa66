import { canVote, isSafeLink } from '@contract/rules'
import { assign, setup } from 'xstate'
import { retryAfterOf, type RateLimited } from './rate-limited'
import { suppliedByTheApp } from './supplied'

export interface VoteSite {
  id: string
  link: string
  nextVote: string
}

/**
 * What asking for a vote token came to, as the app's actor tells it from the API's answer: a
 * token, a failure, or too many requests (nothing was done; the wait is kept for the page).
 */
export type VoteTokenOutcome =
  { kind: 'token'; token: string; link?: string } | { kind: 'failed' } | RateLimited

/** Where to vote: the link of this vote (it carries the site's per-vote parameter) when safe. */
function linkOf(site: VoteSite | null, outcome: VoteTokenOutcome): string {
  if (outcome.kind === 'token' && outcome.link && isSafeLink(outcome.link)) return outcome.link
  return site?.link ?? ''
}

/**
 * Voting: the player picks a site; the server gives a token; the token and the time are
 * stored; the browser leaves for the site, by the link of this vote when the server gave one.
 * A failed request does nothing; a request refused for too many attempts does nothing either,
 * and keeps the wait in `retryAfterS` for the page's notice (cleared by the next pick). Only
 * http(s) links of a site open for voting are followed.
 */
export const voteMachine = setup({
  types: {
    context: {} as {
      site: VoteSite | null
      /** The last request was refused for too many attempts: the seconds to wait. */
      retryAfterS: number | null
    },
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
    rateLimited: (_, outcome: VoteTokenOutcome) => outcome.kind === 'rateLimited',
  },
}).createMachine({
  id: 'vote',
  context: { site: null, retryAfterS: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'vote.pick': {
          guard: { type: 'mayVote', params: ({ event }) => event.site },
          target: 'requesting',
          actions: assign({ site: ({ event }) => event.site, retryAfterS: null }),
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
          {
            guard: { type: 'rateLimited', params: ({ event }) => event.output },
            target: 'idle',
            actions: assign({
              site: null,
              retryAfterS: ({ event }) => retryAfterOf(event.output),
            }),
          },
          { target: 'idle', actions: assign({ site: null }) },
        ],
        onError: { target: 'idle', actions: assign({ site: null }) },
      },
    },
    leaving: { tags: ['busy'] },
  },
})
