import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describeCoverage, walkMachine } from '../tests/helpers/machine-paths'
import { emailVerificationMachine } from './email-verification.machine'

function start(send: () => Promise<void>) {
  const logError = vi.fn()
  const actor = createActor(
    emailVerificationMachine.provide({
      actors: { sendEmailVerification: fromPromise(() => send()) },
      actions: { logError: (_, params) => logError(params.error) },
    }),
  ).start()
  return { actor, logError }
}

describe('email verification machine', () => {
  it('goes notVerified -> sending (busy) -> sent', async () => {
    const send = vi.fn(async () => undefined)
    const { actor } = start(send)
    expect(actor.getSnapshot().value).toBe('notVerified')
    actor.send({ type: 'verification.send' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'))
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('goes to failed on an error, logs it, and allows a retry', async () => {
    const error = new Error('quota')
    const send = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce(undefined)
    const { actor, logError } = start(send)
    actor.send({ type: 'verification.send' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
    expect(logError).toHaveBeenCalledWith(error)
    actor.send({ type: 'verification.send' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'))
  })

  it('walks every state and transition', { timeout: 30_000 }, async () => {
    const report = await walkMachine({
      machine: emailVerificationMachine,
      promiseActors: ['sendEmailVerification'],
      events: [
        { type: 'verification.send' },
        { type: 'xstate.done.actor.sendEmailVerification' },
        { type: 'xstate.error.actor.sendEmailVerification', error: new Error('quota') },
      ],
    })
    console.info(describeCoverage('email verification machine', report))
    expect(report.mismatches).toEqual([])
    expect(report.states.missed).toEqual([])
    expect(report.transitions.missed).toEqual([])
  })
})
