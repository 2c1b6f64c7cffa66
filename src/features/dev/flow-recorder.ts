import { useSyncExternalStore } from 'react'
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate'
import { flows, type FlowEvent } from './flows'

/** A flow as the dev panel shows it: still running, or ended a moment ago. */
export interface RecordedFlow {
  key: string
  id: string
  machine: AnyStateMachine
  actor: AnyActorRef
  /** The last snapshot seen (kept after the actor stopped). */
  snapshot: AnyMachineSnapshot
  /** The states it went through, oldest first ('editing', 'signedIn.idle'…). */
  states: { value: string; at: number }[]
  events: FlowEvent[]
  ended: boolean
}

const KEEP_ENDED = 6
const KEEP_STATES = 20

/** 'signedIn.idle' for { signedIn: 'idle' }; parallel regions joined with ' + '. */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([key, child]) =>
      child && Object.keys(child).length ? `${key}.${stateLabel(child)}` : key,
    )
    .join(' + ')
}

/**
 * Remembers the states each running flow went through, and keeps the flows that just ended
 * (a transfer stops when its page leaves for the result page): the registry only lists the
 * running ones. Started once, with the dev toggle, so the history is there when the panel opens.
 */
class FlowRecorder {
  private recorded = new Map<AnyActorRef, RecordedFlow>()
  private listeners = new Set<() => void>()
  private list: RecordedFlow[] = []
  private started = false

  start() {
    if (this.started) return
    this.started = true
    flows.subscribe(() => this.refresh())
    // Stopping an actor sends no inspection event: look again now and then.
    window.setInterval(() => this.refresh(), 1000)
    this.refresh()
  }

  refresh = () => {
    let changed = false
    const running = new Set<AnyActorRef>()
    for (const flow of flows.list()) {
      running.add(flow.actor)
      const snapshot = flow.actor.getSnapshot() as AnyMachineSnapshot
      const value = stateLabel(snapshot.value)
      const known = this.recorded.get(flow.actor)
      if (!known) {
        this.recorded.set(flow.actor, {
          key: flow.actor.sessionId,
          id: flow.id,
          machine: flow.machine,
          actor: flow.actor,
          snapshot,
          states: [{ value, at: Date.now() }],
          events: flow.events,
          ended: false,
        })
        changed = true
        continue
      }
      if (known.snapshot !== snapshot || known.events !== flow.events) {
        const last = known.states[known.states.length - 1]
        const states =
          last?.value === value
            ? known.states
            : [...known.states, { value, at: Date.now() }].slice(-KEEP_STATES)
        this.recorded.set(flow.actor, {
          ...known,
          snapshot,
          states,
          events: flow.events,
          ended: false,
        })
        changed = true
      }
    }
    for (const [actor, flow] of this.recorded) {
      if (running.has(actor) || flow.ended) continue
      // A flow that never received an event (React's strict-mode double start) is noise.
      if (flow.events.length === 0) this.recorded.delete(actor)
      else this.recorded.set(actor, { ...flow, ended: true })
      changed = true
    }
    const ended = [...this.recorded.values()].filter((flow) => flow.ended)
    for (const flow of ended.slice(0, Math.max(0, ended.length - KEEP_ENDED))) {
      this.recorded.delete(flow.actor)
    }
    if (!changed) return
    this.list = [...this.recorded.values()]
    for (const listener of this.listeners) listener()
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = () => this.list
}

export const flowRecorder = new FlowRecorder()

/** Running flows first, then the ones that ended, newest last within each group. */
export function useRecordedFlows(): RecordedFlow[] {
  return useSyncExternalStore(flowRecorder.subscribe, flowRecorder.getSnapshot)
}
