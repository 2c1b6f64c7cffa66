import { z } from 'zod'
import { AdminReasonSchema } from './admin'

/**
 * The server's status (docs/decisions/054-server-status.md). 'unknown' when the portal cannot tell
 * (the game's database unreachable and no port given, or the checks disagree): never « offline ».
 */
export const ServerStateSchema = z.enum(['up', 'down', 'unknown'])
export type ServerState = z.infer<typeof ServerStateSchema>

export const IncidentKindSchema = z.enum(['incident', 'maintenance'])
/** planned: announced ahead; open: under way (shown above every page); closed: over. */
export const IncidentStateSchema = z.enum(['planned', 'open', 'closed'])

export const IncidentSchema = z.object({
  id: z.number().int().positive(),
  kind: IncidentKindSchema,
  title: z.string().min(1).max(120),
  text: z.string().max(2000),
  state: IncidentStateSchema,
  start: z.string().datetime(),
  /** Planned or actual end; null while not known. */
  end: z.string().datetime().nullable(),
})
export type Incident = z.infer<typeof IncidentSchema>

export const PlayerCountSchema = z.object({
  at: z.string().datetime(),
  players: z.number().int().nonnegative(),
})
export type PlayerCountPoint = z.infer<typeof PlayerCountSchema>

export const ServerCheckSchema = z.object({
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  open: z.boolean(),
})

/** GET /status: everything /statut shows. Each figure is null when it could not be read. */
export const ServerStatusSchema = z.object({
  state: ServerStateSchema,
  checkedAt: z.string().datetime(),
  /** Whether the game's database answered the last read. */
  database: z.enum(['reachable', 'unreachable']),
  /** Age in seconds of the game's newest count-log row; null when there is no count log. */
  countLogAgeSeconds: z.number().int().nonnegative().nullable(),
  /** The game's servers the operator named; an empty list: ports not checked. */
  servers: z.array(ServerCheckSchema),
  online: z.number().int().nonnegative().nullable(),
  peakToday: PlayerCountSchema.nullable(),
  record: PlayerCountSchema.nullable(),
  /** The last 24 hours, oldest first, one point per period; null when unreadable. */
  history: z.array(PlayerCountSchema).nullable(),
  /** Where the history comes from: the game's own count log or the portal's samples. */
  historySource: z.enum(['game', 'samples']).nullable(),
  incidents: z.array(IncidentSchema),
})
export type ServerStatus = z.infer<typeof ServerStatusSchema>

/** GET /status/summary: the landing line and the banner of open incidents (small, cached). */
export const StatusSummarySchema = z.object({
  state: ServerStateSchema,
  online: z.number().int().nonnegative().nullable(),
  open: z.array(IncidentSchema.pick({ id: true, kind: true, title: true })),
})
export type StatusSummary = z.infer<typeof StatusSummarySchema>

const IncidentFieldsSchema = z.object({
  kind: IncidentKindSchema,
  title: z.string().trim().min(1, 'Donnez un titre.').max(120, 'Le titre tient en 120 caractères.'),
  text: z.string().trim().max(2000, 'Le texte tient en 2000 caractères.'),
  state: IncidentStateSchema,
  start: z.string().datetime({ offset: true, message: 'Date de début invalide.' }),
  end: z.string().datetime({ offset: true, message: 'Date de fin invalide.' }).nullable(),
})
export const IncidentInputSchema = IncidentFieldsSchema.extend({ reason: AdminReasonSchema })
export type IncidentInput = z.infer<typeof IncidentInputSchema>
