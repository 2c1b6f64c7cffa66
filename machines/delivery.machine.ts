import type { GameAccount } from '@contract/schemas'
import {
  defaultTarget,
  parseTransferAmount,
  targetForAccount,
  validateTarget,
  validateTransfer,
  type TransferError,
} from '@contract/rules'
import { assign, fromPromise, setup } from 'xstate'
import type { ApiAnswer } from './api-answer'

export interface DeliveryInput {
  accounts: GameAccount[]
  /** The AirPoints balance; only the transfer has an amount to check against it. */
  balance?: number
}

export interface DeliveryRequest {
  accountId: number
  characterId: number
  amount?: number
}

/**
 * Sending something to a character: AirPoints (transfer) or a loyalty reward (claim). Same
 * shape: choose an account (the character follows it), then a character, check, submit; the
 * success status leads to the success page, anything else or an exception to the failure page.
 */
export function createDeliveryMachine(options: {
  id: string
  withAmount: boolean
  successStatus: number
}) {
  return setup({
    types: {
      input: {} as DeliveryInput,
      context: {} as {
        accounts: GameAccount[]
        balance: number
        accountId: number | null
        characterId: number | null
        amount: string
        error: TransferError | null
      },
      events: {} as
        | { type: 'form.account'; accountId: number }
        | { type: 'form.character'; characterId: number }
        | { type: 'form.amount'; amount: string }
        | { type: 'form.submit' },
    },
    actors: {
      submit: fromPromise<ApiAnswer, DeliveryRequest>(async () => {
        throw new Error('submit is supplied by the app')
      }),
    },
    actions: {
      goToSuccess: () => {},
      goToFailure: () => {},
    },
    guards: {
      hasAccount: ({ context }) => context.accounts.length > 0,
      isValid: ({ context }) => checkForm(context) === null,
      succeeded: (_, answer: ApiAnswer) => answer.status === options.successStatus,
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({
      accounts: input.accounts,
      balance: input.balance ?? 0,
      ...defaultTarget(input.accounts),
      amount: '',
      error: null,
    }),
    initial: 'start',
    states: {
      start: { always: [{ guard: 'hasAccount', target: 'editing' }, { target: 'noAccount' }] },
      noAccount: { type: 'final' },
      editing: {
        tags: ['editing'],
        on: {
          'form.account': {
            actions: assign(({ context, event }) => ({
              ...targetForAccount(context.accounts, event.accountId),
              error: null,
            })),
          },
          'form.character': {
            actions: assign({ characterId: ({ event }) => event.characterId, error: null }),
          },
          'form.amount': { actions: assign({ amount: ({ event }) => event.amount, error: null }) },
          'form.submit': [
            { guard: 'isValid', target: 'submitting' },
            { actions: assign({ error: ({ context }) => checkForm(context) }) },
          ],
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({
            accountId: context.accountId ?? 0,
            characterId: context.characterId ?? 0,
            ...(options.withAmount
              ? { amount: parseTransferAmount(context.amount, context.balance) ?? 0 }
              : {}),
          }),
          onDone: [
            {
              guard: { type: 'succeeded', params: ({ event }) => event.output },
              target: 'succeeded',
            },
            { target: 'failed' },
          ],
          onError: { target: 'failed' },
        },
      },
      succeeded: { type: 'final', entry: 'goToSuccess' },
      failed: { type: 'final', entry: 'goToFailure' },
    },
  })

  function checkForm(context: {
    accounts: GameAccount[]
    balance: number
    accountId: number | null
    characterId: number | null
    amount: string
  }): TransferError | null {
    return options.withAmount
      ? validateTransfer(context, context.accounts, context.balance)
      : validateTarget(context, context.accounts)
  }
}
