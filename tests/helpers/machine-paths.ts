import {
  createActor,
  fromPromise,
  getNextSnapshot,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate'
import {
  getShortestPaths,
  getStateNodes,
  toDirectedGraph,
  type DirectedGraphNode,
} from 'xstate/graph'

/**
 * Walks every state and every transition of a machine: for each state reached by a shortest
 * path, and each event that state accepts, the path to the state plus that event. Each path
 * drives the REAL machine (its own guards and actions) with fake promise actors settled by the
 * path's done/error events, and a simulated clock for `after` delays.
 */
/** An event of the walk: its type and any payload (outputs and errors of actors included). */
export type WalkEvent = { type: string } & Record<string, unknown>

export interface WalkOptions<TMachine extends AnyStateMachine> {
  machine: TMachine
  /** Events with payloads; any other accepted event is tried as `{ type }`. */
  events?: WalkEvent[] | ((snapshot: AnyMachineSnapshot) => WalkEvent[])
  input?: unknown
  /** Several inputs (e.g. with and without game accounts): the walk covers the union. */
  inputs?: unknown[]
  /** Names of the promise actors to fake (their invoke ids settle them). */
  promiseActors?: string[]
  /** Provide extra implementations (e.g. actions that touch the outside world) for the real run. */
  provide?: Parameters<TMachine['provide']>[0]
  /** Called after each step of the real run with the step's expected and actual snapshots. */
  onStep?: (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot, event: EventObject) => void
  /**
   * What must follow an event, said by the test and not read from the chart: wherever a path
   * takes `event`, the machine must reach `state` having run exactly `actions` (among the
   * machine's named actions, all recorded). Each outcome must be met by some path.
   */
  outcomes?: Outcome[]
}

export interface Outcome {
  event: WalkEvent
  state: StateValue
  actions: string[]
}

export interface WalkReport {
  paths: number
  states: { all: string[]; missed: string[] }
  transitions: { all: string[]; missed: string[] }
  mismatches: string[]
}

const sameEvent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

interface Edge {
  key: string
  source: string
  event: string
  target: string
}

const pathKey = (path: readonly string[]) => path.join('.') || '(root)'

function activePaths(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [pathKey([...prefix, value])]
  return Object.entries(value).flatMap(([key, child]) => [
    pathKey([...prefix, key]),
    ...(child === undefined ? [] : activePaths(child as StateValue, [...prefix, key])),
  ])
}

function collectEdges(node: DirectedGraphNode, into: Edge[] = []): Edge[] {
  for (const edge of node.edges) {
    const source = pathKey(edge.source.path)
    const target = pathKey(edge.target.path)
    const event = edge.label.text
    into.push({ key: `${source} --${event}--> ${target}`, source, event, target })
  }
  // The directed graph leaves out eventless (always) transitions: add them.
  for (const transition of node.stateNode.always ?? []) {
    const source = pathKey(node.stateNode.path)
    for (const targetNode of transition.target ?? []) {
      const target = pathKey(targetNode.path)
      into.push({ key: `${source} --(always)--> ${target}`, source, event: '', target })
    }
  }
  for (const child of node.children) collectEdges(child, into)
  return into
}

function delayOf(
  machine: AnyStateMachine,
  eventType: string,
  snapshot: AnyMachineSnapshot,
): number {
  // xstate.after.<delay>.<stateNodeId>
  const delay = eventType.slice('xstate.after.'.length).split('.')[0] ?? '0'
  const numeric = Number(delay)
  if (!Number.isNaN(numeric)) return numeric
  const named = (machine.implementations.delays as Record<string, unknown>)[delay]
  if (typeof named === 'number') return named
  if (typeof named === 'function') return named({ context: snapshot.context, event: { type: '' } })
  throw new Error(`Unknown delay ${delay}`)
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

export async function walkMachine<TMachine extends AnyStateMachine>(
  options: WalkOptions<TMachine>,
): Promise<WalkReport> {
  const inputs = options.inputs ?? [options.input]
  const reports = []
  for (const input of inputs) reports.push(await walkOne({ ...options, input }))
  const met = new Set(reports.flatMap((r) => r.metOutcomes))
  const unmet = (options.outcomes ?? [])
    .map((outcome, index) => ({ outcome, index }))
    .filter(({ index }) => !met.has(index))
    .map(({ outcome }) => `outcome never reached: ${JSON.stringify(outcome.event)}`)
  const seenStates = new Set(reports.flatMap((r) => r.seenStates))
  const seenEdges = new Set(reports.flatMap((r) => r.seenEdges))
  const edges = collectEdges(toDirectedGraph(options.machine))
  // Eventless and state-done transitions are taken as a consequence of others: a transient
  // state is never at rest, so it counts as reached when the target it leads to is.
  for (const edge of edges) {
    const consequential = edge.event === '' || edge.event.startsWith('xstate.done.state.')
    if (consequential && seenStates.has(edge.target)) {
      seenStates.add(edge.source)
      seenEdges.add(edge.key)
    }
  }
  const allStates = getStateNodes(options.machine.root)
    .map((node) => pathKey(node.path))
    .filter((key) => key !== '(root)')
  const uniqueEdges = [...new Set(edges.map((e) => e.key))]
  return {
    paths: reports.reduce((sum, r) => sum + r.paths, 0),
    states: { all: allStates, missed: allStates.filter((s) => !seenStates.has(s)) },
    transitions: { all: uniqueEdges, missed: uniqueEdges.filter((e) => !seenEdges.has(e)) },
    mismatches: [...reports.flatMap((r) => r.mismatches), ...unmet],
  }
}

async function walkOne<TMachine extends AnyStateMachine>(options: WalkOptions<TMachine>) {
  const { machine } = options
  const edges = collectEdges(toDirectedGraph(machine))
  // Every event type of the chart is tried; the caller's events add payloads (outputs, errors).
  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const given =
      typeof options.events === 'function' ? options.events(snapshot) : (options.events ?? [])
    const bare = [...new Set(edges.map((edge) => edge.event))]
      .filter((type) => type !== '' && !type.startsWith('xstate.done.state.'))
      .filter((type) => !given.some((event) => event.type === type))
      .map((type) => ({ type }))
    return [...given, ...bare]
  }
  const traversal = { events, input: options.input } as never
  const toStates = getShortestPaths(machine, traversal)
  // Each edge: the shortest path to a state, then one accepted event from there.
  const paths = toStates.flatMap((toState) => {
    const from = toState.state as AnyMachineSnapshot
    const onward = events(from)
      .filter((event) => from.can(event as never))
      .map((event) => [
        ...toState.steps,
        { event, state: getNextSnapshot(machine, from as never, event as never) },
      ])
    return [toState.steps, ...onward]
  })

  const seenStates = new Set<string>()
  const seenEdges = new Set<string>()
  const mismatches: string[] = []
  const metOutcomes = new Set<number>()
  // Every named action of the machine is recorded, so that an outcome can say which ran.
  // Built-in actions (assign, raise…) carry a `type` and are left as they are.
  const actionNames = Object.entries(machine.implementations.actions ?? {})
    .filter(([, action]) => typeof action === 'function' && !('type' in action))
    .map(([name]) => name)

  for (const steps of paths) {
    const clock = new SimulatedClock()
    const pending = new Map<
      string,
      { resolve: (v: unknown) => void; reject: (e: unknown) => void }
    >()
    const fakes = Object.fromEntries(
      (options.promiseActors ?? []).map((name) => [
        name,
        fromPromise(
          ({ self }) =>
            new Promise((resolve, reject) => {
              pending.set((self as AnyActorRef).id, { resolve, reject })
            }),
        ),
      ]),
    )
    const ran: string[] = []
    const recorders = Object.fromEntries(
      actionNames.map((name) => {
        const given = (options.provide?.actions as Record<string, unknown> | undefined)?.[name]
        return [
          name,
          (...args: unknown[]) => {
            ran.push(name)
            if (typeof given === 'function') (given as (...a: unknown[]) => void)(...args)
          },
        ]
      }),
    )
    const provided = machine.provide({
      ...(options.provide ?? {}),
      actions: recorders,
      actors: { ...fakes },
    } as never)
    const actor = createActor(provided, { input: options.input, clock } as never)
    actor.start()
    await flush()
    let previous = actor.getSnapshot() as AnyMachineSnapshot
    activePaths(previous.value).forEach((p) => seenStates.add(p))

    for (const step of steps) {
      const event = step.event as EventObject
      ran.length = 0
      if (event.type === 'xstate.init') continue
      if (event.type.startsWith('xstate.done.actor.')) {
        const id = event.type.slice('xstate.done.actor.'.length)
        pending.get(id)?.resolve((event as { output?: unknown }).output)
      } else if (event.type.startsWith('xstate.error.actor.')) {
        const id = event.type.slice('xstate.error.actor.'.length)
        pending.get(id)?.reject((event as { error?: unknown }).error)
      } else if (event.type.startsWith('xstate.after.')) {
        clock.increment(delayOf(machine, event.type, previous))
      } else {
        actor.send(event)
      }
      await flush()
      const current = actor.getSnapshot() as AnyMachineSnapshot
      const expected = step.state as AnyMachineSnapshot
      if (JSON.stringify(current.value) !== JSON.stringify(expected.value)) {
        mismatches.push(
          `${event.type}: expected ${JSON.stringify(expected.value)}, got ${JSON.stringify(current.value)}`,
        )
        break
      }
      options.onStep?.(current, expected, event)
      ;(options.outcomes ?? []).forEach((outcome, index) => {
        if (!sameEvent(outcome.event, event)) return
        metOutcomes.add(index)
        const reached = JSON.stringify(current.value) === JSON.stringify(outcome.state)
        if (!reached || !sameEvent(ran, outcome.actions)) {
          mismatches.push(
            `${JSON.stringify(event)}: expected ${JSON.stringify(outcome.state)} after ${JSON.stringify(outcome.actions)}, got ${JSON.stringify(current.value)} after ${JSON.stringify(ran)}`,
          )
        }
      })
      const before = new Set(activePaths(previous.value))
      const after = new Set(activePaths(current.value))
      after.forEach((p) => seenStates.add(p))
      for (const edge of edges) {
        if (edge.event === event.type && before.has(edge.source) && after.has(edge.target)) {
          seenEdges.add(edge.key)
        }
      }
      previous = current
    }
    actor.stop()
  }

  return {
    paths: paths.length,
    seenStates: [...seenStates],
    seenEdges: [...seenEdges],
    mismatches,
    metOutcomes: [...metOutcomes],
  }
}

/** One line for the test output: how much of the machine the paths reached. */
export function describeCoverage(name: string, report: WalkReport): string {
  const states = report.states.all.length - report.states.missed.length
  const transitions = report.transitions.all.length - report.transitions.missed.length
  return `${name}: ${report.paths} paths, states ${states}/${report.states.all.length}, transitions ${transitions}/${report.transitions.all.length}`
}
