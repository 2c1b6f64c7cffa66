import type { AuthUser } from '@contract/schemas'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate'
import { describeCoverage, walkMachine } from '../tests/helpers/machine-paths'
import { authFailureOf, authMachine } from './auth.machine'

const joueur: AuthUser = {
  uid: 'joueur',
  email: 'joueur@portail.test',
  emailVerified: true,
  displayName: 'Joueur',
  photoURL: null,
}
const validForm = {
  email: 'neuf@portail.test',
  password: 'Neuf1234',
  passwordConfirm: 'Neuf1234',
  acceptTermOfServices: true,
}
const authError = (code: string) => Object.assign(new Error(code), { code })

type Fake = (input: unknown) => Promise<unknown>

function start(fakes: Partial<Record<string, Fake>> = {}, initialUser: AuthUser | null = null) {
  const logPopupError = vi.fn()
  const logError = vi.fn()
  const never: Fake = () => new Promise(() => {})
  const promise = (name: string) => fromPromise(({ input }) => (fakes[name] ?? never)(input))
  const actor = createActor(
    authMachine.provide({
      actors: {
        userChanges: fromCallback(({ sendBack }) => {
          sendBack({ type: 'auth.changed', user: initialUser })
        }),
        signInWithPassword: promise('signInWithPassword') as never,
        signUp: promise('signUp') as never,
        signInWithGoogle: promise('signInWithGoogle') as never,
        signOut: promise('signOut') as never,
      },
      actions: {
        logPopupError: (_, params) => logPopupError(params.error),
        logError: (_, params) => logError(params),
      },
    }),
  ).start()
  return { actor, logPopupError, logError }
}

