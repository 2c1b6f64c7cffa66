import {
  createActor,
  fromPromise,
  getNextSnapshot,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate'
import {
  getStateNodes,
  serializeSnapshot,
  TestModel,
  toDirectedGraph,
  type DirectedGraphNode,
  type StatePath,
} from 'xstate/graph'

/**
 * Walks every state and every transition of a machine with xstate's test model (`TestModel` of
 * `xstate/graph`): the shortest path to each state the model reaches, and
 * that path plus each event the state accepts. Each path runs on the REAL machine (its own
 * guards and actions) with fake promise actors settled by the path's done/error events and a
 * simulated clock for `after` delays; after each step the real snapshot must be the model's.
 */
/** An event of the walk: its type and any payload (outputs and errors of actors included). */
export type WalkEvent = { type: string } & Record<string, unknown>

export interface WalkOptions {
  machine: AnyStateMachine
  /** Events with payloads; any other event a state accepts is tried as `{ type }`. */
  events?: WalkEvent[] | ((snapshot: AnyMachineSnapshot) => WalkEvent[])
  input?: unknown
  /** Several inputs (e.g. with and without game accounts): the walk covers the union. */
  inputs?: unknown[]
  /** Names of the promise actors to fake (their invoke ids settle them). */
  promiseActors?: string[]
  /** Extra implementations (e.g. actions that touch the outside world) for the real run. */
  provide?: Parameters<AnyStateMachine['provide']>[0]
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

type Path = StatePath<AnyMachineSnapshot, EventObject>

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const pathKey = (path: readonly string[]) => path.join('.') || '(root)'

/** The active state nodes of a state value, as dotted paths. */
function activePaths(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [pathKey([...prefix, value])]
  return Object.entries(value).flatMap(([key, child]) => [
    pathKey([...prefix, key]),
    ...(child === undefined ? [] : activePaths(child, [...prefix, key])),
  ])
}

interface Edge {
  key: string
  source: string
  event: string
  target: string
}

/** The chart's transitions, eventless ones included (the directed graph leaves them out). */
function chartEdges(node: DirectedGraphNode): Edge[] {
  const source = pathKey(node.stateNode.path)
  return [
    ...node.edges.map((edge) => {
      const [from, event, to] = [
        pathKey(edge.source.path),
        edge.label.text,
        pathKey(edge.target.path),
      ]
      return { key: `${from} --${event}--> ${to}`, source: from, event, target: to }
    }),
    ...(node.stateNode.always ?? []).flatMap((transition) =>
      (transition.target ?? []).map((target) => ({
        key: `${source} --(always)--> ${pathKey(target.path)}`,
        source,
        event: '',
        target: pathKey(target.path),
      })),
    ),
    ...node.children.flatMap(chartEdges),
  ]
}

/** `xstate.after.<delay>.<stateNodeId>`: the delay in milliseconds, numeric or named. */
function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot) {
  const delay = eventType.slice('xstate.after.'.length).split('.')[0] ?? '0'
  if (!Number.isNaN(Number(delay))) return Number(delay)
  const named: unknown = machine.implementations.delays[delay]
  if (typeof named === 'number') return named
  if (typeof named === 'function') return named({ context: snapshot.context, event: { type: '' } })
  throw new Error(`Unknown delay ${delay}`)
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

export async function walkMachine(options: WalkOptions): Promise<WalkReport> {
  const { machine } = options
  const edges = chartEdges(toDirectedGraph(machine))
  // Every event type of the chart is tried (taken only where a state accepts it).
  const eventTypes = [...new Set(edges.map((edge) => edge.event))].filter(
    (type) => type !== '' && !type.startsWith('xstate.done.state.'),
  )
  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const given =
      typeof options.events === 'function' ? options.events(snapshot) : (options.events ?? [])
    const bare = eventTypes.filter((type) => !given.some((event) => event.type === type))
    return [...given, ...bare.map((type) => ({ type }))]
  }
  const seen: Seen = { states: new Set(), edges: new Set(), outcomes: new Set() }
  const mismatches: string[] = []
  let pathCount = 0

  for (const input of options.inputs ?? [options.input]) {
    // xstate's test model (its `createTestModel` refuses machines that invoke actors, which the
    // fakes below settle). A state is its value and context; the caller's events add payloads.
    const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
      events,
      input,
      serializeState: (snapshot) => serializeSnapshot(snapshot),
    })
    // The shortest path to each state, then that path plus each event the state accepts.
    const all: Path[] = model.getShortestPaths({ allowDuplicatePaths: true }).flatMap((toState) => {
      const from = toState.state
      const accepted = events(from).filter((event) => from.can(event))
      return [
        toState,
        ...accepted.map((event) => ({
          ...toState,
          steps: [...toState.steps, { event, state: getNextSnapshot(machine, from, event) }],
        })),
      ]
    })
    pathCount += all.length
    for (const path of all) {
      try {
        const run = realRun(options, input, path, edges, seen)
        await model.testPath(path, run.params).finally(() => run.actor.stop())
      } catch (error) {
        mismatches.push(error instanceof Error ? error.message : String(error))
      }
    }
  }

  // Eventless and state-done transitions are taken as a consequence of others: a transient
  // state is never at rest, so it counts as reached when the target it leads to is.
  for (const edge of edges) {
    const consequential = edge.event === '' || edge.event.startsWith('xstate.done.state.')
    if (consequential && seen.states.has(edge.target)) {
      seen.states.add(edge.source)
      seen.edges.add(edge.key)
    }
  }
  const unmet = (options.outcomes ?? [])
    .filter((_, index) => !seen.outcomes.has(index))
    .map((outcome) => `outcome never reached: ${JSON.stringify(outcome.event)}`)
  const allStates = getStateNodes(machine.root)
    .map((node) => pathKey(node.path))
    .filter((key) => key !== '(root)')
  const allEdges = [...new Set(edges.map((e) => e.key))]
  return {
    paths: pathCount,
    states: { all: allStates, missed: allStates.filter((s) => !seen.states.has(s)) },
    transitions: { all: allEdges, missed: allEdges.filter((e) => !seen.edges.has(e)) },
    mismatches: [...mismatches, ...unmet],
  }
}

