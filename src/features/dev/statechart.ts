import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph'

/**
 * A machine's statechart as plain data, read from its own definition (`toDirectedGraph`, plus
 * the eventless `always` transitions it leaves out). The dev panel draws it; the docs script
 * turns it into Mermaid.
 */
export interface ChartEdge {
  /** Id of the source and target state nodes. */
  source: string
  target: string
  /** The raw event type ('' for an eventless transition). */
  event: string
  /** What a reader sees: 'form.submit', 'done: submit', 'after 20 s', 'always'. */
  label: string
  guard: string | null
  /** A transition that stays in its state (no target, or back to itself). */
  self: boolean
}

export interface ChartNode {
  id: string
  key: string
  /** Path from the root ('signedIn.idle'); [] for the root. */
  path: string[]
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  /** Key of the initial child state, for compound states. */
  initial: string | null
  children: ChartNode[]
  edges: ChartEdge[]
}

/** 'xstate.done.actor.submit' → 'done: submit'; 'xstate.after.20000.vote.x' → 'after 20 s'. */
export function eventLabel(type: string): string {
  if (type === '') return 'always'
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)
  if (done) return `done: ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type)
  if (error) return `error: ${error[1]}`
  const after = /^xstate\.after\.(\d+)\./.exec(type)
  if (after) {
    const ms = Number(after[1])
    return ms % 1000 === 0 ? `after ${ms / 1000} s` : `after ${ms} ms`
  }
  return type
}

function guardName(guard: unknown): string | null {
  if (!guard) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return guard.type
  }
  return 'condition'
}

interface TransitionLike {
  eventType: string
  target?: readonly AnyStateNode[] | undefined
  guard?: unknown
}

function edgesOf(stateNode: AnyStateNode, transitions: readonly TransitionLike[]): ChartEdge[] {
  return transitions.flatMap((transition) => {
    const targets = transition.target?.length ? transition.target : [stateNode]
    return targets.map((target) => ({
      source: stateNode.id,
      target: target.id,
      event: transition.eventType,
      label: eventLabel(transition.eventType),
      guard: guardName(transition.guard),
      self: target === stateNode,
    }))
  })
}

function toChartNode(node: DirectedGraphNode, path: string[]): ChartNode {
  const stateNode = node.stateNode
  const initialTarget = stateNode.initial?.target?.[0] as AnyStateNode | undefined
  const always = (stateNode.always ?? []) as readonly TransitionLike[]
  // One edge per target in the graph: back to one entry per transition.
  const transitions = [...new Set(node.edges.map((edge) => edge.transition))] as TransitionLike[]
  return {
    id: stateNode.id,
    key: stateNode.key,
    path,
    type: stateNode.type,
    initial: initialTarget?.key ?? null,
    children: node.children.map((child) => toChartNode(child, [...path, child.stateNode.key])),
    edges: [...edgesOf(stateNode, always), ...edgesOf(stateNode, transitions)],
  }
}

export function statechartOf(machine: AnyStateMachine): ChartNode {
  return toChartNode(toDirectedGraph(machine), [])
}

/** Every node of the chart, the root first. */
export function nodesOf(root: ChartNode): ChartNode[] {
  return [root, ...root.children.flatMap(nodesOf)]
}

/** Every transition of the chart, in document order. */
export function edgesOfChart(root: ChartNode): ChartEdge[] {
  return nodesOf(root).flatMap((node) => node.edges)
}
