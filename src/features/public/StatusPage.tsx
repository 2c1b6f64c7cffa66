import type { Incident, ServerStatus } from '@contract/schemas'
import { useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Badge } from '@/shared/components/Badge'
import { Deferred } from '@/shared/page/Deferred'
import { container, lead, pageTitleStyle, sectionTitle } from '@/shared/page/styles'
import type { StatusData } from './status-api'
import { StatusChart } from './StatusChart'
import { STATE_LABELS, dayAndClock, playersText } from '@/shared/status/status-text'

const page = css({
  py: { base: '10', md: '16' },
  display: 'flex',
  flexDirection: 'column',
  gap: '8',
})
const column = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const figures = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' },
  gap: '4',
  '& div': { borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', p: '4' },
  '& dt': { color: 'fg.muted', fontSize: 'sm' },
  '& dd': { fontSize: '2xl', fontWeight: 'bold' },
})
const stateLine = css({ fontSize: '2xl', fontWeight: 'bold' })
const muted = css({ color: 'fg.muted' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0' })

const TONES = { up: 'success', down: 'danger', unknown: 'neutral' } as const
const INCIDENT_STATES: Record<Incident['state'], string> = {
  planned: 'Prévu',
  open: 'En cours',
  closed: 'Terminé',
}
const KINDS: Record<Incident['kind'], string> = {
  incident: 'Incident',
  maintenance: 'Maintenance',
}

/** What the portal checked, in words: what it knows and what it does not. */
function Checks({ status }: { status: ServerStatus }) {
  const minutes =
    status.countLogAgeSeconds === null ? null : Math.floor(status.countLogAgeSeconds / 60)
  return (
    <ul className={list} aria-label="Vérifications">
      <li>
        Base de données du jeu&nbsp;:{' '}
        {status.database === 'reachable' ? 'joignable' : 'injoignable depuis le portail'}
      </li>
      {status.database === 'reachable' && (
        <li>
          {minutes === null
            ? 'Le jeu ne tient pas de journal des connexions\u00a0: le portail relève lui-même le nombre de joueurs.'
            : `Journal des connexions du jeu\u00a0: dernier relevé il y a ${minutes}\u00a0min.`}
        </li>
      )}
      {status.servers.length === 0 ? (
        <li>Ports des serveurs de jeu&nbsp;: non vérifiés (aucun port configuré).</li>
      ) : (
        status.servers.map((server) => (
          <li key={`${server.host}:${server.port}`}>
            {server.name} (port {server.port})&nbsp;: {server.open ? 'ouvert' : 'fermé'}
          </li>
        ))
      )}
    </ul>
  )
}

function Incidents({ incidents }: { incidents: readonly Incident[] }) {
  if (incidents.length === 0) {
    return <p className={muted}>Aucun incident ni maintenance annoncé.</p>
  }
  return (
    <ul className={list}>
      {incidents.map((incident) => (
        <li key={incident.id}>
          <article className={column} aria-labelledby={`incident-${incident.id}`}>
            <h3 id={`incident-${incident.id}`} className={css({ fontWeight: 'bold' })}>
              {KINDS[incident.kind]}&nbsp;: {incident.title}{' '}
              <Badge tone={incident.state === 'open' ? 'warning' : 'neutral'}>
                {INCIDENT_STATES[incident.state]}
              </Badge>
            </h3>
            <p className={muted}>
              Du {dayAndClock(incident.start)}
              {incident.end ? ` au ${dayAndClock(incident.end)}` : ''}
            </p>
            {incident.text && <p>{incident.text}</p>}
          </article>
        </li>
      ))}
    </ul>
  )
}

function StatusView({ status }: { status: ServerStatus }) {
  const unknownWhy =
    status.state === 'unknown'
      ? "Le portail ne parvient pas à joindre la base du jeu et aucun port n'est vérifié\u00a0: il ne peut pas dire si le serveur est en ligne."
      : null
  return (
    <>
      <section className={column} aria-labelledby="statut-etat">
        <h2 id="statut-etat" className={stateLine} data-server-state={status.state}>
          <Badge tone={TONES[status.state]}>{STATE_LABELS[status.state]}</Badge>
        </h2>
        {unknownWhy && <p className={muted}>{unknownWhy}</p>}
        <Checks status={status} />
      </section>
      <section className={column} aria-labelledby="statut-joueurs">
        <h2 id="statut-joueurs" className={sectionTitle}>
          Joueurs
        </h2>
        <dl className={figures}>
          <div>
            <dt>Connectés maintenant</dt>
            <dd>{status.online === null ? 'inconnu' : playersText(status.online)}</dd>
          </div>
          <div>
            <dt>Pic du jour</dt>
            <dd>{status.peakToday ? status.peakToday.players : 'inconnu'}</dd>
          </div>
          <div>
            <dt>Record</dt>
            <dd>{status.record ? status.record.players : 'inconnu'}</dd>
          </div>
        </dl>
        {status.history ? (
          <StatusChart points={status.history} />
        ) : (
          <p className={muted}>
            L&apos;historique des dernières 24&nbsp;heures est indisponible pour le moment.
          </p>
        )}
      </section>
      <section className={column} aria-labelledby="statut-incidents">
        <h2 id="statut-incidents" className={sectionTitle}>
          Incidents et maintenances
        </h2>
        <Incidents incidents={status.incidents} />
      </section>
    </>
  )
}

/** /statut: up or down, the players, the last 24 hours and the incidents; never an error page. */
export function StatusPage() {
  const { status } = useLoaderData<StatusData>()
  return (
    <div className={`${container} ${page}`}>
      <header className={column}>
        <h1 className={pageTitleStyle}>État du serveur</h1>
        <p className={lead}>
          Le serveur de jeu, ses joueurs connectés et les maintenances prévues.
        </p>
      </header>
      <Deferred
        holdsScreen
        value={status}
        loading="Lecture de l'état du serveur…"
        unavailable="L'état du serveur est indisponible pour le moment."
      >
        {(current) => <StatusView status={current} />}
      </Deferred>
    </div>
  )
}
