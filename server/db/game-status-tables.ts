import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'

/**
 * The standalone game's online flag and count log (server/game/postgres-game.ts), as Flyff keeps
 * them: tblMultiServerInfo (the channel a character is on, 0 offline) and LOG_USER_CNT_TBL.
 */
export const gameMultiServerTbl = pgTable('game_multi_server_tbl', {
  idPlayer: integer('m_id_player').primaryKey(),
  multiServer: integer('multi_server').notNull().default(0),
})

export const gameUserCntTbl = pgTable(
  'game_user_cnt_tbl',
  {
    sDate: timestamp('s_date', { withTimezone: true }).notNull(),
    number: integer('number').notNull(),
  },
  (t) => [index('game_user_cnt_date').on(t.sDate)],
)
