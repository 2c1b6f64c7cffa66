import { z } from 'zod'

/** A guild member's rank in the game: 0 master, 1 kingpin, 2 captain, 3 supporter, 4 rookie. */
export const GuildRankSchema = z.number().int().min(0).max(4)

/** A public character's page (/personnage/:name): staff and deleted characters have none. */
export const CharacterSheetSchema = z.object({
  name: z.string().min(1),
  /** Numeric job code, see contract/catalog/jobs. */
  job: z.number().int().nonnegative(),
  level: z.number().int().nonnegative(),
  /** Playing time in seconds. */
  playingTime: z.number().int().nonnegative(),
  /** Its place among the public characters (level, then playing time, then name). */
  place: z.number().int().positive(),
  /** In the game now; null when the game does not say (never read as offline). */
  online: z.boolean().nullable(),
  guild: z.object({ name: z.string().min(1), rank: GuildRankSchema }).nullable(),
})
export type CharacterSheet = z.infer<typeof CharacterSheetSchema>

/** A line of the guild ranking (/guildes): by level, then public members. */
export const GuildSummarySchema = z.object({
  name: z.string().min(1),
  level: z.number().int().nonnegative(),
  /** The member of rank 0; null when that character is not public (staff, deleted). */
  master: z.string().nullable(),
  /** Its public members (staff and deleted characters left out). */
  members: z.number().int().nonnegative(),
  /** Their average level, one decimal; null without a public member. */
  averageLevel: z.number().nonnegative().nullable(),
})
export type GuildSummary = z.infer<typeof GuildSummarySchema>

export const GuildMemberSchema = z.object({
  name: z.string().min(1),
  job: z.number().int().nonnegative(),
  rank: GuildRankSchema,
  level: z.number().int().nonnegative(),
})
export type GuildMember = z.infer<typeof GuildMemberSchema>

/** A guild's page (/guildes/:name): its public members by rank, then level. */
export const GuildSheetSchema = GuildSummarySchema.extend({
  memberList: z.array(GuildMemberSchema),
})
export type GuildSheet = z.infer<typeof GuildSheetSchema>
