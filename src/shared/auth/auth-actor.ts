import { authMachine } from '@machines/auth.machine'
import { emailVerificationMachine } from '@machines/email-verification.machine'
import { passwordResetMachine } from '@machines/password-reset.machine'
import {
  createActor,
  fromCallback,
  fromPromise,
  type ActorOptions,
  type ActorRefFrom,
} from 'xstate'
import type { AuthPort } from './port'

export type AuthActor = ActorRefFrom<typeof authMachine>

/** The auth machine with the app's side effects: the identity service behind the auth port. */
export function authMachineFor(auth: AuthPort) {
  return authMachine.provide({
    actors: {
      userChanges: fromCallback(({ sendBack }) =>
        auth.onUserChanged((user) => sendBack({ type: 'auth.changed', user })),
      ),
      signInWithPassword: fromPromise(({ input }) =>
        auth.signInWithPassword(input.email, input.password),
      ),
      signUp: fromPromise(async ({ input }) => {
        const user = await auth.signUp(input.email, input.password)
        // The new player gets a verification link at once (the profile page can send another).
        auth.sendEmailVerification().catch((error: unknown) => console.error(error))
        return user
      }),
      signInWithGoogle: fromPromise(({ input }) => auth.signInWithGoogle(input.identity)),
      signOut: fromPromise(() => auth.signOut()),
      passwordReset: passwordResetMachine.provide({
        actors: {
          sendPasswordResetEmail: fromPromise(({ input }) =>
            auth.sendPasswordResetEmail(input.email),
          ),
        },
        actions: { logError: (_, { error }) => console.error(error) },
      }),
      emailVerification: emailVerificationMachine.provide({
        actors: { sendEmailVerification: fromPromise(() => auth.sendEmailVerification()) },
        actions: { logError: (_, { error }) => console.error(error) },
      }),
    },
    actions: {
      logPopupError: (_, { error }) => console.error(error),
      logError: (_, { error }) => console.error(error),
    },
  })
}

/**
 * Starts the app's one auth actor. A user whose email is not verified yet is read again when
 * the page comes back to the foreground (the link may have been followed in another tab).
 */
export function startAuthActor(
  auth: AuthPort,
  options: Pick<ActorOptions<typeof authMachine>, 'inspect'> = {},
  target: Window = window,
): AuthActor {
  const actor = createActor(authMachineFor(auth), options).start()
  const refresh = () => {
    if (target.document.visibilityState !== 'visible') return
    const { user } = actor.getSnapshot().context
    if (user && !user.emailVerified) auth.reload().catch((error: unknown) => console.error(error))
  }
  target.addEventListener('focus', refresh)
  target.document.addEventListener('visibilitychange', refresh)
  return actor
}
