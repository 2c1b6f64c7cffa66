import type { GameAccount } from '@contract/schemas'
import { createActor, fromPromise } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { describeCoverage, walkMachine } from '../tests/helpers/machine-paths'
import { claimMachine } from './claim.machine'
import type { DeliveryRequest } from './delivery.machine'
import { transferMachine } from './transfer.machine'

const accounts: GameAccount[] = [
  {
    accountId: 1,
    name: 'heros01',
    characters: [
      { characterId: 11, name: 'Aelis' },
      { characterId: 12, name: 'Brakkar' },
    ],
  },
  { accountId: 2, name: 'heros02', characters: [{ characterId: 21, name: 'Cyrene' }] },
  { accountId: 3, name: 'vide', characters: [] },
]

function startTransfer(answer: () => Promise<{ status: number; body: unknown }>) {
  const submit = vi.fn((_request: DeliveryRequest) => answer())
  const goToSuccess = vi.fn()
  const goToFailure = vi.fn()
  const actor = createActor(
    transferMachine.provide({
      actors: { submit: fromPromise(({ input }) => submit(input)) },
      actions: { goToSuccess, goToFailure },
    }),
    { input: { accounts, balance: 1500 } },
  ).start()
  return { actor, submit, goToSuccess, goToFailure }
}

describe('transfer machine', () => {
  it('selects the first account and its first character; changing the account resets the character', () => {
    const { actor } = startTransfer(async () => ({ status: 201, body: {} }))
    expect(actor.getSnapshot().context).toMatchObject({ accountId: 1, characterId: 11 })
    actor.send({ type: 'form.character', characterId: 12 })
    actor.send({ type: 'form.account', accountId: 2 })
    expect(actor.getSnapshot().context).toMatchObject({ accountId: 2, characterId: 21 })
    actor.send({ type: 'form.account', accountId: 3 })
    expect(actor.getSnapshot().context).toMatchObject({ accountId: 3, characterId: null })
  })

  it.each([
    ['', 'invalidAmount'],
    ['0', 'invalidAmount'],
    ['-1', 'invalidAmount'],
    ['1.5', 'invalidAmount'],
    ['1501', 'invalidAmount'],
  ])('refuses the amount %j without sending anything', (amount, error) => {
    const { actor, submit } = startTransfer(async () => ({ status: 201, body: {} }))
    actor.send({ type: 'form.amount', amount })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error).toBe(error)
    expect(submit).not.toHaveBeenCalled()
  })

  it('refuses an account without character', () => {
    const { actor, submit } = startTransfer(async () => ({ status: 201, body: {} }))
    actor.send({ type: 'form.account', accountId: 3 })
    actor.send({ type: 'form.amount', amount: '10' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.error).toBe('invalidCharacter')
    expect(submit).not.toHaveBeenCalled()
  })

  it('sends the order and goes to the success page on 201', async () => {
    const { actor, submit, goToSuccess, goToFailure } = startTransfer(async () => ({
      status: 201,
      body: { points: 1400, monthPoints: 0 },
    }))
    actor.send({ type: 'form.character', characterId: 12 })
    actor.send({ type: 'form.amount', amount: '100' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('succeeded'))
    expect(submit).toHaveBeenCalledWith({ accountId: 1, characterId: 12, amount: 100 })
    expect(goToSuccess).toHaveBeenCalledTimes(1)
    expect(goToFailure).not.toHaveBeenCalled()
  })

  it.each([
    ['a 200 (not the success status of a transfer)', async () => ({ status: 200, body: {} })],
    ['a 500', async () => ({ status: 500, body: {} })],
    ['no answer', async () => ({ status: 0, body: { message: 'network' } })],
    [
      'an exception',
      async () => {
        throw new Error('boom')
      },
    ],
  ])('goes to the failure page on %s', async (_, answer) => {
    const { actor, goToFailure, goToSuccess } = startTransfer(answer)
    actor.send({ type: 'form.amount', amount: '1' })
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
    expect(goToFailure).toHaveBeenCalledTimes(1)
    expect(goToSuccess).not.toHaveBeenCalled()
  })

  it('has nothing to do without a game account', () => {
    const actor = createActor(transferMachine, { input: { accounts: [], balance: 10 } }).start()
    expect(actor.getSnapshot().value).toBe('noAccount')
  })
})

describe('claim machine', () => {
  it('sends account and character, no amount, and succeeds on 200 only', async () => {
    const submit = vi.fn(async (_request: DeliveryRequest) => ({
      status: 200,
      body: { rewardId: 1 },
    }))
    const goToSuccess = vi.fn()
    const actor = createActor(
      claimMachine.provide({
        actors: { submit: fromPromise(({ input }) => submit(input)) },
        actions: { goToSuccess },
      }),
      { input: { accounts } },
    ).start()
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('succeeded'))
    expect(submit).toHaveBeenCalledWith({ accountId: 1, characterId: 11 })
    expect(goToSuccess).toHaveBeenCalledTimes(1)
  })
})

const walkEvents = (successStatus: number) =>
  [
    { type: 'form.account', accountId: 3 },
    { type: 'form.account', accountId: 1 },
    { type: 'form.character', characterId: 12 },
    { type: 'form.amount', amount: '10' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.submit', output: { status: successStatus, body: {} } },
    { type: 'xstate.done.actor.submit', output: { status: 500, body: {} } },
    { type: 'xstate.error.actor.submit', error: new Error('x') },
  ] as never

describe.each([
  ['transfer', transferMachine, 201, { accounts, balance: 1500 }],
  ['claim', claimMachine, 200, { accounts }],
] as const)('%s machine paths', (name, machine, status, input) => {
  it('walk every state and transition', async () => {
    const report = await walkMachine({
      machine: machine as typeof transferMachine,
      inputs: [input, { accounts: [] }],
      promiseActors: ['submit'],
      events: walkEvents(status),
    })
    console.info(describeCoverage(name, report))
    expect(report.mismatches).toEqual([])
    expect(report.states.missed).toEqual([])
    expect(report.transitions.missed).toEqual([])
  })
})
