import { assign, setup } from 'xstate'
import type { Withdrawal, WithdrawalRequest } from '@contract/schemas'
import { suppliedByTheApp } from './supplied'

/** What the API answered to a confirmed withdrawal. */
export type WithdrawalOutcome =
  { kind: 'withdrawn'; withdrawal: Withdrawal } | { kind: 'refused'; message: string }

/**
 * « Renoncer au contrat ici » (docs/decisions/063): filling -> reviewing (« Confirmer la
 * rétractation », a separate step) -> withdrawing -> withdrawn. A refusal goes back to filling
 * with the server's French message; an answer lost says it is not known (asking again is
 * harmless: one withdrawal per purchase).
 */
export const withdrawalMachine = setup({
  types: {
    context: {} as {
      request: WithdrawalRequest | null
      withdrawal: Withdrawal | null
      error: string | null
      unknown: boolean
    },
    events: {} as
      | { type: 'withdrawal.review'; request: WithdrawalRequest }
      | { type: 'withdrawal.edit' }
      | { type: 'withdrawal.confirm' },
  },
  actors: {
    withdraw: suppliedByTheApp<WithdrawalOutcome, WithdrawalRequest>(),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'withdrawal',
  context: { request: null, withdrawal: null, error: null, unknown: false },
  initial: 'filling',
  states: {
    filling: {
      on: {
        'withdrawal.review': {
          target: 'reviewing',
          actions: assign({ request: ({ event }) => event.request, error: null, unknown: false }),
        },
      },
    },
    reviewing: {
      on: {
        'withdrawal.edit': { target: 'filling' },
        'withdrawal.confirm': { target: 'withdrawing' },
      },
    },
    withdrawing: {
      tags: ['busy'],
      invoke: {
        src: 'withdraw',
        input: ({ context }) => context.request as WithdrawalRequest,
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'withdrawn',
            target: 'withdrawn',
            actions: assign({
              withdrawal: ({ event }) =>
                event.output.kind === 'withdrawn' ? event.output.withdrawal : null,
            }),
          },
          {
            target: 'filling',
            actions: assign({
              error: ({ event }) => (event.output.kind === 'refused' ? event.output.message : null),
            }),
          },
        ],
        onError: {
          target: 'filling',
          actions: [
            assign({ unknown: true }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    withdrawn: { type: 'final' },
  },
})
