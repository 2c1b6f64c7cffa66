import { useId } from 'react'
import { css } from 'styled-system/css'
import { Badge } from '@/shared/components/Badge'
import { Button } from '@/shared/components/Button'
import { stateLabel, useRecordedFlows, type RecordedFlow } from '../flow-recorder'
import { inspectionRequested, openStatelyInspector, useInspectorStatus } from '../inspect'
import { StatechartView } from '../StatechartView'
import { code, item, muted, plainList, pre, row, section, sectionHeading } from '../styles'

const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'medium' })

const history = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1',
  listStyle: 'none',
  fontFamily: 'mono',
  fontSize: 'xs',
  '& li:not(:last-child)::after': { content: '" →"', color: 'fg.muted' },
})

const summary = css({ cursor: 'pointer', fontSize: 'sm', color: 'fg.muted' })

/** JSON of a context, whatever it holds (actor refs, errors, cycles). */
function contextJson(context: unknown): string {
  const seen = new WeakSet<object>()
  return JSON.stringify(
    context,
    (_key, value: unknown) => {
      if (value instanceof Error) return `${value.name}: ${value.message}`
      if (typeof value === 'function') return '[fonction]'
      if (typeof value === 'object' && value !== null) {
        if ('sessionId' in value && 'send' in value) return `[acteur ${String(value.sessionId)}]`
        if (seen.has(value)) return '[cycle]'
        seen.add(value)
      }
      return value
    },
    2,
  )
}

function FlowCard({ flow }: { flow: RecordedFlow }) {
  const current = stateLabel(flow.snapshot.value)
  const status = flow.ended ? 'arrêtée' : flow.snapshot.status === 'done' ? 'terminée' : 'en cours'
  return (
    <li className={item}>
      <article aria-label={`Machine ${flow.id}`} className={plainList}>
        <div className={row}>
          <h3 className={css({ fontWeight: 'bold', fontFamily: 'mono' })}>{flow.id}</h3>
          <Badge tone={flow.ended ? 'neutral' : 'accent'}>{status}</Badge>
        </div>
        <p>
          État actuel&nbsp;: <strong data-testid="current-state">{current}</strong>
        </p>
        <ol className={history} aria-label="États traversés">
          {flow.states.map((state, index) => (
            <li
              key={index}
              aria-current={index === flow.states.length - 1 ? 'step' : undefined}
              title={timeFormat.format(state.at)}
            >
              {state.value}
            </li>
          ))}
        </ol>
        <StatechartView machine={flow.machine} snapshot={flow.snapshot} />
        <details>
          <summary className={summary}>Contexte (JSON)</summary>
          <pre className={pre}>{contextJson(flow.snapshot.context)}</pre>
        </details>
        <details open>
          <summary className={summary}>Derniers événements ({flow.events.length})</summary>
          {flow.events.length === 0 ? (
            <p className={muted}>Aucun événement reçu.</p>
          ) : (
            <ol className={plainList} aria-label={`Derniers événements de ${flow.id}`}>
              {flow.events
                .slice(-10)
                .reverse()
                .map((event, index) => (
                  <li key={index} className={code}>
                    {timeFormat.format(event.at)} · {event.type}
                  </li>
                ))}
            </ol>
          )}
        </details>
      </article>
    </li>
  )
}

function StatelyVisualiser() {
  const status = useInspectorStatus()
  if (!inspectionRequested() && status === 'off') {
    return (
      <p className={muted}>
        Visualiseur XState en ligne (stately.ai)&nbsp;: ajoutez{' '}
        <code className={code}>?inspect</code> à l&apos;adresse de la page.
      </p>
    )
  }
  return (
    <div className={row}>
      <Button
        size="sm"
        variant="outline"
        disabled={status !== 'ready' && status !== 'open'}
        onClick={openStatelyInspector}
      >
        Ouvrir le visualiseur XState (stately.ai)
      </Button>
      <span className={muted}>
        {status === 'loading' && 'Chargement…'}
        {status === 'open' && 'Connecté.'}
        {status === 'failed' && "Le visualiseur n'a pas pu être chargé."}
      </span>
    </div>
  )
}

/** Every running flow (and those that just ended): state, history, chart, context, events. */
export function MachinesSection() {
  const headingId = useId()
  const flows = useRecordedFlows()
  const ordered = [...flows.filter((f) => !f.ended), ...flows.filter((f) => f.ended).reverse()]
  return (
    <section className={section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionHeading}>
        Machines
      </h2>
      <StatelyVisualiser />
      {ordered.length === 0 ? (
        <p className={muted}>Aucune machine en cours.</p>
      ) : (
        <ul className={plainList} aria-label="Machines en cours">
          {ordered.map((flow) => (
            <FlowCard key={flow.key} flow={flow} />
          ))}
        </ul>
      )}
    </section>
  )
}
