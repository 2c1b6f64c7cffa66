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
})
export type DataExport = z.infer<typeof DataExportSchema>

/** « Supprimer mon compte » done (also when there was nothing left to erase). */
export const AccountErasedSchema = z.object({ erased: z.literal(true) })
