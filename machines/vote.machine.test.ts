import { createActor, fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { describeCoverage, walkMachine } from '../tests/helpers/machine-paths'
import { voteMachine, type VoteSite, type VoteTokenOutcome } from './vote.machine'
import {
  voteReturnMachine,
  type StoredVote,
  type VoteValidationOutcome,
} from './vote-return.machine'

const NOW = new Date('2026-11-22T12:00:00.000Z').getTime()
const open: VoteSite = {
  id: 'top',
  link: 'https://top.test/vote',
  nextVote: '2026-11-22T11:00:00.000Z',
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

function startVote(answer: () => Promise<VoteTokenOutcome>) {
  const storeVote = vi.fn()
  const leaveFor = vi.fn()
  const request = vi.fn((_input: { providerId: string }) => answer())
  const actor = createActor(
    voteMachine.provide({
      actors: { requestVoteToken: fromPromise(({ input }) => request(input)) },
      actions: {
        storeVote: (_, params) => storeVote(params),
        leaveFor: (_, params) => leaveFor(params.link),
      },
    }),
  ).start()
  return { actor, storeVote, leaveFor, request }
}

describe('vote machine', () => {
  it('stores the token and the time, then leaves for the site', async () => {
    const { actor, storeVote, leaveFor, request } = startVote(async () => ({
      kind: 'token',
      token: 'tok',
    }))
    actor.send({ type: 'vote.pick', site: open })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('leaving'))
    expect(request).toHaveBeenCalledWith({ providerId: 'top' })
    expect(storeVote).toHaveBeenCalledWith({ token: 'tok', at: expect.any(Number) })
    const { at } = storeVote.mock.calls[0]![0] as { at: number }
    expect(at - NOW).toBeGreaterThanOrEqual(0)
    expect(at - NOW).toBeLessThan(1000)
    expect(leaveFor).toHaveBeenCalledWith('https://top.test/vote')
  })

  it.each([
    ['a failure', async (): Promise<VoteTokenOutcome> => ({ kind: 'failed' })],
    [
      'an exception',
      async (): Promise<VoteTokenOutcome> => {
        throw new Error('x')
      },
    ],
  ])('does nothing when the request fails with %s', async (_, answer) => {
    const { actor, storeVote, leaveFor, request } = startVote(answer)
    actor.send({ type: 'vote.pick', site: open })
    await vi.waitFor(() => expect(request).toHaveBeenCalled())
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
    expect(storeVote).not.toHaveBeenCalled()
    expect(leaveFor).not.toHaveBeenCalled()
  })

  it('does nothing past the rate limit, keeps the wait, and clears it on the next pick', async () => {
    const answers: VoteTokenOutcome[] = [
      { kind: 'rateLimited', retryAfterS: 42 },
      { kind: 'failed' },
    ]
    const { actor, storeVote, leaveFor, request } = startVote(async () => answers.shift()!)
    expect(actor.getSnapshot().context.retryAfterS).toBeNull()
    actor.send({ type: 'vote.pick', site: open })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
    expect(actor.getSnapshot().context).toEqual({ site: null, retryAfterS: 42 })
    expect(storeVote).not.toHaveBeenCalled()
    expect(leaveFor).not.toHaveBeenCalled()

    actor.send({ type: 'vote.pick', site: open })
    expect(actor.getSnapshot().context.retryAfterS).toBeNull()
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2))
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
    expect(actor.getSnapshot().context.retryAfterS).toBeNull()
  })

  it.each([['javascript:alert(1)'], ['data:text/html,hi']])('never follows %s', (link) => {
    const { actor, request } = startVote(async () => ({ kind: 'token', token: 'tok' }))
    actor.send({ type: 'vote.pick', site: { ...open, link } })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(request).not.toHaveBeenCalled()
  })

  it.each([
    [
      'a safe link of its own',
      'https://top.test/vote?pingUsername=r1',
      'https://top.test/vote?pingUsername=r1',
    ],
    ['an unsafe link', 'javascript:alert(1)', 'https://top.test/vote'],
  ])(
    "leaves by the vote's link when the server gives %s, else by the site's",
    async (_, link, left) => {
      const { actor, leaveFor } = startVote(async () => ({ kind: 'token', token: 'tok', link }))
      actor.send({ type: 'vote.pick', site: open })
      await vi.waitFor(() => expect(leaveFor).toHaveBeenCalled())
      expect(leaveFor).toHaveBeenCalledWith(left)
    },
  )

  it('refuses a site still on cooldown', () => {
    const { actor, request } = startVote(async () => ({ kind: 'token', token: 'tok' }))
    actor.send({ type: 'vote.pick', site: { ...open, nextVote: '2026-11-22T14:00:00.000Z' } })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(request).not.toHaveBeenCalled()
  })

  it('walks every state and transition', { timeout: 30_000 }, async () => {
    const report = await walkMachine({
      machine: voteMachine,
      promiseActors: ['requestVoteToken'],
      events: [
        { type: 'vote.pick', site: open },
        { type: 'xstate.done.actor.requestVoteToken', output: { kind: 'token', token: 't' } },
        { type: 'xstate.done.actor.requestVoteToken', output: { kind: 'failed' } },
        {
          type: 'xstate.done.actor.requestVoteToken',
          output: { kind: 'rateLimited', retryAfterS: 9 },
        },
        { type: 'xstate.error.actor.requestVoteToken', error: new Error('x') },
      ],
      outcomes: [
        {
          event: {
            type: 'xstate.done.actor.requestVoteToken',
            output: { kind: 'token', token: 't' },
          },
          state: 'leaving',
          actions: ['storeVote', 'leaveFor'],
        },
        {
          event: { type: 'xstate.done.actor.requestVoteToken', output: { kind: 'failed' } },
          state: 'idle',
          actions: [],
        },
        {
          event: {
            type: 'xstate.done.actor.requestVoteToken',
            output: { kind: 'rateLimited', retryAfterS: 9 },
          },
          state: 'idle',
          actions: [],
        },
      ],
    })
    console.info(describeCoverage('vote', report))
    expect(report.mismatches).toEqual([])
    expect(report.states.missed).toEqual([])
    expect(report.transitions.missed).toEqual([])
  })
})

