import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describeCoverage, walkMachine } from '../tests/helpers/machine-paths'
import {
  accountDeletionMachine,
  reauthError,
  type ErasureOutcome,
} from './account-deletion.machine'

function start(
  reauthenticate: (input: { password?: string }) => Promise<void>,
  erase: () => Promise<ErasureOutcome>,
) {
  const leave = vi.fn()
  const logError = vi.fn()
  const reauth = vi.fn(reauthenticate)
  const eraseCall = vi.fn(erase)
  const actor = createActor(
    accountDeletionMachine.provide({
      actors: {
        reauthenticate: fromPromise(({ input }) => reauth(input)),
        erase: fromPromise(() => eraseCall()),
      },
      actions: { leave, logError: (_, params) => logError(params) },
    }),
  ).start()
  return { actor, leave, logError, reauth, erase: eraseCall }
}

const codeError = (code: string) => Object.assign(new Error(code), { code })

describe('account deletion machine', () => {
  it('signs in again with the password, erases, then leaves', async () => {
    const { actor, leave, reauth, erase } = start(
      async () => undefined,
      async () => ({ kind: 'erased' }),
    )
    actor.send({ type: 'deletion.confirm', password: 'Secret123' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('erased'))
    expect(reauth.mock.calls[0]?.[0]).toStrictEqual({ password: 'Secret123' })
    expect(erase).toHaveBeenCalledTimes(1)
    expect(leave).toHaveBeenCalledTimes(1)
  })

  it('confirms through Google when no password is given', async () => {
    const { actor, reauth } = start(
      async () => undefined,
      async () => ({ kind: 'erased' }),
    )
    actor.send({ type: 'deletion.confirm' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('erased'))
    // No password key at all, not one left undefined.
    expect(reauth.mock.calls[0]?.[0]).toStrictEqual({})
  })

  it('a wrong password erases nothing and says so; a retry goes through', async () => {
    let attempts = 0
    const wrong = codeError('auth/invalid-credential')
    const { actor, erase, leave, logError } = start(
      async () => {
        attempts += 1
        if (attempts === 1) throw wrong
      },
      async () => ({ kind: 'erased' }),
    )
    actor.send({ type: 'deletion.confirm', password: 'wrong' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('wrongPassword'))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(erase).not.toHaveBeenCalled()
    expect(logError).toHaveBeenCalledWith({ error: wrong })
    actor.send({ type: 'deletion.confirm', password: 'right' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('erased'))
    expect(leave).toHaveBeenCalledTimes(1)
  })

  it('keeps the API refusal, and a lost answer as unknown, without leaving', async () => {
    const lost = new TypeError('Failed to fetch')
    const answers: (() => Promise<ErasureOutcome>)[] = [
      async () => ({ kind: 'refused', error: 'recentSignInRequired' }),
      async () => {
        throw lost
      },
    ]
    const { actor, leave, logError } = start(
      async () => undefined,
      () => (answers.shift() ?? (async () => ({ kind: 'erased' })))(),
    )
    actor.send({ type: 'deletion.confirm', password: 'p' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('recentSignInRequired'))
    expect(logError).not.toHaveBeenCalled()
    actor.send({ type: 'deletion.confirm', password: 'p' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('unknown'))
    expect(logError).toHaveBeenCalledWith({ error: lost })
    expect(leave).not.toHaveBeenCalled()
  })

  it('names the identity service failures', () => {
    expect(reauthError(codeError('auth/wrong-password'))).toBe('wrongPassword')
    expect(reauthError(codeError('auth/too-many-requests'))).toBe('tooManyAttempts')
    expect(reauthError(codeError('auth/popup-closed-by-user'))).toBe('reauthFailed')
    expect(reauthError('nothing')).toBe('reauthFailed')
    expect(reauthError(null)).toBe('reauthFailed')
    expect(reauthError(undefined)).toBe('reauthFailed')
  })

  it('walks every state and transition', { timeout: 30_000 }, async () => {
    const report = await walkMachine({
      machine: accountDeletionMachine,
      promiseActors: ['reauthenticate', 'erase'],
      events: [
        { type: 'deletion.confirm', password: 'p' },
        { type: 'xstate.done.actor.reauthenticate' },
        { type: 'xstate.error.actor.reauthenticate', error: codeError('auth/invalid-credential') },
        { type: 'xstate.done.actor.erase', output: { kind: 'erased' } },
        { type: 'xstate.done.actor.erase', output: { kind: 'refused', error: 'failed' } },
        { type: 'xstate.error.actor.erase', error: new Error('lost') },
      ],
    })
    console.info(describeCoverage('account deletion machine', report))
    expect(report.mismatches).toEqual([])
    expect(report.states.missed).toEqual([])
    expect(report.transitions.missed).toEqual([])
  })
})
