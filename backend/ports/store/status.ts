import type { Incident } from '@contract/schemas'
import type { PlayerCount } from '../game-status'

/** An incident as posted, without its id (the store gives it). */
export type IncidentFields = Omit<Incident, 'id'>

export interface StatusReads {
  /** Every incident and maintenance, newest start first. */
  listIncidents(): Promise<Incident[]>
  /** The samples the worker took from `since` (ISO), oldest first. */
  samplesSince(since: string): Promise<PlayerCount[]>
  /** The highest sample ever taken, or null. */
  sampleRecord(): Promise<PlayerCount | null>
}

/**
 * The server's status as the portal keeps it: incidents posted by operators, and the players
 * online sampled once a minute when the game keeps no count log (docs/decisions/054).
 */
export interface StatusStore extends StatusReads {
  insertIncident(fields: IncidentFields): Promise<Incident>
  /** Changes an incident: its row before and after, or null when there is no such id. */
  updateIncident(
    id: number,
    fields: IncidentFields,
  ): Promise<{ before: Incident; after: Incident } | null>
  /** One sample per minute: a second one for the same minute (another instance) is ignored. */
  addSample(sample: PlayerCount): Promise<void>
  /** Forgets samples older than `before` (ISO); the record is kept. */
  pruneSamples(before: string): Promise<void>
}
