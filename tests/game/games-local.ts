/** The embedded and standalone games of the game port's suites. */
import {
  EMBEDDED_AIRPOINTS_ITEM_ID,
  EMBEDDED_ROW_SETTINGS,
  embeddedGameWith,
  enterWorld as enterEmbeddedWorld,
} from '@mocks/adapters/game'
import { db as mockDb, nextId } from '@mocks/db/collections'
import { mockBackend } from '@mocks/node'
import { openDatabase } from '@server/db/client'
import {
  gameAccountTbl,
  gameCharacterTbl,
  gameGuildMemberTbl,
  gameGuildTbl,
  gameItemSendTbl,
  gamePortalDeliveryRowTbl,
  gamePortalDeliveryTbl,
} from '@server/db/schema'
import { eq, inArray } from 'drizzle-orm'
import {
  characterRow,
  enterWorld as enterStandaloneWorld,
  postgresGame,
  STANDALONE_GAME,
} from '@server/game/postgres-game'
import { unreachableWhen } from '../helpers/game'
import { md5, type GameFixture } from './game-fixture'

/**
 * The games under test. The lead adds the embedded and PostgreSQL games; the real SQL Server runs
 * only when GAME_DB_TEST_URL is set (else it shows as skipped, with how to run it).
 */
/** The embedded game (mocks/adapters/game.ts) on the mock's collections, emptied of the demo game. */
export async function startEmbeddedGame(rows = EMBEDDED_ROW_SETTINGS): Promise<GameFixture> {
  const clearGame = () => {
    for (const name of [
      'gameAccounts',
      'gameCharacters',
      'gameItemSend',
      'gameDeliveryMarks',
      'gameGuilds',
      'gameGuildMembers',
    ] as const) {
      mockDb[name].clear()
    }
  }
  clearGame()
  mockBackend.faults.setGameUnreachable(false)
  return {
    game: embeddedGameWith(rows),
    airPointsItemId: EMBEDDED_AIRPOINTS_ITEM_ID,
    rowSettings: rows,
    async addAccount(name, password, how = {}) {
      const { blocked, ...authority } = how
      await mockDb.gameAccounts.create({
        name,
        password,
        ...authority,
        ...(blocked ? { blockTime: '99991231' } : {}),
      })
    },
    async addCharacter({ deleted = false, staff = false, channel = 0, ...character }) {
      const characterId = nextId(mockDb.gameCharacters.all().map((c) => c.characterId))
      await mockDb.gameCharacters.create({
        ...character,
        characterId,
        deleted,
        staff,
        multiServer: channel,
      })
      return characterId
    },
    async addGuild(name, level) {
      const guildId = nextId(mockDb.gameGuilds.all().map((g) => g.guildId))
      await mockDb.gameGuilds.create({ guildId, name, level })
      return guildId
    },
    async addMember(guildId, characterId, rank) {
      await mockDb.gameGuildMembers.create({ guildId, characterId, rank })
    },
    enterWorld: async (characterId, limit) =>
      void (await enterEmbeddedWorld(characterId, new Date(), limit)),
    async deliveryRows() {
      return mockDb.gameItemSend.all().map((row) => ({
        characterId: row.characterId,
        itemId: row.itemId,
        count: row.count,
        handed: row.handedAt !== null,
        charged: row.charged,
      }))
    },
    async deleteDeliveryRows(characterId) {
      mockDb.gameItemSend.deleteMany((q) => q.where({ characterId }))
    },
    async restoreBefore(characterId) {
      mockDb.gameDeliveryMarks.deleteMany((q) => q.where({ characterId }))
      mockDb.gameItemSend.deleteMany((q) => q.where({ characterId }))
    },
    setReachable: (reachable) => mockBackend.faults.setGameUnreachable(!reachable),
    async stop() {
      mockBackend.faults.setGameUnreachable(false)
      clearGame()
    },
  }
}

/** The standalone game (server/game/postgres-game.ts) on an in-memory PGlite of its own. */
export async function startStandaloneGame(rows = STANDALONE_GAME.rows): Promise<GameFixture> {
  const database = await openDatabase({ pgliteDir: 'memory' })
  const { db } = database
  let reachable = true
  return {
    game: unreachableWhen(postgresGame(db, { ...STANDALONE_GAME, rows }), () => !reachable),
    airPointsItemId: STANDALONE_GAME.airpointsItemId,
    rowSettings: rows,
    async addAccount(name, password, how = {}) {
      await db.insert(gameAccountTbl).values({
        account: name,
        password: md5(STANDALONE_GAME.passwordSalt + password),
        loginAuthority: how.loginAuthority ?? 'F',
        blockTime: how.blocked ? '99991231' : null,
      })
    },
    async addCharacter(c) {
      const [row] = await db
        .insert(gameCharacterTbl)
        .values({ ...characterRow(c), multiServer: c.channel ?? 0 })
        .returning({ id: gameCharacterTbl.idPlayer })
      if (!row) throw new Error('no character inserted')
      return row.id
    },
    async addGuild(name, level) {
      const [row] = await db
        .insert(gameGuildTbl)
        .values({ name, level })
        .returning({ id: gameGuildTbl.idGuild })
      if (!row) throw new Error('no guild inserted')
      return row.id
    },
    async addMember(guildId, characterId, rank) {
      await db
        .insert(gameGuildMemberTbl)
        .values({ idGuild: guildId, idPlayer: characterId, memberLv: rank })
    },
    enterWorld: async (characterId, limit) =>
      void (await enterStandaloneWorld(db, characterId, limit)),
    async deliveryRows() {
      const written = await db.select().from(gameItemSendTbl).orderBy(gameItemSendTbl.no)
      return written.map((row) => ({
        characterId: row.idPlayer,
        itemId: Number(row.itemName),
        count: row.itemCount,
        handed: row.itemFlag === 1,
        charged: row.charged,
      }))
    },
    async deleteDeliveryRows(characterId) {
      await db.delete(gameItemSendTbl).where(eq(gameItemSendTbl.idPlayer, characterId))
    },
    async restoreBefore(characterId) {
      const listed = await db
        .delete(gamePortalDeliveryRowTbl)
        .where(eq(gamePortalDeliveryRowTbl.idPlayer, characterId))
        .returning({ deliveryId: gamePortalDeliveryRowTbl.deliveryId })
      const ids = listed.map((row) => row.deliveryId)
      if (ids.length > 0) {
        await db.delete(gamePortalDeliveryTbl).where(inArray(gamePortalDeliveryTbl.deliveryId, ids))
      }
      await db.delete(gameItemSendTbl).where(eq(gameItemSendTbl.idPlayer, characterId))
    },
    setReachable: (next) => void (reachable = next),
    stop: () => database.close(),
  }
}
