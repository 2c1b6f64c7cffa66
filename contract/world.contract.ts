import { z } from 'zod'
import { c } from './c'
import { CharacterSheetSchema, ErrorSchema, GuildSheetSchema, GuildSummarySchema } from './schemas'

const CACHED =
  'Cacheable by everyone until the next read of the game: Cache-Control public with the seconds left as max-age, an ETag, 304 to an If-None-Match naming it'
const NAME = z.object({ name: z.string() })

/**
 * The public character and guild pages' reads (docs/decisions/055-character-and-guild-pages.md):
 * names as the game spells them, found whatever their case; staff, blocked and deleted characters
 * are not found (404).
 */
export const worldContract = c.router({
  character: {
    method: 'GET',
    path: '/world/characters/:name',
    pathParams: NAME,
    responses: { 200: CharacterSheetSchema, 404: ErrorSchema, 503: ErrorSchema },
    summary: `A public character: class, level, playing time, place in the ranking, guild, online or not (null: unknown). 404 for a name the game has not in public; 503 while the game cannot be read. ${CACHED}`,
  },
  guilds: {
    method: 'GET',
    path: '/world/guilds',
    responses: { 200: z.array(GuildSummarySchema), 503: ErrorSchema },
    summary: `The guilds by level, then public members: master (the member of rank 0), members, average level. 503 while the game cannot be read. ${CACHED}`,
  },
  guild: {
    method: 'GET',
    path: '/world/guilds/:name',
    pathParams: NAME,
    responses: { 200: GuildSheetSchema, 404: ErrorSchema, 503: ErrorSchema },
    summary: `A guild and its public members (name, class, rank, level). 404 for a name the game has not; 503 while the game cannot be read. ${CACHED}`,
  },
})
