import { seedDemoGuilds } from '@server/db/demo-seed-guilds'
import { eq } from 'drizzle-orm'
import { clearGame, seedDemoGame } from '@server/db/demo-seed'
import { seedDemoGameStatus } from '@server/db/demo-seed-status'
import { openDatabase } from '@server/db/client'
import { enterWorld, postgresGame, STANDALONE_GAME } from '@server/game/postgres-game'
import { gameItemSendTbl, gamePortalDeliveryRowTbl } from '@server/db/schema'
import { unreachableWhen } from '../helpers/game'

/**
 * The standalone game (server/game/postgres-game.ts) in its own database, as the game's SQL
 * Server is apart from the portal's: a second in-memory PGlite (or the same PostgreSQL server's
 * tables), with the demo game, that can be made unreachable.
 */
export async function standaloneGame(databaseUrl: string | undefined, reachable: () => boolean) {
  const database = await openDatabase({ url: databaseUrl, pgliteDir: 'memory' })
  const port = unreachableWhen(postgresGame(database.db), () => !reachable())
  return {
    port,
    db: database.db,
    close: () => database.close(),
    async reseed() {
      await clearGame(database.db)
      await seedDemoGame(database.db, STANDALONE_GAME)
      await seedDemoGuilds(database.db)
      await seedDemoGameStatus(database.db, new Date())
    },
    enterWorld: (characterId: number) => enterWorld(database.db, characterId),
    async rows() {
      const rows = await database.db
        .select({
          deliveryId: gamePortalDeliveryRowTbl.deliveryId,
          characterId: gameItemSendTbl.idPlayer,
          count: gameItemSendTbl.itemCount,
        })
        .from(gameItemSendTbl)
        .leftJoin(gamePortalDeliveryRowTbl, eq(gamePortalDeliveryRowTbl.no, gameItemSendTbl.no))
      return rows.map((row) => ({ ...row, deliveryId: row.deliveryId ?? '' }))
    },
  }
}
