import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describeCoverage, walkMachine } from '../tests/helpers/machine-paths'
import { passwordResetMachine } from './password-reset.machine'

function start(send: (input: { email: string }) => Promise<void>) {
  const logError = vi.fn()
  const actor = createActor(
    passwordResetMachine.provide({
      actors: { sendPasswordResetEmail: fromPromise(({ input }) => send(input)) },
      actions: { logError: (_, params) => logError(params.error) },
    }),
  ).start()
  return { actor, logError }
}

describe('password reset machine', () => {
  it('ignores an empty email', () => {
    const send = vi.fn(async () => undefined)
    const { actor } = start(send)
    actor.send({ type: 'reset.submit', email: '  ' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(send).not.toHaveBeenCalled()
  })

  it('is busy while sending, then sent', async () => {
    const send = vi.fn(async () => undefined)
    const { actor } = start(send)
    actor.send({ type: 'reset.submit', email: ' joueur@portail.test ' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'))
    expect(send).toHaveBeenCalledWith({ email: 'joueur@portail.test' })
    actor.send({ type: 'reset.restart' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('logs a failure and keeps the form', async () => {
    const error = new Error('offline')
    const { actor, logError } = start(async () => {
      throw error
    })
    actor.send({ type: 'reset.submit', email: 'joueur@portail.test' })
    await vi.waitFor(() => expect(logError).toHaveBeenCalledWith(error))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.failed).toBe(true)
  })

  it('walks every state and transition', { timeout: 30_000 }, async () => {
    const report = await walkMachine({
      machine: passwordResetMachine,
      promiseActors: ['sendPasswordResetEmail'],
      events: [
        { type: 'reset.submit', email: 'joueur@portail.test' },
        { type: 'reset.submit', email: '' },
        { type: 'xstate.done.actor.sendPasswordResetEmail' },
        { type: 'xstate.error.actor.sendPasswordResetEmail', error: new Error('offline') },
      ],
    })
    console.info(describeCoverage('password reset machine', report))
    expect(report.mismatches).toEqual([])
    expect(report.states.missed).toEqual([])
    expect(report.transitions.missed).toEqual([])
  })
})
