import type { Delivery, GameAccount } from '@contract/schemas'
import { createActor, fromPromise } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { claimMachine } from './claim.machine'
import type { DeliveryOutcome, DeliveryRequest } from './delivery.machine'

/** The loyalty claim (docs/features.md); paths are walked in delivery.machine.test.ts. */

const accounts: GameAccount[] = [
  { accountId: 1, name: 'heros01', characters: [{ characterId: 1, name: 'Aelis' }] },
  { accountId: 2, name: 'vide', characters: [] },
]

/** The reward's delivery, as the 200 answers it. */
const delivery: Delivery = {
  deliveryId: 'claim:joueur:1:2025-10',
  accountId: 1,
  characterId: 1,
  characterName: 'Aelis',
  state: 'pending',
  failure: null,
  createdAt: '2025-10-02T18:00:00.000Z',
  receivedAt: null,
  kind: 'item',
  itemId: 60582,
  count: 1,
}
const delivered: DeliveryOutcome = { kind: 'delivered', delivery }

function startClaim(answer: () => Promise<DeliveryOutcome>, input = { accounts }) {
  const submit = vi.fn((_request: DeliveryRequest) => answer())
  const goToSuccess = vi.fn()
  const goToFailure = vi.fn()
  const actor = createActor(
    claimMachine.provide({
      actors: { submit: fromPromise(({ input: request }) => submit(request)) },
      actions: { goToSuccess, goToFailure },
    }),
    { input },
  ).start()
  return { actor, submit, goToSuccess, goToFailure }
}

describe('claim machine', () => {
  it('has nothing to do without a game account', () => {
    const { actor, submit } = startClaim(async () => delivered, {
      accounts: [],
    })
    expect(actor.getSnapshot().value).toBe('noAccount')
    expect(actor.getSnapshot().status).toBe('done')
    expect(submit).not.toHaveBeenCalled()
  })

  it("refuses an account without character ('Personnage invalide') and sends nothing", () => {
    const { actor, submit } = startClaim(async () => delivered)
    actor.send({ type: 'form.account', accountId: 2 })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error).toBe('invalidCharacter')
    expect(submit).not.toHaveBeenCalled()
    // Choosing again clears the message.
    actor.send({ type: 'form.account', accountId: 1 })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('sends the chosen account and character and is busy until the answer', async () => {
    let resolve!: (answer: DeliveryOutcome) => void
    const { actor, submit, goToSuccess } = startClaim(
      () => new Promise<DeliveryOutcome>((r) => (resolve = r)),
    )
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(submit).toHaveBeenCalledWith({ accountId: 1, characterId: 1 })
    resolve(delivered)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('succeeded'))
    expect(goToSuccess).toHaveBeenCalledTimes(1)
    // The success page gets the reward's delivery, to show where it is.
    expect(goToSuccess.mock.calls[0]?.[1]).toEqual({ delivery })
  })

  it.each([
    ['a refusal (already claimed, foreign character…)', async () => ({ kind: 'refused' }) as const],
  ])('goes to the failure page on %s', async (_, answer) => {
    const { actor, goToFailure, goToSuccess } = startClaim(answer)
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
    expect(goToFailure).toHaveBeenCalledTimes(1)
    expect(goToSuccess).not.toHaveBeenCalled()
  })
})
