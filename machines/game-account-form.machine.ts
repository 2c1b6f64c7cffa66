import { validateGameAccountForm, type GameAccountError } from '@contract/rules'
import type { GameAccountForm } from '@contract/schemas'
import { assign, setup } from 'xstate'
import { suppliedByTheApp } from './supplied'

export type GameAccountFormMode = 'create' | 'edit'

/** What saving came to, as the app's actor tells it from the API's answer. */
export type SaveOutcome = { kind: 'saved' } | { kind: 'refused'; error: GameAccountError }

/**
 * The create and edit dialogs of a game account: edit the fields, check them in the order of
 * the spec, save; success closes the dialog, a failure keeps the input and shows the error.
 */
export const gameAccountFormMachine = setup({
  types: {
    input: {} as { mode: GameAccountFormMode; name?: string },
    context: {} as GameAccountForm & { mode: GameAccountFormMode; error: GameAccountError | null },
    events: {} as
      | { type: 'form.change'; field: keyof GameAccountForm; value: string }
      | { type: 'form.submit' },
  },
  actors: {
    saveAccount: suppliedByTheApp<
      SaveOutcome,
      { mode: GameAccountFormMode; form: GameAccountForm }
    >(),
  },
  actions: {
    saved: () => {},
  },
  guards: {
    // The name of an existing account is fixed: only its password changes.
    canChange: ({ context }, field: keyof GameAccountForm) =>
      field !== 'name' || context.mode === 'create',
    isValid: ({ context }) => validateGameAccountForm(context) === null,
  },
}).createMachine({
  id: 'gameAccountForm',
  context: ({ input }) => ({
    mode: input.mode,
    name: input.name ?? '',
    password: '',
    passwordConfirm: '',
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'form.change': {
          guard: { type: 'canChange', params: ({ event }) => event.field },
          actions: assign(({ event }) => ({ [event.field]: event.value, error: null })),
        },
        'form.submit': [
          { guard: 'isValid', target: 'submitting' },
          { actions: assign({ error: ({ context }) => validateGameAccountForm(context) }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'saveAccount',
        src: 'saveAccount',
        input: ({ context }) => ({
          mode: context.mode,
          form: {
            name: context.name,
            password: context.password,
            passwordConfirm: context.passwordConfirm,
          },
        }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'saved' },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) =>
                event.output.kind === 'refused' ? event.output.error : 'unknown',
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ error: 'unknown' }) },
      },
    },
    saved: { type: 'final', entry: 'saved' },
  },
})
