import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'

/**
 * The standalone game's count log (server/game/postgres-game.ts), as Flyff keeps it in
 * LOG_USER_CNT_TBL; its online flag is game_character_tbl.multi_server (game-tables.ts).
 */
export const gameUserCntTbl = pgTable(
  'game_user_cnt_tbl',
  {
    sDate: timestamp('s_date', { withTimezone: true }).notNull(),
    number: integer('number').notNull(),
  },
  (t) => [index('game_user_cnt_date').on(t.sDate)],
)
