import type { Delivery, GameAccount } from '@contract/schemas'
import { createActor, fromPromise, type AnyActorRef } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { DeliveryOutcome, DeliveryRequest } from './delivery.machine'
import { gameAccountFormMachine, type SaveOutcome } from './game-account-form.machine'
import { CODE_MISSING, type CodeAsked } from './second-factor-code'
import { transferMachine } from './transfer.machine'

const ASKED: CodeAsked = {
  kind: 'codeAsked',
  invalid: false,
  message: 'Saisissez le code de votre application d’authentification pour confirmer cette action.',
}
const REFUSED: CodeAsked = {
  kind: 'codeAsked',
  invalid: true,
  message: 'Code incorrect ou déjà utilisé.',
}

/** Answers in turn, the last one again once the list is used. */
function answers<T>(...list: T[]) {
  let next = 0
  return vi.fn(async (_input: unknown) => list[Math.min(next++, list.length - 1)] as T)
}

async function settled(actor: AnyActorRef) {
  await vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false))
  return actor.getSnapshot()
}

describe("a game account's password change guarded by the second factor", () => {
  function start(...outcomes: SaveOutcome[]) {
    const save = answers(...outcomes)
    const saved = vi.fn()
    const actor = createActor(
      gameAccountFormMachine.provide({
        actors: { saveAccount: fromPromise(({ input }) => save(input)) },
        actions: { saved },
      }),
      { input: { mode: 'edit', name: 'heros01' } },
    ).start()
    const fields = {
      currentPassword: 'ancien01',
      password: 'nouveau01',
      passwordConfirm: 'nouveau01',
    }
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'form.change', field: field as keyof typeof fields, value })
    }
    return { actor, save, saved }
  }

  it('asks the code with the server message, keeps the form, then sends it', async () => {
    const { actor, save, saved } = start(ASKED, { kind: 'saved' })
    actor.send({ type: 'form.submit' })
    const asked = await settled(actor)
    expect(asked.value).toBe('askingCode')
    expect(asked.context).toMatchObject({ codeRequest: { invalid: false, message: ASKED.message } })
    expect(asked.context.password).toBe('nouveau01')
    expect(save.mock.calls[0]?.[0]).not.toHaveProperty('secondFactorCode')
    actor.send({ type: 'form.change', field: 'code', value: ' 123456 ' })
    actor.send({ type: 'form.submit' })
    expect((await settled(actor)).value).toBe('saved')
    expect(save.mock.calls[1]?.[0]).toMatchObject({
      mode: 'edit',
      secondFactorCode: '123456',
      form: { name: 'heros01', currentPassword: 'ancien01', password: 'nouveau01' },
    })
    expect(saved).toHaveBeenCalledTimes(1)
  })

  it('shows a refused code and keeps asking, with the field emptied', async () => {
    const { actor, save } = start(ASKED, REFUSED)
    actor.send({ type: 'form.submit' })
    await settled(actor)
    actor.send({ type: 'form.change', field: 'code', value: '000000' })
    actor.send({ type: 'form.submit' })
    const refused = await settled(actor)
    expect(refused.value).toBe('askingCode')
    expect(refused.context).toMatchObject({ code: '', codeRequest: { invalid: true } })
    expect(refused.context.codeRequest?.message).toBe('Code incorrect ou déjà utilisé.')
    expect(refused.context.currentPassword).toBe('ancien01')
    expect(save).toHaveBeenCalledTimes(2)
  })

  it('sends nothing while the code field is empty', async () => {
    const { actor, save } = start(ASKED)
    actor.send({ type: 'form.submit' })
    await settled(actor)
    actor.send({ type: 'form.change', field: 'code', value: '  ' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.codeRequest).toEqual(CODE_MISSING)
    expect(actor.getSnapshot().value).toBe('askingCode')
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('stops asking after another refusal (a wrong current password)', async () => {
    const { actor } = start(ASKED, { kind: 'refused', error: 'wrongCurrentPassword' })
    actor.send({ type: 'form.submit' })
    await settled(actor)
    actor.send({ type: 'form.change', field: 'code', value: '123456' })
    actor.send({ type: 'form.submit' })
    const after = await settled(actor)
    expect(after.value).toBe('editing')
    expect(after.context).toMatchObject({
      error: 'wrongCurrentPassword',
      code: '',
      codeRequest: null,
    })
  })
})

const accounts: GameAccount[] = [
  { accountId: 1, name: 'heros01', characters: [{ characterId: 11, name: 'Aelis' }] },
]
const delivery = { deliveryId: 'order:1', accountId: 1, characterId: 11 } as Delivery

describe('a transfer guarded by the second factor', () => {
  function start(...outcomes: DeliveryOutcome[]) {
    const submit = answers(...outcomes)
    const goToSuccess = vi.fn()
    const goToFailure = vi.fn()
    const actor = createActor(
      transferMachine.provide({
        actors: { submit: fromPromise(({ input }) => submit(input as DeliveryRequest)) },
        actions: { goToSuccess, goToFailure, goToUnknown: () => {} },
      }),
      { input: { accounts, balance: 5000 } },
    ).start()
    actor.send({ type: 'form.amount', amount: '2000' })
    return { actor, submit, goToSuccess, goToFailure }
  }

  it('asks the code, shows a refused one, and delivers with an accepted one', async () => {
    const { actor, submit, goToSuccess, goToFailure } = start(ASKED, REFUSED, {
      kind: 'delivered',
      delivery,
    })
    actor.send({ type: 'form.submit' })
    const asked = await settled(actor)
    expect(asked.value).toBe('askingCode')
    expect(asked.context.codeRequest).toEqual({ invalid: false, message: ASKED.message })
    expect(submit.mock.calls[0]?.[0]).toEqual({ accountId: 1, characterId: 11, amount: 2000 })
    actor.send({ type: 'form.change', field: 'code', value: '000000' })
    actor.send({ type: 'form.submit' })
    const refused = await settled(actor)
    expect(refused.value).toBe('askingCode')
    expect(refused.context).toMatchObject({
      amount: '2000',
      code: '',
      codeRequest: { invalid: true },
    })
    expect(goToFailure).not.toHaveBeenCalled()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.codeRequest).toEqual(CODE_MISSING)
    actor.send({ type: 'form.change', field: 'code', value: '654321' })
    actor.send({ type: 'form.submit' })
    expect((await settled(actor)).value).toBe('succeeded')
    expect(submit.mock.calls.map(([request]) => request)).toEqual([
      { accountId: 1, characterId: 11, amount: 2000 },
      { accountId: 1, characterId: 11, amount: 2000, secondFactorCode: '000000' },
      { accountId: 1, characterId: 11, amount: 2000, secondFactorCode: '654321' },
    ])
    expect(goToSuccess).toHaveBeenCalledWith(expect.anything(), { delivery })
  })
})
