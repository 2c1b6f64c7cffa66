import { validateRegistration, type RegistrationError } from '@contract/rules'
import type { AuthUser, RegisterForm } from '@contract/schemas'
import { assertEvent, assign, fromCallback, setup } from 'xstate'
import { suppliedByTheApp } from './supplied'
import { emailVerificationMachine } from './email-verification.machine'
import { passwordResetMachine } from './password-reset.machine'

/** Why a sign-in or a sign-up failed; the screens word it in French. */
export type AuthFailure =
  | { reason: 'credentials' }
  /** Sign-up with an address that may already have an account (never confirmed as such). */
  | { reason: 'emailInUse' }
  /** Too many sign-ins: the wait in seconds when the identity service gave it, else null. */
  | { reason: 'tooManyAttempts'; retryAfterS: number | null }
  | { reason: 'unknown' }
  | { reason: 'rule'; rule: RegistrationError }

export interface Credentials {
  email: string
  password: string
}

export type AuthEvent =
  /** The identity service reports the current user (at start-up and on every change). */
  | { type: 'auth.changed'; user: AuthUser | null }
  | { type: 'signIn.submit'; email: string; password: string }
  | { type: 'signUp.submit'; form: RegisterForm }
  /** `identity`: the account picked in the mock chooser (the real popup picks its own). */
  | { type: 'google.start'; identity?: string }
  | { type: 'signOut' }
  /** A screen opens: forget the previous screen's failure. */
  | { type: 'form.clear' }

export interface AuthContext {
  user: AuthUser | null
  failure: AuthFailure | null
}

/** The codes that mean "wrong email or password"; anything else, or no code, is unknown. */
const CREDENTIAL_CODES = new Set([
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-credential',
])

export function authFailureOf(error: unknown): AuthFailure {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  if (CREDENTIAL_CODES.has(code)) return { reason: 'credentials' }
  if (code === 'auth/email-already-in-use') return { reason: 'emailInUse' }
  if (code === 'auth/too-many-requests') {
    const wait = (error as { retryAfterS?: unknown }).retryAfterS
    return { reason: 'tooManyAttempts', retryAfterS: typeof wait === 'number' ? wait : null }
  }
  return { reason: 'unknown' }
}

/**
 * The session: loading until the identity service reports, then signedIn or signedOut.
 * Each request (sign-in, sign-up, Google, sign-out) is a state tagged `busy`; the password
 * reset (signed out) and the verification email (signed in) are child machines.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    children: {} as {
      userChanges: 'userChanges'
      signInWithPassword: 'signInWithPassword'
      signUp: 'signUp'
      signInWithGoogle: 'signInWithGoogle'
      signOut: 'signOut'
      passwordReset: 'passwordReset'
      emailVerification: 'emailVerification'
    },
  },
  actors: {
    /** Subscribes to the identity service and sends `auth.changed`. */
    userChanges: fromCallback<AuthEvent>(() => () => {}),
    signInWithPassword: suppliedByTheApp<AuthUser, Credentials>(),
    signUp: suppliedByTheApp<AuthUser, Credentials>(),
    signInWithGoogle: suppliedByTheApp<AuthUser, { identity?: string }>(),
    signOut: suppliedByTheApp<void>(),
    passwordReset: passwordResetMachine,
    emailVerification: emailVerificationMachine,
  },
  actions: {
    /** Popup failures are logged and never shown: closing the popup is no error to show. */
    logPopupError: (_, _params: { error: unknown }) => {},
    logError: (_, _params: { error: unknown }) => {},
    setUser: assign({
      user: ({ event }) => (event.type === 'auth.changed' ? event.user : null),
    }),
    clearSession: assign({ user: null, failure: null }),
    clearFailure: assign({ failure: null }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => authFailureOf(params.error) }),
    rejectRegistration: assign({
      failure: ({ event }) => {
        assertEvent(event, 'signUp.submit')
        const rule = validateRegistration(event.form)
        return rule ? { reason: 'rule' as const, rule } : null
      },
    }),
  },
  guards: {
    hasUser: ({ event }) => event.type === 'auth.changed' && event.user !== null,
    registrationInvalid: ({ event }) =>
      event.type === 'signUp.submit' && validateRegistration(event.form) !== null,
  },
}).createMachine({
  id: 'auth',
  context: { user: null, failure: null },
  invoke: { id: 'userChanges', src: 'userChanges' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      on: {
        'auth.changed': [
          { guard: 'hasUser', target: 'signedIn', actions: 'setUser' },
          { target: 'signedOut' },
        ],
      },
    },
    signedIn: {
      entry: 'clearFailure',
      invoke: { id: 'emailVerification', src: 'emailVerification' },
      on: {
        'auth.changed': [
          { guard: 'hasUser', actions: 'setUser' },
          { target: 'signedOut', actions: 'clearSession' },
        ],
      },
      initial: 'idle',
      states: {
        idle: {
          on: { signOut: { target: 'signingOut' } },
        },
        signingOut: {
          tags: ['busy'],
          invoke: {
            id: 'signOut',
            src: 'signOut',
            onDone: { target: '#auth.signedOut', actions: 'clearSession' },
            onError: {
              target: 'idle',
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    signedOut: {
      invoke: { id: 'passwordReset', src: 'passwordReset' },
      on: {
        'auth.changed': { guard: 'hasUser', target: 'signedIn', actions: 'setUser' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'signIn.submit': { target: 'signingIn', actions: 'clearFailure' },
            'signUp.submit': [
              { guard: 'registrationInvalid', actions: 'rejectRegistration' },
              { target: 'signingUp', actions: 'clearFailure' },
            ],
            'google.start': { target: 'google', actions: 'clearFailure' },
            'form.clear': { actions: 'clearFailure' },
          },
        },
        signingIn: {
          tags: ['busy'],
          invoke: {
            id: 'signInWithPassword',
            src: 'signInWithPassword',
            input: ({ event }) => {
              assertEvent(event, 'signIn.submit')
              return { email: event.email, password: event.password }
            },
            onDone: {
              target: '#auth.signedIn',
              actions: assign({ user: ({ event }) => event.output }),
            },
            onError: {
              target: 'idle',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        signingUp: {
          tags: ['busy'],
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ event }) => {
              assertEvent(event, 'signUp.submit')
              return { email: event.form.email, password: event.form.password }
            },
            onDone: {
              target: '#auth.signedIn',
              actions: assign({ user: ({ event }) => event.output }),
            },
            onError: {
              target: 'idle',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        google: {
          tags: ['busy'],
          invoke: {
            id: 'signInWithGoogle',
            src: 'signInWithGoogle',
            input: ({ event }) => {
              assertEvent(event, 'google.start')
              return { identity: event.identity }
            },
            onDone: {
              target: '#auth.signedIn',
              actions: assign({ user: ({ event }) => event.output }),
            },
            onError: {
              target: 'idle',
              actions: { type: 'logPopupError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
})
