import { assign, fromPromise, setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import { walkMachine } from './machine-paths'

const toy = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'go' } | { type: 'retry' } },
  actors: { work: fromPromise(async (): Promise<number> => 1) },
  delays: { patience: 500 },
  guards: { tooMany: ({ context }) => context.tries >= 2 },
}).createMachine({
  id: 'toy',
  context: { tries: 0 },
  initial: 'idle',
  states: {
    idle: { on: { go: 'working' } },
    working: {
      invoke: { id: 'work', src: 'work', onDone: 'done', onError: 'failed' },
      after: { patience: 'slow' },
    },
    slow: { on: { retry: 'working' } },
    failed: {
      on: {
        retry: [
          { guard: 'tooMany', target: 'done' },
          { target: 'working', actions: assign({ tries: ({ context }) => context.tries + 1 }) },
        ],
      },
    },
    done: { type: 'final' },
  },
})

describe('walkMachine', () => {
  it('reaches every state and transition of a machine with an actor, a delay and guards', async () => {
    const report = await walkMachine({
      machine: toy,
      events: [
        { type: 'go' },
        { type: 'retry' },
        { type: 'xstate.done.actor.work', output: 1 },
        { type: 'xstate.error.actor.work', error: new Error('x') },
      ],
      promiseActors: ['work'],
    })
    expect(report.mismatches).toEqual([])
    expect(report.states.missed).toEqual([])
    expect(report.transitions.missed).toEqual([])
    expect(report.states.all).toEqual(
      expect.arrayContaining(['idle', 'working', 'slow', 'failed', 'done']),
    )
  })

  it('reports a state no event can reach, and the transition into it', async () => {
    const locked = setup({ guards: { never: () => false } }).createMachine({
      id: 'locked',
      initial: 'open',
      states: { open: { on: { close: { guard: 'never', target: 'closed' } } }, closed: {} },
    })
    const report = await walkMachine({ machine: locked })
    expect(report.states.missed).toEqual(['closed'])
    expect(report.transitions.missed).toEqual(['open --close--> closed'])
  })

  it('reports when the real run departs from the chart', async () => {
    const report = await walkMachine({
      machine: toy,
      events: [{ type: 'xstate.error.actor.work', error: new Error('x') }],
      promiseActors: ['work'],
      provide: { guards: { tooMany: () => true } },
    })
    expect(report.mismatches.length).toBeGreaterThan(0)
  })
})
