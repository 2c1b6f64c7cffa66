import { IncidentSchema, PlayerCountSchema } from '@contract/schemas'
import { z } from 'zod'

/** The embedded game's online flag (CHARACTER_TBL.MultiServer): the channel, absent when offline. */
export const GameOnlineRecordSchema = z.object({
  characterId: z.number().int().positive(),
  channel: z.number().int().positive(),
})

/** The embedded game's count log (LOG_USER_CNT_TBL): all channels together, per row. */
export const GameUserCountRecordSchema = PlayerCountSchema

/** Incidents and planned maintenance posted by operators. */
export const IncidentRecordSchema = IncidentSchema

/** The portal's own samples of the players online (when the game keeps no count log). */
export const StatusSampleRecordSchema = PlayerCountSchema
