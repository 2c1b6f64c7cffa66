import { and, asc, desc, eq, gt, gte, ne, sql } from 'drizzle-orm'
import type { GameStatusReads } from '@backend/ports'
import type { Db } from '../db/client'
import { gameCharacterTbl, gameUserCntTbl } from '../db/schema'

const countOf = (row: { at: Date; players: number }) => ({
  at: row.at.toISOString(),
  players: row.players,
})

/**
 * The standalone game's online flag (game_character_tbl.multi_server) and count log
 * (server/db/game-status-tables.ts). `guarded`
 * turns a connection failure into GameUnavailableError, as for the other reads.
 */
export function postgresGameStatus(
  db: Db,
  guarded: <T>(work: () => Promise<T>) => Promise<T>,
): GameStatusReads {
  return {
    playersOnline: () =>
      guarded(async () => {
        const [row] = await db
          .select({ online: sql<number>`count(*)::int` })
          .from(gameCharacterTbl)
          .where(and(gt(gameCharacterTbl.multiServer, 0), ne(gameCharacterTbl.isblock, 'D')))
        return row?.online ?? 0
      }),

    countLog: (since) =>
      guarded(async () => {
        const columns = { at: gameUserCntTbl.sDate, players: gameUserCntTbl.number }
        const [rows, [newest], [record]] = await Promise.all([
          db
            .select(columns)
            .from(gameUserCntTbl)
            .where(gte(gameUserCntTbl.sDate, since))
            .orderBy(asc(gameUserCntTbl.sDate)),
          db.select(columns).from(gameUserCntTbl).orderBy(desc(gameUserCntTbl.sDate)).limit(1),
          db
            .select(columns)
            .from(gameUserCntTbl)
            .orderBy(desc(gameUserCntTbl.number), asc(gameUserCntTbl.sDate))
            .limit(1),
        ])
        return {
          rows: rows.map(countOf),
          newest: newest ? newest.at.toISOString() : null,
          record: record ? countOf(record) : null,
        }
      }),

    hasCountLog: async () => true,
  }
}

/** A character enters the world on a channel, or leaves it (0): the demo and the tests. */
export async function setStandaloneOnline(db: Db, idPlayer: number, channel: number) {
  await db
    .update(gameCharacterTbl)
    .set({ multiServer: channel })
    .where(eq(gameCharacterTbl.idPlayer, idPlayer))
}
