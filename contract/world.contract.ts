import { z } from 'zod'
import { c } from './c'
import { CharacterSheetSchema, ErrorSchema, GuildSheetSchema, GuildSummarySchema } from './schemas'

/** Each is public (Cache-Control public, an ETag, 304), read from the game once a minute. */
const CACHED = 'Public, cached as the ranking'

/**
 * The public character and guild pages' reads (docs/decisions/055-character-and-guild-pages.md):
 * names as the game spells them, found whatever their case; staff, blocked and deleted characters
 * are not found (404).
 */
export const worldContract = c.router({
  character: {
    method: 'GET',
    path: '/world/characters/:name',
    responses: { 200: CharacterSheetSchema, 404: ErrorSchema, 503: ErrorSchema },
    summary: `A public character; 404 unknown or not public, 503 game unreadable. ${CACHED}`,
  },
  guilds: {
    method: 'GET',
    path: '/world/guilds',
    responses: { 200: z.array(GuildSummarySchema), 503: ErrorSchema },
    summary: `The guilds by level, then members. ${CACHED}`,
  },
  guild: {
    method: 'GET',
    path: '/world/guilds/:name',
    responses: { 200: GuildSheetSchema, 404: ErrorSchema, 503: ErrorSchema },
    summary: `A guild and its public members; 404 unknown. ${CACHED}`,
  },
})
