import { z } from 'zod'
import { GameAccountSchema } from './game-account'
import { HistoryEntrySchema } from './history'
import { ProfileSchema } from './profile'

/** A voting site as the player's data holds it: his votes there and when he may vote again. */
export const ExportedVoteSchema = z.object({
  providerId: z.string().min(1),
  providerName: z.string().nullable(),
  votes: z.number().int().nonnegative(),
  nextVote: z.string().datetime(),
})

/** An address the portal keeps about the player: what for, and when it last saw it. */
export const ExportedAddressSchema = z.object({
  ip: z.string().min(1),
  /** 'vote': the address a vote token was issued to (what a voting site is asked about). */
  use: z.enum(['vote']),
  at: z.string().datetime(),
})

/** An entry of the operators' audit log about the player (the operator himself left out). */
export const ExportedAuditSchema = z.object({
  at: z.string().datetime(),
  action: z.string().min(1),
  reason: z.string(),
  result: z.enum(['applied', 'refused']),
  message: z.string().nullable(),
})

/**
 * « Télécharger mes données » (GET /me/export): everything the portal keeps about the player,
 * as one JSON document. `history` holds every entry of GET /me/history, all pages, newest first.
 */
export const DataExportSchema = z.object({
  exportedAt: z.string().datetime(),
  account: z.object({
    uid: z.string().min(1),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
  }),
  profile: ProfileSchema,
  /** The game accounts linked to the player, with their characters as last read from the game. */
  gameAccounts: z.array(GameAccountSchema),
  history: z.array(HistoryEntrySchema),
  votes: z.array(ExportedVoteSchema),
  /** The addresses kept about him, newest first. */
  addresses: z.array(ExportedAddressSchema),
  /** The operators' actions and reads about him, newest first. */
  audit: z.array(ExportedAuditSchema),
})
export type DataExport = z.infer<typeof DataExportSchema>

/** « Supprimer mon compte » done (also when there was nothing left to erase). */
export const AccountErasedSchema = z.object({ erased: z.literal(true) })
