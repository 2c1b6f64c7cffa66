import type { Delivery, GameAccount } from '@contract/schemas'
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { describeCoverage, walkMachine } from '../tests/helpers/machine-paths'
import { claimMachine } from './claim.machine'
import type { DeliveryOutcome, DeliveryRequest } from './delivery.machine'
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

/** The delivery a 201 or a 200 answers with: committed, not yet in the game. */
const delivery: Delivery = {
  deliveryId: 'order:1',
  accountId: 1,
  characterId: 12,
  characterName: 'Brakkar',
  state: 'pending',
  failure: null,
  createdAt: '2025-10-02T18:00:00.000Z',
  receivedAt: null,
  kind: 'points',
  amount: 100,
}
const delivered: DeliveryOutcome = { kind: 'delivered', delivery }
const refused: DeliveryOutcome = { kind: 'refused' }
const unknown: DeliveryOutcome = { kind: 'unknown' }

function startTransfer(answer: () => Promise<DeliveryOutcome>) {
  const submit = vi.fn((_request: DeliveryRequest) => answer())
  const goToSuccess = vi.fn()
  const goToFailure = vi.fn()
  const goToUnknown = vi.fn()
  const actor = createActor(
    transferMachine.provide({
      actors: { submit: fromPromise(({ input }) => submit(input)) },
      actions: { goToSuccess, goToFailure, goToUnknown },
    }),
    { input: { accounts, balance: 1500 } },
  ).start()
  return { actor, submit, goToSuccess, goToFailure, goToUnknown }
}

describe('transfer machine', () => {
  it('selects the first account and its first character; changing the account resets the character', () => {
    const { actor } = startTransfer(async () => delivered)
    expect(actor.getSnapshot().context).toMatchObject({
      accountId: 1,
      characterId: 11,
      amount: '',
      error: null,
    })
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
    const { actor, submit } = startTransfer(async () => delivered)
    actor.send({ type: 'form.amount', amount })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error).toBe(error)
    expect(submit).not.toHaveBeenCalled()
  })

  it('refuses an account without character', () => {
    const { actor, submit } = startTransfer(async () => delivered)
    actor.send({ type: 'form.account', accountId: 3 })
    actor.send({ type: 'form.amount', amount: '10' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.error).toBe('invalidCharacter')
    expect(submit).not.toHaveBeenCalled()
  })

  it('sends the order and goes to the success page with its delivery once delivered', async () => {
    const { actor, submit, goToSuccess, goToFailure } = startTransfer(async () => delivered)
    actor.send({ type: 'form.character', characterId: 12 })
    actor.send({ type: 'form.amount', amount: '100' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.delivery).toBeNull()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('succeeded'))
    expect(submit).toHaveBeenCalledWith({ accountId: 1, characterId: 12, amount: 100 })
    expect(goToSuccess).toHaveBeenCalledTimes(1)
    expect(goToSuccess.mock.calls[0]?.[1]).toEqual({ delivery })
    expect(actor.getSnapshot().context.delivery).toEqual(delivery)
    expect(goToFailure).not.toHaveBeenCalled()
  })

  it('goes to the failure page when refused, with no delivery', async () => {
    const { actor, goToFailure, goToSuccess, goToUnknown } = startTransfer(async () => refused)
    actor.send({ type: 'form.amount', amount: '1' })
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
    expect(actor.getSnapshot().context.delivery).toBeNull()
    expect(goToFailure).toHaveBeenCalledTimes(1)
    expect(goToSuccess).not.toHaveBeenCalled()
    expect(goToUnknown).not.toHaveBeenCalled()
  })

  it.each([
    ['an unknown outcome', async () => unknown],
    [
      'an exception in the actor',
      async (): Promise<DeliveryOutcome> => {
        throw new Error('boom')
      },
    ],
  ])('never says « not debited » after %s: the page of an unknown outcome', async (_, answer) => {
    const { actor, goToFailure, goToSuccess, goToUnknown } = startTransfer(answer)
    actor.send({ type: 'form.amount', amount: '1' })
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unknown'))
    expect(goToUnknown).toHaveBeenCalledTimes(1)
    expect(goToFailure).not.toHaveBeenCalled()
    expect(goToSuccess).not.toHaveBeenCalled()
  })

  it('has nothing to do without a game account', () => {
    const actor = createActor(transferMachine, { input: { accounts: [], balance: 10 } }).start()
    expect(actor.getSnapshot().value).toBe('noAccount')
  })
})

