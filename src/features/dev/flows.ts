import type { AnyActorRef, AnyStateMachine, InspectionEvent, Observer } from 'xstate'

export interface FlowEvent {
  type: string
  at: number
}

export interface RunningFlow {
  /** The machine's id ('transfer', 'checkout', 'auth', …). */
  id: string
  actor: AnyActorRef
  machine: AnyStateMachine
  startedAt: number
  /** The last events the flow received, newest last. */
  events: FlowEvent[]
}

const EVENT_LOG_SIZE = 30

/**
 * Whether the actor was stopped and then rewound to "not started": what @xstate/react does to
 * the actor of a component that unmounts (so that strict mode can start it again), leaving its
 * last snapshot, still 'active'. Such an actor no longer runs; a restart registers it again.
 */
function rewound(actor: AnyActorRef): boolean {
  return (actor as { _processingStatus?: number })._processingStatus === 0
}

/**
 * Every flow (root actor of a machine) the app runs, with its recent events: what testers see
 * in the dev panel. Fed by the inspection events of actors started with `flowInspector`.
 */
class FlowRegistry {
  private flows = new Map<AnyActorRef, RunningFlow>()
  private listeners = new Set<() => void>()
  private extra: Observer<InspectionEvent>[] = []

  readonly inspector = (event: InspectionEvent) => {
    for (const observer of this.extra) observer.next?.(event)
    const root = event.actorRef as AnyActorRef
    // Root actors only, and only once they run: React may build an actor it never starts
    // (strict mode), and restarts the one it keeps after stopping it.
    if (root._parent || event.type === '@xstate.actor') return
    if (!this.flows.has(root) && !this.register(root)) return
    if (event.type === '@xstate.event' && event.event.type !== 'xstate.init') {
      const flow = this.flows.get(root)!
      flow.events = [...flow.events, { type: event.event.type, at: Date.now() }].slice(
        -EVENT_LOG_SIZE,
      )
    }
    if (event.type === '@xstate.event' || event.type === '@xstate.snapshot') {
      queueMicrotask(() => this.emit())
    }
  }

  private register(actor: AnyActorRef): boolean {
    const logic = (actor as { logic?: unknown }).logic
    if (!logic || typeof logic !== 'object' || !('root' in logic)) return false
    const machine = logic as AnyStateMachine
    this.flows.set(actor, { id: machine.id, actor, machine, startedAt: Date.now(), events: [] })
    return true
  }

  /** Running flows, oldest first; stopped ones are dropped. */
  list(): RunningFlow[] {
    const ready: RunningFlow[] = []
    for (const [actor, flow] of this.flows) {
      let status: string
      try {
        status = actor.getSnapshot().status
      } catch {
        continue // still initialising
      }
      if (status === 'stopped' || rewound(actor)) this.flows.delete(actor)
      else ready.push(flow)
    }
    return ready
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Another inspector fed with the same events (the Stately visualiser, with ?inspect). */
  addInspector(observer: Observer<InspectionEvent>): void {
    this.extra.push(observer)
  }

  private emit() {
    for (const listener of this.listeners) listener()
  }
}

export const flows = new FlowRegistry()
