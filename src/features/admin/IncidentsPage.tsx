import type { Incident } from '@contract/schemas'
import { useState } from 'react'
import { useLoaderData, useRevalidator } from 'react-router-dom'
import {
  Alert,
  Badge,
  Button,
  FormField,
  Select,
  Table,
  TableCell,
  TableRow,
} from '@/shared/components'
import { formatDateTimeFr } from '@/shared/text/format'
import { useServices } from '@/shared/runtime/services'
import type { IncidentsData } from './api'
import { ConsolePage, row } from './ConsolePage'
import { CONTENT_NO_ANSWER, ReasonDialog } from './ReasonDialog'
import { Read } from './Read'

const KIND_OPTIONS = [
  { value: 'incident', label: 'Incident' },
  { value: 'maintenance', label: 'Maintenance prévue' },
] as const
const STATE_OPTIONS = [
  { value: 'planned', label: 'Prévu' },
  { value: 'open', label: 'En cours (annoncé sur toutes les pages)' },
  { value: 'closed', label: 'Terminé' },
] as const
const STATE_BADGES: Record<Incident['state'], React.ReactNode> = {
  planned: <Badge tone="accent">prévu</Badge>,
  open: <Badge tone="warning">en cours</Badge>,
  closed: <Badge tone="neutral">terminé</Badge>,
}

/** A datetime-local value as ISO UTC, or null when not a date. */
function isoOf(local: string): string | null {
  const time = Date.parse(local)
  return local && Number.isFinite(time) ? new Date(time).toISOString() : null
}
/** An ISO date as a datetime-local value, in this device's time. */
function localOf(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** Posts an incident or changes one (its state too): the reason goes to the audit log. */
function IncidentDialog({
  incident,
  onClose,
  onDone,
}: {
  incident: Incident | null
  onClose: () => void
  onDone: () => void
}) {
  const { api } = useServices()
  const [kind, setKind] = useState<Incident['kind']>(incident?.kind ?? 'incident')
  const [state, setState] = useState<Incident['state']>(incident?.state ?? 'open')
  const [title, setTitle] = useState(incident?.title ?? '')
  const [text, setText] = useState(incident?.text ?? '')
  const [start, setStart] = useState(localOf(incident?.start ?? new Date().toISOString()))
  const [end, setEnd] = useState(localOf(incident?.end ?? null))
  const body = (reason: string) => ({
    kind,
    state,
    title: title.trim(),
    text: text.trim(),
    start: isoOf(start) ?? '',
    end: end ? isoOf(end) : null,
    reason,
  })
  return (
    <ReasonDialog
      title={incident ? "Modifier l'incident" : 'Annoncer un incident ou une maintenance'}
      description="Les dates sont à l'heure de cet appareil. « En cours » l'affiche au-dessus de toutes les pages."
      problem={() => {
        if (!title.trim()) return 'Donnez un titre.'
        if (!isoOf(start)) return "Indiquez la date et l'heure de début."
        if (end && !isoOf(end)) return "La date de fin n'est pas valide."
        return null
      }}
      send={(reason) =>
        incident
          ? api.adminStatus.changeIncident({ params: { id: incident.id }, body: body(reason) })
          : api.adminStatus.postIncident({ body: body(reason) })
      }
      noAnswer={CONTENT_NO_ANSWER}
      onClose={onClose}
      onDone={onDone}
    >
      <Select
        label="Type"
        name="kind"
        value={kind}
        options={[...KIND_OPTIONS]}
        onValueChange={(value) => setKind(value as Incident['kind'])}
      />
      <Select
        label="État"
        name="state"
        value={state}
        options={[...STATE_OPTIONS]}
        onValueChange={(value) => setState(value as Incident['state'])}
      />
      <FormField
        label="Titre (120 caractères au plus)"
        name="title"
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.target.value)}
        required
      />
      <FormField
        label="Texte (facultatif)"
        name="text"
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
      />
      <FormField
        label="Début"
        name="start"
        type="datetime-local"
        value={start}
        onChange={(e) => setStart(e.target.value)}
        required
      />
      <FormField
        label="Fin (facultative)"
        name="end"
        type="datetime-local"
        value={end}
        onChange={(e) => setEnd(e.target.value)}
      />
    </ReasonDialog>
  )
}

/** Incidents and planned maintenance: shown on /statut, an open one above every page. */
export function IncidentsPage() {
  const { incidents } = useLoaderData<IncidentsData>()
  const revalidator = useRevalidator()
  const [dialog, setDialog] = useState<'new' | Incident | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const finish = (message: string) => {
    setDialog(null)
    setDone(message)
    void revalidator.revalidate()
  }
  return (
    <ConsolePage title="Incidents et maintenances">
      {done && <Alert status="success">{done}</Alert>}
      <div className={row}>
        <Button onClick={() => setDialog('new')}>Annoncer un incident ou une maintenance</Button>
      </div>
      <Read value={incidents}>
        {({ incidents: rows }) =>
          rows.length === 0 ? (
            <p>Aucun incident ni maintenance.</p>
          ) : (
            <Table
              caption="Incidents et maintenances, les plus récents d'abord"
              columns={['Titre', 'Type', 'Début', 'Fin', 'État', 'Action']}
            >
              {rows.map((incident) => (
                <TableRow key={incident.id}>
                  <TableCell>{incident.title}</TableCell>
                  <TableCell>{incident.kind === 'incident' ? 'Incident' : 'Maintenance'}</TableCell>
                  <TableCell>{formatDateTimeFr(incident.start)}</TableCell>
                  <TableCell>{incident.end ? formatDateTimeFr(incident.end) : '—'}</TableCell>
                  <TableCell>{STATE_BADGES[incident.state]}</TableCell>
                  <TableCell>
                    <Button size="sm" variant="outline" onClick={() => setDialog(incident)}>
                      Modifier
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </Table>
          )
        }
      </Read>
      {dialog !== null && (
        <IncidentDialog
          incident={dialog === 'new' ? null : dialog}
          onClose={() => setDialog(null)}
          onDone={() => finish(dialog === 'new' ? 'Annonce publiée.' : 'Annonce modifiée.')}
        />
      )}
    </ConsolePage>
  )
}