describe('a transfer refused for too many attempts', () => {
  it('stays on the form with the wait, nothing left pending, and forgets it on the next submission', async () => {
    let answer: DeliveryOutcome = { kind: 'rateLimited', retryAfterS: 42 }
    const submit = vi.fn(async () => answer)
    const goToFailure = vi.fn()
    const goToUnknown = vi.fn()
    const actor = createActor(
      transferMachine.provide({
        actors: { submit: fromPromise(submit) },
        actions: { goToFailure, goToUnknown },
      }),
      { input: { accounts, balance: 1500 } },
    ).start()
    actor.send({ type: 'form.amount', amount: '10' })
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.retryAfterS).toBe(42))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.amount).toBe('10')
    expect(goToFailure).not.toHaveBeenCalled()
    expect(goToUnknown).not.toHaveBeenCalled()
    answer = delivered
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.retryAfterS).toBeNull()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('succeeded'))
  })
})

describe('claim machine', () => {
  it('sends account and character, no amount, and succeeds on 200 only', async () => {
    const submit = vi.fn(async (_request: DeliveryRequest) => delivered)
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

const done = (output: DeliveryOutcome) => ({ type: 'xstate.done.actor.submit', output })
const codeAsked: DeliveryOutcome = { kind: 'codeAsked', invalid: false, message: 'Code ?' }
const failedActor = { type: 'xstate.error.actor.submit', error: new Error('x') }
const walkEvents = [
  { type: 'form.account', accountId: 3 },
  { type: 'form.account', accountId: 1 },
  { type: 'form.character', characterId: 12 },
  { type: 'form.amount', amount: '10' },
  { type: 'form.submit' },
  done(delivered),
  done(refused),
  done(unknown),
  done({ kind: 'rateLimited', retryAfterS: 42 }),
  failedActor,
]
// A code asked for one input only, then that input typed again as it is and a code: the walk
// covers these transitions without one more copy of every input.
const asksCode = ({ context }: AnyMachineSnapshot) =>
  context.characterId === 12 && context.amount === '10'
const askingEvents = ({ context }: AnyMachineSnapshot) => [
  { type: 'form.account', accountId: context.accountId as number },
  { type: 'form.character', characterId: context.characterId as number },
  { type: 'form.amount', amount: context.amount as string },
  { type: 'form.change', field: 'code', value: '123456' },
  { type: 'form.submit' },
]

describe.each([
  ['transfer', transferMachine, { accounts, balance: 1500 }],
  ['claim', claimMachine, { accounts }],
] as const)('%s machine paths', (name, machine, input) => {
  it(
    'walk every state and transition, each answer leading to its own page',
    { timeout: 30_000 },
    async () => {
      const report = await walkMachine({
        machine: machine as typeof transferMachine,
        inputs: [input, { accounts: [] }],
        promiseActors: ['submit'],
        events: (snapshot) =>
          snapshot.matches('askingCode')
            ? askingEvents(snapshot)
            : [...walkEvents, ...(asksCode(snapshot) ? [done(codeAsked)] : [])],
        outcomes: [
          { event: done(delivered), state: 'succeeded', actions: ['goToSuccess'] },
          { event: done(refused), state: 'failed', actions: ['goToFailure'] },
          { event: done(unknown), state: 'unknown', actions: ['goToUnknown'] },
          { event: done({ kind: 'rateLimited', retryAfterS: 42 }), state: 'editing', actions: [] },
          { event: failedActor, state: 'unknown', actions: ['goToUnknown'] },
          { event: done(codeAsked), state: 'askingCode', actions: [] },
        ],
      })
      console.info(describeCoverage(name, report))
      expect(report.mismatches).toEqual([])
      expect(report.states.missed).toEqual([])
      expect(report.transitions.missed).toEqual([])
    },
  )
})