interface Seen {
  states: Set<string>
  edges: Set<string>
  outcomes: Set<number>
}

/**
 * The test model's parameters for one path: a fresh real actor, event executors that settle its
 * fake actors, move its clock or send it the event, and a state check comparing the real
 * snapshot with the model's (and the declared outcomes) after every step.
 */
function realRun(options: WalkOptions, input: unknown, path: Path, edges: Edge[], seen: Seen) {
  const { machine } = options
  const clock = new SimulatedClock()
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>()
  const fakes = Object.fromEntries(
    (options.promiseActors ?? []).map((name) => [
      name,
      fromPromise(
        ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
      ),
    ]),
  )
  // Every named action of the machine is recorded, so that an outcome can say which ran.
  // Built-in actions (assign, raise…) carry a `type` and are left as they are.
  const given: Record<string, unknown> = { ...options.provide?.actions }
  const ran: string[] = []
  const recorders = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => typeof action === 'function' && !('type' in action))
      .map(([name]) => [
        name,
        (...args: unknown[]) => {
          ran.push(name)
          const action = given[name]
          if (typeof action === 'function') action(...args)
        },
      ]),
  )
  const actor = createActor(
    machine.provide({ ...options.provide, actions: recorders, actors: fakes }),
    { input, clock },
  )
  actor.start()
  let previous: AnyMachineSnapshot = actor.getSnapshot()
  activePaths(previous.value).forEach((p) => seen.states.add(p))

  let last: EventObject = { type: 'xstate.init' }
  const execute = async ({ event }: { event: EventObject }) => {
    last = event
    ran.length = 0
    const [, kind, id] = /^xstate\.(done\.actor|error\.actor|after)\.(.*)$/.exec(event.type) ?? []
    if (kind === 'done.actor')
      pending.get(id ?? '')?.resolve((event as { output?: unknown }).output)
    else if (kind === 'error.actor')
      pending.get(id ?? '')?.reject((event as { error?: unknown }).error)
    else if (kind === 'after') clock.increment(delayOf(machine, event.type, previous))
    else if (event.type !== 'xstate.init') actor.send(event)
    await flush()
  }
  const check = (expected: AnyMachineSnapshot) => {
    const event = last
    const current: AnyMachineSnapshot = actor.getSnapshot()
    if (!same(current.value, expected.value)) {
      throw new Error(
        `${event.type}: expected ${JSON.stringify(expected.value)}, got ${JSON.stringify(current.value)}`,
      )
    }
    options.onStep?.(current, expected, event)
    ;(options.outcomes ?? []).forEach((outcome, index) => {
      if (!same(outcome.event, event)) return
      seen.outcomes.add(index)
      if (!same(current.value, outcome.state) || !same(ran, outcome.actions)) {
        throw new Error(
          `${JSON.stringify(event)}: expected ${JSON.stringify(outcome.state)} after ${JSON.stringify(outcome.actions)}, got ${JSON.stringify(current.value)} after ${JSON.stringify(ran)}`,
        )
      }
    })
    const before = new Set(activePaths(previous.value))
    const after = activePaths(current.value)
    after.forEach((p) => seen.states.add(p))
    for (const edge of edges) {
      if (edge.event === event.type && before.has(edge.source) && after.includes(edge.target)) {
        seen.edges.add(edge.key)
      }
    }
    previous = current
  }

  // The model calls the executor of each step's event type, then the state check.
  const types = new Set(path.steps.map((step) => step.event.type))
  const params = {
    events: Object.fromEntries([...types].map((type) => [type, execute])),
    states: { '*': check },
  }
  return { actor, params }
}

/** One line for the test output: how much of the machine the paths reached. */
export function describeCoverage(name: string, report: WalkReport): string {
  const states = report.states.all.length - report.states.missed.length
  const transitions = report.transitions.all.length - report.transitions.missed.length
  return `${name}: ${report.paths} paths, states ${states}/${report.states.all.length}, transitions ${transitions}/${report.transitions.all.length}`
}
