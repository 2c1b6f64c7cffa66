import { contract } from '@contract/index'
import type { Incident, IncidentInput } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { announceIncident } from '../domain/announcements'
import { audit } from '../domain/audit'
import { adminRoutes } from '../http/context'
import type { Caller, IncidentFields, Ports, StoreTx } from '../ports'

/** French refusals of the incident actions (the operator reads them). */
export const INCIDENT_REFUSALS = {
  incidentNotFound: 'Incident introuvable.',
  endBeforeStart: 'La fin doit venir après le début.',
} as const

const fieldsOf = ({ kind, title, text, state, start, end }: IncidentInput): IncidentFields => ({
  kind,
  title,
  text,
  state,
  start: new Date(start).toISOString(),
  end: end === null ? null : new Date(end).toISOString(),
})

const announced = (incident: Incident) => ({ title: incident.title, url: STATUS_PAGE })

/** Whether a change opened or closed the incident (null: neither). */
function changeOf(before: Incident | null, after: Incident): 'opened' | 'closed' | null {
  if (after.state === before?.state) return null
  if (after.state === 'open') return 'opened'
  return after.state === 'closed' && before?.state === 'open' ? 'closed' : null
}

/** The status page, where an announced incident links to. */
const STATUS_PAGE = '/statut'

/** The console's incidents and planned maintenance (/admin/status), each change audited. */
export function adminStatusRouter(ports: Ports) {
  const { store, clock } = ports
  const admin = adminRoutes(ports)
  const routes = contract.adminStatus
  const refusal = (code: 'incidentNotFound' | 'incidentInvalid', message: string) =>
    ({ ok: false, code, message }) as const

  /** One audited transaction: the row says applied with the incident, or refused with why. */
  const audited = (
    caller: Caller,
    action: string,
    id: number | null,
    input: IncidentInput,
    work: (tx: StoreTx, fields: IncidentFields) => Promise<Incident | null>,
  ) => {
    const fields = fieldsOf(input)
    return store.transaction(async (tx) => {
      const invalid = fields.end !== null && Date.parse(fields.end) < Date.parse(fields.start)
      const outcome = invalid
        ? refusal('incidentInvalid', INCIDENT_REFUSALS.endBeforeStart)
        : await work(tx, fields).then((incident) =>
            incident
              ? ({ ok: true, incident } as const)
              : refusal('incidentNotFound', INCIDENT_REFUSALS.incidentNotFound),
          )
      await audit(tx, caller, {
        action,
        target: outcome.ok
          ? `incident:${outcome.incident.id}`
          : id === null
            ? null
            : `incident:${id}`,
        reason: input.reason,
        details: { ...fields },
        result: outcome.ok ? 'applied' : 'refused',
        message: outcome.ok ? null : outcome.message,
      })
      return outcome
    })
  }
  const answer = <S extends 200 | 201>(status: S, outcome: Awaited<ReturnType<typeof audited>>) =>
    outcome.ok
      ? { status, body: outcome.incident }
      : {
          status: outcome.code === 'incidentNotFound' ? (404 as const) : (400 as const),
          body: { code: outcome.code, message: outcome.message },
        }

  return tsr.router(routes, {
    incidents: admin(routes.incidents, async () => {
      const incidents = await store.read((reads) => reads.status.listIncidents())
      return { status: 200, body: { incidents } }
    }),

    postIncident: admin(routes.postIncident, async ({ body }, caller) => {
      const outcome = await audited(caller, 'incident.post', null, body, async (tx, fields) => {
        const incident = await tx.status.insertIncident(fields)
        const change = changeOf(null, incident)
        // Queued in the same transaction: announced only with a committed change (decision 053).
        if (change) await announceIncident(tx, clock.now(), change, announced(incident))
        return incident
      })
      return answer(201, outcome)
    }),

    changeIncident: admin(routes.changeIncident, async ({ params, body }, caller) => {
      const outcome = await audited(
        caller,
        'incident.change',
        params.id,
        body,
        async (tx, fields) => {
          const changed = await tx.status.updateIncident(params.id, fields)
          if (!changed) return null
          const change = changeOf(changed.before, changed.after)
          if (change) await announceIncident(tx, clock.now(), change, announced(changed.after))
          return changed.after
        },
      )
      return answer(200, outcome)
    }),
  })
}