function startReturn(
  stored: StoredVote | null,
  counted: boolean | VoteValidationOutcome['kind'] | VoteValidationOutcome = true,
) {
  const clearStoredVote = vi.fn()
  const keepStoredVote = vi.fn()
  const voteCounted = vi.fn()
  const voteUnconfirmed = vi.fn()
  const outcome: VoteValidationOutcome =
    typeof counted === 'object'
      ? counted
      : ({
          kind: counted === true ? 'counted' : counted === false ? 'notCounted' : counted,
        } as VoteValidationOutcome)
  const validate = vi.fn(
    async (_input: { voteToken: string }): Promise<VoteValidationOutcome> => outcome,
  )
  const actor = createActor(
    voteReturnMachine.provide({
      actors: { validateVote: fromPromise(({ input }) => validate(input)) },
      actions: {
        clearStoredVote,
        keepStoredVote: (_, params) => keepStoredVote(params),
        voteCounted,
        voteUnconfirmed,
      },
    }),
    { input: { stored } },
  ).start()
  return { actor, clearStoredVote, keepStoredVote, voteCounted, voteUnconfirmed, validate }
}

describe('vote return machine', () => {
  it('validates after exactly 20 s and removes the stored values', async () => {
    const { actor, validate, clearStoredVote, voteCounted } = startReturn({
      token: 'tok',
      at: NOW - 20_000,
    })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'))
    expect(validate).toHaveBeenCalledWith({ voteToken: 'tok' })
    expect(voteCounted).toHaveBeenCalledTimes(1)
    expect(clearStoredVote).toHaveBeenCalledTimes(1)
  })

  it('does not validate after 19 s, and still removes the stored values', () => {
    const { actor, validate, clearStoredVote } = startReturn({ token: 'tok', at: NOW - 19_000 })
    expect(actor.getSnapshot().value).toBe('done')
    expect(validate).not.toHaveBeenCalled()
    expect(clearStoredVote).toHaveBeenCalledTimes(1)
  })

  it('removes the stored values when the validation is refused', async () => {
    const { actor, clearStoredVote, voteCounted } = startReturn(
      { token: 'tok', at: NOW - 60_000 },
      false,
    )
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'))
    expect(clearStoredVote).toHaveBeenCalledTimes(1)
    expect(voteCounted).not.toHaveBeenCalled()
  })

  it('keeps the stored vote for a later try when the site has not confirmed it', async () => {
    const stored = { token: 'tok', at: NOW - 60_000 }
    const { actor, clearStoredVote, keepStoredVote, voteCounted, voteUnconfirmed } = startReturn(
      stored,
      'unconfirmed',
    )
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'))
    expect(keepStoredVote).toHaveBeenCalledWith(stored)
    expect(voteUnconfirmed).toHaveBeenCalledTimes(1)
    expect(clearStoredVote).not.toHaveBeenCalled()
    expect(voteCounted).not.toHaveBeenCalled()
  })

  it('keeps the stored vote and the wait when validations are rate-limited', async () => {
    const stored = { token: 'tok', at: NOW - 60_000 }
    const { actor, clearStoredVote, keepStoredVote, voteCounted, voteUnconfirmed } = startReturn(
      stored,
      { kind: 'rateLimited', retryAfterS: 17 },
    )
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'))
    expect(actor.getSnapshot().context.retryAfterS).toBe(17)
    expect(keepStoredVote).toHaveBeenCalledWith(stored)
    expect(clearStoredVote).not.toHaveBeenCalled()
    expect(voteCounted).not.toHaveBeenCalled()
    expect(voteUnconfirmed).not.toHaveBeenCalled()
  })

  it('keeps no wait when the validation is answered', async () => {
    const { actor } = startReturn({ token: 'tok', at: NOW - 60_000 }, 'unconfirmed')
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'))
    expect(actor.getSnapshot().context.retryAfterS).toBeNull()
  })

  it('does nothing but clean up without a stored vote', () => {
    const { actor, validate, clearStoredVote } = startReturn(null)
    expect(actor.getSnapshot().value).toBe('done')
    expect(validate).not.toHaveBeenCalled()
    expect(clearStoredVote).toHaveBeenCalledTimes(1)
  })

  it('walks every state and transition', { timeout: 30_000 }, async () => {
    const report = await walkMachine({
      machine: voteReturnMachine,
      inputs: [
        { stored: { token: 't', at: NOW - 25_000 } },
        { stored: { token: 't', at: NOW - 5_000 } },
      ],
      promiseActors: ['validateVote'],
      events: [
        { type: 'xstate.done.actor.validateVote', output: { kind: 'counted' } },
        { type: 'xstate.done.actor.validateVote', output: { kind: 'notCounted' } },
        { type: 'xstate.done.actor.validateVote', output: { kind: 'unconfirmed' } },
        {
          type: 'xstate.done.actor.validateVote',
          output: { kind: 'rateLimited', retryAfterS: 9 },
        },
        { type: 'xstate.error.actor.validateVote', error: new Error('x') },
      ],
      outcomes: [
        {
          event: { type: 'xstate.done.actor.validateVote', output: { kind: 'counted' } },
          state: 'done',
          actions: ['clearStoredVote', 'voteCounted'],
        },
        {
          event: { type: 'xstate.done.actor.validateVote', output: { kind: 'notCounted' } },
          state: 'done',
          actions: ['clearStoredVote'],
        },
        {
          event: { type: 'xstate.done.actor.validateVote', output: { kind: 'unconfirmed' } },
          state: 'done',
          actions: ['keepStoredVote', 'voteUnconfirmed'],
        },
        {
          event: {
            type: 'xstate.done.actor.validateVote',
            output: { kind: 'rateLimited', retryAfterS: 9 },
          },
          state: 'done',
          actions: ['keepStoredVote'],
        },
      ],
    })
    console.info(describeCoverage('voteReturn', report))
    expect(report.mismatches).toEqual([])
    expect(report.states.missed).toEqual([])
    expect(report.transitions.missed).toEqual([])
  })
})
