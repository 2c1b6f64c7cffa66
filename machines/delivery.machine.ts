import type { Delivery, GameAccount } from '@contract/schemas'
import {
  defaultTarget,
  parseTransferAmount,
  targetForAccount,
  validateTarget,
  validateTransfer,
  type TransferError,
} from '@contract/rules'
import { assign, setup } from 'xstate'
import { retryAfterOf, type RateLimited } from './rate-limited'
import {
  CODE_MISSING,
  codeRequestOf,
  codeToSend,
  type CodeAsked,
  type CodeRequest,
} from './second-factor-code'
import { suppliedByTheApp } from './supplied'

export interface DeliveryInput {
  accounts: GameAccount[]
  /** The AirPoints balance; only the transfer has an amount to check against it. */
  balance?: number
}

export interface DeliveryRequest {
  accountId: number
  characterId: number
  amount?: number
  /** The player's second-factor code, once the server asked for it. */
  secondFactorCode?: string
}

/**
 * What a submission came to, as the app's actor tells it: delivered (the API's success status),
 * with the delivery it made on its way to the game; refused (any other status: nothing moved);
 * or unknown (no answer could be read, even after retrying with the same idempotency key: it may
 * have happened, so the player is never told it did not); or rate-limited (nothing moved: the
 * form stays, with when to try again); or a code asked by the player's second factor (nothing
 * moved: the form stays and asks it).
 */
export type DeliveryOutcome =
  | { kind: 'delivered'; delivery: Delivery }
  | { kind: 'refused' }
  | { kind: 'unknown' }
  | RateLimited
  | CodeAsked

/**
 * Sending something to a character: AirPoints (transfer) or a loyalty reward (claim). Same
 * shape: choose an account (the character follows it), then a character, check, submit; the
 * delivery leads to the success page (given the delivery, whose state that page follows), a
 * refusal to the failure page, an unknown outcome (or an exception in the actor, after which
 * nobody knows either) to the page that says so. A transfer the player's second factor guards
 * is answered with a code request: `askingCode` keeps the form, adds the code field, and submits
 * again with it (a claim is never asked one).
 */
export function createDeliveryMachine(options: { id: string; withAmount: boolean }) {
  const machineSetup = setup({
    types: {
      input: {} as DeliveryInput,
      context: {} as {
        accounts: GameAccount[]
        balance: number
        accountId: number | null
        characterId: number | null
        amount: string
        error: TransferError | null
        /** The delivery the success made (what the success page shows). */
        delivery: Delivery | null
        /** Refused for too many attempts: the seconds to wait (cleared by the next submission). */
        retryAfterS: number | null
        /** The second-factor code typed once the server asked for it. */
        code: string
        /** While the server asks a code: its message (null otherwise). */
        codeRequest: CodeRequest | null
      },
      events: {} as
        | { type: 'form.account'; accountId: number }
        | { type: 'form.character'; characterId: number }
        | { type: 'form.amount'; amount: string }
        | { type: 'form.change'; field: 'code'; value: string }
        | { type: 'form.submit' },
    },
    actors: {
      submit: suppliedByTheApp<DeliveryOutcome, DeliveryRequest>(),
    },
    actions: {
      goToSuccess: (_, _params: { delivery: Delivery | null }) => {},
      goToFailure: () => {},
      goToUnknown: () => {},
    },
    guards: {
      hasAccount: ({ context }) => context.accounts.length > 0,
      isValid: ({ context }) => checkForm(context) === null,
      noCode: ({ context }) => context.code.trim() === '',
      is: (_, { outcome, kind }: { outcome: DeliveryOutcome; kind: DeliveryOutcome['kind'] }) =>
        outcome.kind === kind,
    },
  })

  // The field edits, the same in `editing` and in `askingCode`: each clears the shown error.
  const fieldEdits = machineSetup.createStateConfig({
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
    },
  }).on

  return machineSetup.createMachine({
    id: options.id,
    context: ({ input }) => ({
      accounts: input.accounts,
      balance: input.balance ?? 0,
      ...defaultTarget(input.accounts),
      amount: '',
      error: null,
      delivery: null,
      retryAfterS: null,
      code: '',
      codeRequest: null,
    }),
    initial: 'start',
    states: {
      start: { always: [{ guard: 'hasAccount', target: 'editing' }, { target: 'noAccount' }] },
      noAccount: { type: 'final' },
      editing: {
        tags: ['editing'],
        on: {
          ...fieldEdits,
          'form.submit': [
            { guard: 'isValid', target: 'submitting', actions: assign({ retryAfterS: null }) },
            { actions: assign({ error: ({ context }) => checkForm(context) }) },
          ],
        },
      },
      askingCode: {
        tags: ['editing', 'askingCode'],
        on: {
          ...fieldEdits,
          'form.change': { actions: assign({ code: ({ event }) => event.value }) },
          'form.submit': [
            { guard: 'noCode', actions: assign({ codeRequest: CODE_MISSING }) },
            { guard: 'isValid', target: 'submitting', actions: assign({ retryAfterS: null }) },
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
            ...codeToSend(context),
          }),
          onDone: [
            {
              guard: {
                type: 'is',
                params: ({ event }) => ({ outcome: event.output, kind: 'delivered' }),
              },
              target: 'succeeded',
              actions: assign({ delivery: ({ event }) => deliveryOf(event.output) }),
            },
            {
              guard: {
                type: 'is',
                params: ({ event }) => ({ outcome: event.output, kind: 'refused' }),
              },
              target: 'failed',
            },
            {
              guard: {
                type: 'is',
                params: ({ event }) => ({ outcome: event.output, kind: 'rateLimited' }),
              },
              target: 'editing',
              actions: assign({
                retryAfterS: ({ event }) => retryAfterOf(event.output),
                code: '',
                codeRequest: null,
              }),
            },
            {
              guard: {
                type: 'is',
                params: ({ event }) => ({ outcome: event.output, kind: 'codeAsked' }),
              },
              target: 'askingCode',
              actions: assign({
                code: '',
                codeRequest: ({ event }) => codeRequestOf(event.output),
              }),
            },
            { target: 'unknown' },
          ],
          onError: { target: 'unknown' },
        },
      },
      succeeded: {
        type: 'final',
        entry: { type: 'goToSuccess', params: ({ context }) => ({ delivery: context.delivery }) },
      },
      failed: { type: 'final', entry: 'goToFailure' },
      unknown: { type: 'final', entry: 'goToUnknown' },
    },
  })

  function deliveryOf(outcome: DeliveryOutcome): Delivery | null {
    return outcome.kind === 'delivered' ? outcome.delivery : null
  }

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
