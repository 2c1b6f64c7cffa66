import { assign, setup } from 'xstate'
import { suppliedByTheApp } from './supplied'

/**
 * Why the account is not closed: a wrong password, too many tries, another failure of the
 * identity service; the API asked for a more recent sign-in, refused or failed; or its answer was
 * lost ('unknown': the account may be closed; asking again is harmless).
 */
export type AccountDeletionError =
  | 'wrongPassword'
  | 'tooManyAttempts'
  | 'reauthFailed'
  | 'recentSignInRequired'
  | 'failed'
  | 'unknown'

/** What the API answered to the closure. */
export type ErasureOutcome =
  { kind: 'erased' } | { kind: 'refused'; error: 'recentSignInRequired' | 'failed' }

/** The player confirms: with his password, or, without one, through Google. */
export type AccountDeletionEvent = { type: 'deletion.confirm'; password?: string }

/** The identity service's code of a failed re-authentication, as the machine sees it. */
export function reauthError(error: unknown): AccountDeletionError {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  if (code === 'auth/invalid-credential' || code === 'auth/wrong-password') return 'wrongPassword'
  if (code === 'auth/too-many-requests') return 'tooManyAttempts'
  return 'reauthFailed'
}

/**
 * « Supprimer mon compte »: idle -> reauthenticating -> erasing -> erased. The player signs in
 * again (the API closes an account only on a sign-in of the last minutes), then the API erases
 * it; once erased, the app signs him out and says so (`leave`). Any failure goes back to idle
 * with its error; an erasure whose answer was lost says it is not known.
 */
export const accountDeletionMachine = setup({
  types: {
    context: {} as { error: AccountDeletionError | null },
    events: {} as AccountDeletionEvent,
  },
  actors: {
    reauthenticate: suppliedByTheApp<void, { password?: string }>(),
    erase: suppliedByTheApp<ErasureOutcome>(),
  },
  actions: {
    leave: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'accountDeletion',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'deletion.confirm': {
          target: 'reauthenticating',
          actions: assign({ error: null }),
        },
      },
    },
    reauthenticating: {
      tags: ['busy'],
      invoke: {
        id: 'reauthenticate',
        src: 'reauthenticate',
        input: ({ event }) =>
          event.type === 'deletion.confirm' && event.password !== undefined
            ? { password: event.password }
            : {},
        onDone: { target: 'erasing' },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => reauthError(event.error) }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    erasing: {
      tags: ['busy'],
      invoke: {
        id: 'erase',
        src: 'erase',
        onDone: [
          { guard: ({ event }) => event.output.kind === 'erased', target: 'erased' },
          {
            target: 'idle',
            actions: assign({
              error: ({ event }) =>
                event.output.kind === 'refused' ? event.output.error : ('failed' as const),
            }),
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            assign({ error: 'unknown' as const }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    erased: { type: 'final', entry: 'leave' },
  },
})
