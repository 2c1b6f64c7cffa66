import { assign, setup } from 'xstate'
import { suppliedByTheApp } from './supplied'

export type PasswordResetEvent =
  | { type: 'reset.submit'; email: string }
  /** Back to the form (a new visit of the reset screen). */
  | { type: 'reset.restart' }

/**
 * The password-reset email: an empty email is ignored; once sent the form gives way to the
 * green notice. A failure keeps the form and marks the error (the notice would be untrue).
 * Invoked by the auth machine while signed out; the side effect is supplied by the app.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as { failed: boolean },
    events: {} as PasswordResetEvent,
  },
  actors: {
    sendPasswordResetEmail: suppliedByTheApp<void, { email: string }>(),
  },
  actions: {
    /** Logs an unexpected failure (console.error in the app). */
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasEmail: ({ event }) => event.type === 'reset.submit' && event.email.trim() !== '',
  },
}).createMachine({
  id: 'passwordReset',
  context: { failed: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reset.submit': { guard: 'hasEmail', target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      entry: assign({ failed: false }),
      invoke: {
        id: 'sendPasswordResetEmail',
        src: 'sendPasswordResetEmail',
        input: ({ event }) => ({ email: event.type === 'reset.submit' ? event.email.trim() : '' }),
        onDone: { target: 'sent' },
        onError: {
          target: 'editing',
          actions: [
            assign({ failed: true }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    sent: {
      on: { 'reset.restart': { target: 'editing' } },
    },
  },
})
