import { IncidentSchema, PlayerCountSchema } from '@contract/schemas'

/** The embedded game's count log (LOG_USER_CNT_TBL): all channels together, per row. */
export const GameUserCountRecordSchema = PlayerCountSchema

/** Incidents and planned maintenance posted by operators. */
export const IncidentRecordSchema = IncidentSchema

/** The portal's own samples of the players online (when the game keeps no count log). */
export const StatusSampleRecordSchema = PlayerCountSchema
