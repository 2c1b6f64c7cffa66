import { useMemo } from 'react'
import { css } from 'styled-system/css'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { statechartOf, type ChartEdge, type ChartNode } from './statechart'

const chart = css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'xs' })

const states = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '2',
  minWidth: '8rem',
  flex: '1 1 8rem',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'control',
  bg: 'bg.canvas',
  '&[data-final]': { borderStyle: 'double', borderWidth: '3px' },
  '&[data-active]': {
    borderColor: 'accent.pink',
    bg: 'accent.deep',
    boxShadow: 'glow',
  },
})

const name = css({ fontFamily: 'mono', fontWeight: 'bold', color: 'fg.default' })
const transitions = css({ listStyle: 'none', color: 'fg.muted', fontFamily: 'mono' })
const initialMark = css({ color: 'fg.accent' })

function targetName(edge: ChartEdge, byId: Map<string, ChartNode>): string {
  if (edge.self) return '↺'
  return `→ ${byId.get(edge.target)?.path.join('.') ?? edge.target}`
}

function StateBox({
  node,
  byId,
  snapshot,
  initial,
}: {
  node: ChartNode
  byId: Map<string, ChartNode>
  snapshot: AnyMachineSnapshot | null
  initial: boolean
}) {
  const active = snapshot !== null && snapshot.matches(node.path.join('.') as never)
  return (
    <li
      className={box}
      data-state={node.path.join('.')}
      data-active={active || undefined}
      data-final={node.type === 'final' || undefined}
      aria-current={active ? 'true' : undefined}
      aria-label={`${node.path.join('.')}${active ? ' (état actuel)' : ''}`}
    >
      <span className={name}>
        {initial && (
          <span className={initialMark} title="état initial">
            ●{' '}
          </span>
        )}
        {node.key}
        {node.type === 'final' ? ' (final)' : ''}
      </span>
      {node.edges.length > 0 && (
        <ul className={transitions}>
          {node.edges.map((edge, index) => (
            <li key={index}>
              {edge.label}
              {edge.guard ? ` [${edge.guard}]` : ''} {targetName(edge, byId)}
            </li>
          ))}
        </ul>
      )}
      {node.children.length > 0 && (
        <ul className={states}>
          {node.children.map((child) => (
            <StateBox
              key={child.key}
              node={child}
              byId={byId}
              snapshot={snapshot}
              initial={node.initial === child.key}
            />
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * A machine's statechart drawn from its own definition as nested boxes: each state lists its
 * transitions; the current state (and its ancestors) is highlighted and marked aria-current.
 */
export function StatechartView({
  machine,
  snapshot,
}: {
  machine: AnyStateMachine
  snapshot: AnyMachineSnapshot | null
}) {
  const root = useMemo(() => statechartOf(machine), [machine])
  const byId = useMemo(() => {
    const map = new Map<string, ChartNode>()
    const walk = (node: ChartNode) => {
      map.set(node.id, node)
      node.children.forEach(walk)
    }
    walk(root)
    return map
  }, [root])
  return (
    <figure className={chart} aria-label={`Diagramme d'états de ${machine.id}`}>
      {root.edges.length > 0 && (
        <ul className={transitions}>
          {root.edges.map((edge, index) => (
            <li key={index}>
              {edge.label} {targetName(edge, byId)}
            </li>
          ))}
        </ul>
      )}
      <ul className={states}>
        {root.children.map((child) => (
          <StateBox
            key={child.key}
            node={child}
            byId={byId}
            snapshot={snapshot}
            initial={root.initial === child.key}
          />
        ))}
      </ul>
    </figure>
  )
}
