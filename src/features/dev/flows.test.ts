import { createActor, createMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { flows } from './flows'

const flowInspector = { inspect: flows.inspector }

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
})

describe('the running flows', () => {
  it('lists a started machine with its events, and drops it once stopped', async () => {
    let changes = 0
    const unsubscribe = flows.subscribe(() => changes++)
    const actor = createActor(toggle, flowInspector).start()
    actor.send({ type: 'flip' })
    const flow = flows.list().find((f) => f.actor === actor)
    expect(flow?.id).toBe('toggle')
    // What the flow received, not its own start.
    expect(flow?.events.map((e) => e.type)).toEqual(['flip'])
    await Promise.resolve()
    expect(changes).toBeGreaterThan(0)
    actor.stop()
    expect(flows.list().some((f) => f.actor === actor)).toBe(false)
    unsubscribe()
  })
})

describe('actors that never start', () => {
  it('are not listed (React may build one it never starts)', () => {
    const idle = createActor(toggle, flowInspector)
    expect(flows.list().some((f) => f.actor === idle)).toBe(false)
    idle.start()
    expect(flows.list().some((f) => f.actor === idle)).toBe(true)
    idle.stop()
  })
})

describe('the actor of a component that unmounted', () => {
  it('is dropped although @xstate/react rewinds it to an active-looking snapshot', () => {
    const actor = createActor(toggle, flowInspector).start()
    actor.send({ type: 'flip' })
    expect(flows.list().some((f) => f.actor === actor)).toBe(true)
    // useActorRef's clean-up: stop, then rewind to "not started" with the last snapshot.
    const last = actor.getSnapshot()
    actor.stop()
    Object.assign(actor, { _processingStatus: 0, _snapshot: last })
    expect(actor.getSnapshot().status).toBe('active')
    expect(flows.list().some((f) => f.actor === actor)).toBe(false)
    // Started again (strict mode), it is listed again.
    actor.start()
    actor.send({ type: 'flip' })
    expect(flows.list().some((f) => f.actor === actor)).toBe(true)
    actor.stop()
  })
})
