import { and, asc, desc, eq, gte, lt, ne } from 'drizzle-orm'
import type { IncidentFields, PlayerCount, StatusStore } from '@backend/ports'
import type { Incident } from '@contract/schemas'
import { incidents, statusSamples } from '../schema'
import type { Conn } from './sql'

type IncidentRow = typeof incidents.$inferSelect

const incidentOf = (row: IncidentRow): Incident => ({
  id: row.id,
  kind: row.kind as Incident['kind'],
  title: row.title,
  text: row.text,
  state: row.state as Incident['state'],
  start: row.start.toISOString(),
  end: row.end?.toISOString() ?? null,
})
const valuesOf = (fields: IncidentFields) => ({
  ...fields,
  start: new Date(fields.start),
  end: fields.end === null ? null : new Date(fields.end),
})
const countOf = (row: { at: Date; players: number }): PlayerCount => ({
  at: row.at.toISOString(),
  players: row.players,
})

/** Incidents and the portal's samples on PostgreSQL. */
export class SqlStatus implements StatusStore {
  constructor(private readonly db: Conn) {}

  async listIncidents() {
    const rows = await this.db
      .select()
      .from(incidents)
      .orderBy(desc(incidents.start), desc(incidents.id))
    return rows.map(incidentOf)
  }

  async samplesSince(since: string) {
    const rows = await this.db
      .select()
      .from(statusSamples)
      .where(gte(statusSamples.at, new Date(since)))
      .orderBy(asc(statusSamples.at))
    return rows.map(countOf)
  }

  async sampleRecord() {
    const [row] = await this.db
      .select()
      .from(statusSamples)
      .orderBy(desc(statusSamples.players), asc(statusSamples.at))
      .limit(1)
    return row ? countOf(row) : null
  }

  async insertIncident(fields: IncidentFields) {
    const [row] = await this.db.insert(incidents).values(valuesOf(fields)).returning()
    if (!row) throw new Error('incident not inserted')
    return incidentOf(row)
  }

  async updateIncident(id: number, fields: IncidentFields) {
    // The row before, locked until the transaction ends: two operators' changes queue.
    const [before] = await this.db
      .select()
      .from(incidents)
      .where(eq(incidents.id, id))
      .for('update')
    if (!before) return null
    const [after] = await this.db
      .update(incidents)
      .set(valuesOf(fields))
      .where(eq(incidents.id, id))
      .returning()
    return after ? { before: incidentOf(before), after: incidentOf(after) } : null
  }

  async addSample(sample: PlayerCount) {
    await this.db
      .insert(statusSamples)
      .values({ at: new Date(sample.at), players: sample.players })
      .onConflictDoNothing()
  }

  async pruneSamples(before: string) {
    const record = await this.sampleRecord()
    const old = lt(statusSamples.at, new Date(before))
    await this.db
      .delete(statusSamples)
      .where(record ? and(old, ne(statusSamples.at, new Date(record.at))) : old)
  }
}