describe('auth machine', () => {
  it('leaves loading for signedOut or signedIn when the service reports', () => {
    expect(start().actor.getSnapshot().value).toEqual({ signedOut: 'idle' })
    const { actor } = start({}, joueur)
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' })
    expect(actor.getSnapshot().context.user).toEqual(joueur)
  })

  it('stays loading (tag) until the service reports', () => {
    const actor = createActor(authMachine).start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    actor.send({ type: 'auth.changed', user: null })
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
  })

  it('signs in: busy while the request runs, then signed in', async () => {
    let answer!: (user: AuthUser) => void
    const signIn = vi.fn(() => new Promise((resolve) => (answer = resolve)))
    const { actor } = start({ signInWithPassword: signIn })
    actor.send({ type: 'signIn.submit', email: joueur.email, password: 'Joueur123' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(signIn).toHaveBeenCalledWith({ email: joueur.email, password: 'Joueur123' })
    answer(joueur)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' }))
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(actor.getSnapshot().context).toMatchObject({ user: joueur, failure: null })
  })

  it.each([
    ['auth/wrong-password', 'credentials'],
    ['auth/user-not-found', 'credentials'],
    ['auth/invalid-credential', 'credentials'],
    ['', 'unknown'],
  ])('maps a sign-in failure %j to %s', async (code, reason) => {
    const { actor } = start({
      signInWithPassword: async () => {
        throw authError(code)
      },
    })
    actor.send({ type: 'signIn.submit', email: joueur.email, password: 'nope' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure).toEqual({ reason }))
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' })
  })

  it.each([
    [{ code: 'auth/too-many-requests', retryAfterS: 42 }, 42],
    [{ code: 'auth/too-many-requests' }, null],
  ])('maps too many sign-ins %j to tooManyAttempts with the wait', async (error, retryAfterS) => {
    const { actor } = start({
      signInWithPassword: async () => {
        throw error
      },
    })
    actor.send({ type: 'signIn.submit', email: joueur.email, password: 'nope' })
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.failure).toEqual({
        reason: 'tooManyAttempts',
        retryAfterS,
      }),
    )
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' })
  })

  it('maps errors without a code (or non-errors) to unknown', () => {
    expect(authFailureOf(new Error('offline'))).toEqual({ reason: 'unknown' })
    expect(authFailureOf(undefined)).toEqual({ reason: 'unknown' })
    expect(authFailureOf(null)).toEqual({ reason: 'unknown' })
  })

  it('checks the registration rules in order before calling the service', async () => {
    const signUp = vi.fn(async () => ({ ...joueur, uid: 'new', emailVerified: false }))
    const { actor } = start({ signUp })
    const submit = (form: Partial<typeof validForm>) =>
      actor.send({ type: 'signUp.submit', form: { ...validForm, ...form } })
    const rules: [Partial<typeof validForm>, string][] = [
      [{ password: 'abc', passwordConfirm: 'abd' }, 'mismatch'],
      [{ password: 'abc', passwordConfirm: 'abc' }, 'noUppercase'],
      [{ password: 'ABC', passwordConfirm: 'ABC' }, 'noLowercase'],
      [{ password: 'Abc', passwordConfirm: 'Abc' }, 'noNumber'],
      [{ password: 'Ab1', passwordConfirm: 'Ab1' }, 'tooShort'],
      [{ acceptTermOfServices: false }, 'termsNotAccepted'],
    ]
    for (const [form, rule] of rules) {
      submit(form)
      expect(actor.getSnapshot().context.failure).toEqual({ reason: 'rule', rule })
      expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' })
    }
    expect(signUp).not.toHaveBeenCalled()
    submit({})
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.failure).toBeNull()
    await vi.waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true))
    expect(signUp).toHaveBeenCalledWith({ email: validForm.email, password: validForm.password })
  })

  it.each([
    ['auth/email-already-in-use', 'emailInUse'],
    ['auth/weak-password', 'unknown'],
    ['', 'unknown'],
  ])('maps a sign-up failure %j to %s and stays signed out', async (code, reason) => {
    const { actor } = start({
      signUp: async () => {
        throw authError(code)
      },
    })
    actor.send({ type: 'signUp.submit', form: validForm })
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure).toEqual({ reason }))
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' })
  })

  it('logs a popup failure and shows no message', async () => {
    const popupError = authError('auth/popup-closed-by-user')
    const { actor, logPopupError } = start({
      signInWithGoogle: async () => {
        throw popupError
      },
    })
    actor.send({ type: 'google.start' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.waitFor(() => expect(logPopupError).toHaveBeenCalledWith(popupError))
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' })
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it('passes the chosen identity to the Google sign-in', async () => {
    const google = vi.fn(async () => joueur)
    const { actor } = start({ signInWithGoogle: google })
    actor.send({ type: 'google.start', identity: 'google.joueur@portail.test' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true))
    expect(google).toHaveBeenCalledWith({ identity: 'google.joueur@portail.test' })
  })

  it('signs out, and follows a sign-out reported by the service', async () => {
    const { actor } = start({ signOut: async () => undefined }, joueur)
    actor.send({ type: 'signOut' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' }))
    expect(actor.getSnapshot().context.user).toBeNull()

    const other = start({}, joueur).actor
    other.send({ type: 'auth.changed', user: null })
    expect(other.getSnapshot().matches('signedOut')).toBe(true)
  })

  it('stays signed in and logs a failed sign-out', async () => {
    const offline = new Error('offline')
    const { actor, logError } = start(
      {
        signOut: async () => {
          throw offline
        },
      },
      joueur,
    )
    actor.send({ type: 'signOut' })
    await vi.waitFor(() => expect(logError).toHaveBeenCalledWith({ error: offline }))
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' })
    expect(actor.getSnapshot().context.user).toEqual(joueur)
  })

  it('updates the user in place (a verified email) without leaving signedIn', () => {
    const { actor } = start({}, { ...joueur, emailVerified: false })
    actor.send({ type: 'auth.changed', user: joueur })
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' })
    expect(actor.getSnapshot().context.user?.emailVerified).toBe(true)
  })

  it('runs the password reset while signed out and the verification email while signed in', () => {
    const signedOut = start().actor.getSnapshot()
    expect(signedOut.children.passwordReset).toBeDefined()
    expect(signedOut.children.emailVerification).toBeUndefined()
    const signedIn = start({}, joueur).actor.getSnapshot()
    expect(signedIn.children.emailVerification).toBeDefined()
    expect(signedIn.children.passwordReset).toBeUndefined()
  })

  it('walks every state and transition', { timeout: 30_000 }, async () => {
    const steps: string[] = []
    const events = [
      { type: 'auth.changed', user: joueur },
      { type: 'auth.changed', user: null },
      { type: 'signIn.submit', email: joueur.email, password: 'Joueur123' },
      { type: 'signUp.submit', form: validForm },
      { type: 'signUp.submit', form: { ...validForm, acceptTermOfServices: false } },
      { type: 'google.start', identity: 'google.joueur@portail.test' },
      { type: 'signOut' },
      { type: 'form.clear' },
      { type: 'xstate.done.actor.signInWithPassword', output: joueur },
      { type: 'xstate.error.actor.signInWithPassword', error: authError('auth/wrong-password') },
      { type: 'xstate.done.actor.signUp', output: joueur },
      { type: 'xstate.error.actor.signUp', error: authError('') },
      { type: 'xstate.done.actor.signInWithGoogle', output: joueur },
      { type: 'xstate.error.actor.signInWithGoogle', error: authError('auth/popup-blocked') },
      { type: 'xstate.done.actor.signOut' },
      { type: 'xstate.error.actor.signOut', error: new Error('offline') },
    ]
    const report = await walkMachine({
      machine: authMachine,
      events,
      promiseActors: ['signInWithPassword', 'signUp', 'signInWithGoogle', 'signOut'],
      onStep: (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
        // The real machine (real guards and assignments) agrees with the chart's prediction.
        expect(actual.context).toEqual(expected.context)
        expect(actual.hasTag('busy')).toBe(expected.hasTag('busy'))
        steps.push(JSON.stringify(actual.value))
      },
    })
    console.info(describeCoverage('auth machine', report))
    expect(report.mismatches).toEqual([])
    expect(report.states.missed).toEqual([])
    expect(report.transitions.missed).toEqual([])
    expect(steps.length).toBeGreaterThan(0)
  })
})
