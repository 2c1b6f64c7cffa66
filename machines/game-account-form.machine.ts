import { validateGameAccountForm, type GameAccountError } from '@contract/rules/game-account'
import type { GameAccountForm } from '@contract/schemas'
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

/** 'link': an account the game already has, proved by its name and its password in the game. */
export type GameAccountFormMode = 'create' | 'edit' | 'link'

/**
 * What the form can show: the rules' errors, and linking's own: no password typed, the one
 * refusal of a link (no such account, a wrong password, an account linked to someone else), an
 * account already the player's; a password change's current password missing or wrong; the
 * player's cap of game accounts reached; too many attempts (the wait is in `retryAfterS`).
 */
export type GameAccountFormError =
  | GameAccountError
  | 'missingPassword'
  | 'wrongCredentials'
  | 'alreadyLinked'
  | 'missingCurrentPassword'
  | 'wrongCurrentPassword'
  | 'tooManyAccounts'
  | 'rateLimited'

/** What saving came to, as the app's actor tells it from the API's answer. */
export type SaveOutcome =
  { kind: 'saved' } | { kind: 'refused'; error: GameAccountFormError } | RateLimited | CodeAsked

/** The form's fields: a password change also asks for the account's current password. */
export type GameAccountFields = GameAccountForm & { currentPassword: string }

/**
 * Linking checks only that both fields are filled: the account exists already, under the rules
 * of its day, and the game alone knows whether the password is its own.
 */
function checkLink(form: GameAccountForm): GameAccountFormError | null {
  if (form.name.trim() === '') return 'invalidName'
  if (form.password === '') return 'missingPassword'
  return null
}

function checkForm(
  context: GameAccountFields & { mode: GameAccountFormMode },
): GameAccountFormError | null {
  if (context.mode === 'link') return checkLink(context)
  // The first field of a password change, so the first thing checked.
  if (context.mode === 'edit' && context.currentPassword === '') return 'missingCurrentPassword'
  return validateGameAccountForm(context)
}

/**
 * The create, edit and link dialogs of a game account: edit the fields, check them (creating
 * and editing in the order of `GAME_ACCOUNT_RULE_ORDER`), save; success closes the dialog, a failure keeps the
 * input and shows the error. A password change the player's second factor guards is answered
 * with a code request: `askingCode` keeps the form, adds the code, and saves again with it.
 */
export const gameAccountFormMachine = setup({
  types: {
    input: {} as { mode: GameAccountFormMode; name?: string },
    context: {} as GameAccountFields & {
      mode: GameAccountFormMode
      error: GameAccountFormError | null
      /** With the error 'rateLimited': the seconds to wait before trying again. */
      retryAfterS: number | null
      /** The second-factor code typed once the server asked for it. */
      code: string
      /** While the server asks a code: its message (null otherwise). */
      codeRequest: CodeRequest | null
    },
    events: {} as
      | { type: 'form.change'; field: keyof GameAccountFields | 'code'; value: string }
      | { type: 'form.submit' },
  },
  actors: {
    saveAccount: suppliedByTheApp<
      SaveOutcome,
      {
        mode: GameAccountFormMode
        form: GameAccountForm & { currentPassword?: string }
        secondFactorCode?: string
      }
    >(),
  },
  actions: {
    saved: () => {},
  },
  guards: {
    // The name of an edited account is fixed: only its password changes.
    canChange: ({ context }, field: keyof GameAccountFields | 'code') =>
      field !== 'name' || context.mode !== 'edit',
    isValid: ({ context }) => checkForm(context) === null,
    noCode: ({ context }) => context.code.trim() === '',
  },
}).createMachine({
  id: 'gameAccountForm',
  context: ({ input }) => ({
    mode: input.mode,
    name: input.name ?? '',
    password: '',
    passwordConfirm: '',
    currentPassword: '',
    error: null,
    retryAfterS: null,
    code: '',
    codeRequest: null,
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
          { actions: assign({ error: ({ context }) => checkForm(context) }) },
        ],
      },
    },
    askingCode: {
      tags: ['editing', 'askingCode'],
      on: {
        'form.change': {
          guard: { type: 'canChange', params: ({ event }) => event.field },
          actions: assign(({ event }) => ({ [event.field]: event.value, error: null })),
        },
        'form.submit': [
          { guard: 'noCode', actions: assign({ codeRequest: CODE_MISSING }) },
          { guard: 'isValid', target: 'submitting' },
          { actions: assign({ error: ({ context }) => checkForm(context) }) },
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
            ...(context.mode === 'edit' ? { currentPassword: context.currentPassword } : {}),
          },
          ...codeToSend(context),
        }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'saved' },
          {
            guard: ({ event }) => event.output.kind === 'codeAsked',
            target: 'askingCode',
            actions: assign({ code: '', codeRequest: ({ event }) => codeRequestOf(event.output) }),
          },
          {
            target: 'editing',
            actions: assign({
              code: '',
              codeRequest: null,
              error: ({ event }): GameAccountFormError => {
                const { output } = event
                if (output.kind === 'rateLimited') return 'rateLimited'
                return output.kind === 'refused' ? output.error : 'unknown'
              },
              retryAfterS: ({ event }) => retryAfterOf(event.output),
            }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ error: 'unknown', code: '', codeRequest: null }),
        },
      },
    },
    saved: { type: 'final', entry: 'saved' },
  },
})
