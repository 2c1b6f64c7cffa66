import { setup } from 'xstate'
import { suppliedByTheApp } from './supplied'

export type EmailVerificationEvent = { type: 'verification.send' }

/**
 * The verification email of the signed-in user: notVerified -> sending -> sent | failed,
 * with a retry from failed (and a new mail from sent). Self-contained: the profile page or
 * the auth machine supply `sendEmailVerification`.
 */
export const emailVerificationMachine = setup({
  types: {
    events: {} as EmailVerificationEvent,
  },
  actors: {
    sendEmailVerification: suppliedByTheApp<void>(),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'emailVerification',
  initial: 'notVerified',
  states: {
    notVerified: {
      on: { 'verification.send': { target: 'sending' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendEmailVerification',
        src: 'sendEmailVerification',
        onDone: { target: 'sent' },
        onError: {
          target: 'failed',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      on: { 'verification.send': { target: 'sending' } },
    },
    failed: {
      on: { 'verification.send': { target: 'sending' } },
    },
  },
})
