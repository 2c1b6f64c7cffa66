import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Withdrawal, WithdrawalRequest } from '@contract/schemas'
import { withdrawalMachine, type WithdrawalOutcome } from './withdrawal.machine'

const request: WithdrawalRequest = { paymentId: 'cs_1', name: 'Jean', email: 'j@example.com' }
const withdrawal: Withdrawal = {
  withdrawalId: 'wd_cs_1',
  paymentId: 'cs_1',
  at: '2026-11-28T05:00:00.000Z',
  name: 'Jean',
  email: 'j@example.com',
  points: 50,
  euros: 4.99,
  refund: 'done',
}

function start(answer: () => Promise<WithdrawalOutcome>) {
  const calls: WithdrawalRequest[] = []
  const actor = createActor(
    withdrawalMachine.provide({
      actors: {
        withdraw: fromPromise(async ({ input }: { input: WithdrawalRequest }) => {
          calls.push(input)
          return answer()
        }),
      },
    }),
  ).start()
  return { actor, calls }
}

describe('withdrawal machine', () => {
  it('asks nothing of the API before the separate confirmation', () => {
    const { actor, calls } = start(async () => ({ kind: 'withdrawn', withdrawal }))
    actor.send({ type: 'withdrawal.review', request })
    expect(actor.getSnapshot().value).toBe('reviewing')
    expect(calls).toEqual([])
    actor.send({ type: 'withdrawal.edit' })
    expect(actor.getSnapshot().value).toBe('filling')
  })

  it('withdraws once confirmed and keeps the acknowledgement', async () => {
    const { actor, calls } = start(async () => ({ kind: 'withdrawn', withdrawal }))
    actor.send({ type: 'withdrawal.review', request })
    actor.send({ type: 'withdrawal.confirm' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toEqual([request])
    expect(done.context.withdrawal).toEqual(withdrawal)
  })

  it('goes back to the form with the refusal, or says the answer is unknown', async () => {
    const refused = start(async () => ({ kind: 'refused', message: 'Délai passé' }))
    refused.actor.send({ type: 'withdrawal.review', request })
    refused.actor.send({ type: 'withdrawal.confirm' })
    const back = await waitFor(refused.actor, (s) => s.matches('filling'))
    expect(back.context.error).toBe('Délai passé')

    const lost = start(async () => Promise.reject(new Error('network')))
    lost.actor.send({ type: 'withdrawal.review', request })
    lost.actor.send({ type: 'withdrawal.confirm' })
    const unknown = await waitFor(lost.actor, (s) => s.matches('filling'))
    expect(unknown.context.unknown).toBe(true)
  })
})
