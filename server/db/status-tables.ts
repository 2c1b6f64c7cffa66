import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

/** Incidents and planned maintenance posted by operators (backend/routes/admin-status.ts). */
export const incidents = pgTable(
  'incidents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    state: text('state').notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }),
  },
  (t) => [
    check('incidents_kind', sql`${t.kind} in ('incident', 'maintenance')`),
    check('incidents_state', sql`${t.state} in ('planned', 'open', 'closed')`),
  ],
)

/** The players online, sampled once a minute by the worker when the game keeps no count log. */
export const statusSamples = pgTable('status_samples', {
  /** The sample's minute: one row per minute, whichever instance took it. */
  at: timestamp('at', { withTimezone: true }).primaryKey(),
  players: integer('players').notNull(),
})
