import { createActor, toPromise } from 'xstate'
import { describe, expect, it } from 'vitest'
import { suppliedByTheApp } from './supplied'

describe('a side effect the app supplies', () => {
  it('fails loudly, naming the actor, when the app did not supply it', async () => {
    const actor = createActor(suppliedByTheApp<number>(), { id: 'submit' })
    const outcome = toPromise(actor)
    actor.start()
    await expect(outcome).rejects.toThrow(
      'submit: this actor is supplied by the app with machine.provide()',
    )
  })
})
