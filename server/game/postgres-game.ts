import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { DEFAULT_ROW_SETTINGS, gameRows, type GameRowSettings } from '@backend/domain/game-rows'
import {
  GameUnavailableError,
  type GameCharacter,
  type GamePort,
  type GameReceipt,
} from '@backend/ports'
import type { Db } from '../db/client'
import { postgresGameBans } from './postgres-game-bans'
import {
  gameAccountTbl,
  gameCharacterTbl,
  gameItemSendTbl,
  gamePortalDeliveryRowTbl,
  gamePortalDeliveryTbl,
} from '../db/schema'
import { ownAccount, postgresWorld, publicCharacter } from './postgres-world'
import { postgresGameStatus } from './postgres-game-status'
import { prepared } from '../db/store/prepared'

export interface PostgresGameSettings {
  /** The game client's md5 salt (Flyff's stock 'kikugalanet'). */
  passwordSalt: string
  /** The game's item that carries AirPoints: a points delivery is that item, the amount its count. */
  airpointsItemId: number
  /** Stack sizes and charged flags of the delivery rows (backend/domain/game-rows.ts). */
  rows: GameRowSettings
}

/** Flyff's stock values; the AirPoints item stacks by 9 999, as a consumable does here. */
export const STANDALONE_GAME: PostgresGameSettings = {
  passwordSalt: 'kikugalanet',
  airpointsItemId: 90000,
  rows: { ...DEFAULT_ROW_SETTINGS, stackSizes: { 90000: 9999 } },
}

const key = (name: string) => name.trim().toLowerCase()
/** Names compare whatever their case: an account the game already had may have capitals. */
const accountIs = (name: string) => eq(sql`lower(${gameAccountTbl.account})`, key(name))
const characterAccountIs = (name: string) => eq(sql`lower(${gameCharacterTbl.account})`, key(name))

/**
 * A failure of the connection, not of a statement: SQLSTATE classes 08 (connection), 53
 * (resources), 57P (shutdown), 40001/40P01 (serialization, deadlock), a socket error (ECONN...),
 * or the driver's own connection messages. Answers GameUnavailableError: try again later.
 */
function unavailable(error: unknown): never {
  const code = (error as { code?: unknown }).code
  const message = error instanceof Error ? error.message : ''
  const transient =
    typeof code === 'string'
      ? /^(08|53|57P|40001|40P01|E[A-Z]+)/.test(code)
      : /connect|terminated|timeout|closed/i.test(message)
  if (transient) {
    throw new GameUnavailableError('standalone game database unavailable', { cause: error })
  }
  throw error
}

const isUniqueViolation = (error: unknown) => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * The standalone game: Flyff's tables as PostgreSQL tables (server/db/schema.ts, game_*_tbl),
 * for development, the demo and tests when no SQL Server is given. It behaves as the SQL Server
 * adapter does: the password in the game's md5(salt + password) format, names lowercase, live
 * characters only, the ranking without deleted characters nor those of staff or blocked accounts, and a delivery written with
 * its marker in one transaction of the game's database (never in the portal's transactions).
 */
export function postgresGame(db: Db, settings: PostgresGameSettings = STANDALONE_GAME): GamePort {
  const hash = (password: string) => sql`md5(${settings.passwordSalt} || ${password})`
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      return unavailable(error)
    }
  }

  return {
    ...postgresGameBans(db, guarded),
    ...postgresGameStatus(db, guarded),

    createAccount: (name, password) =>
      guarded(async () => {
        try {
          const created = await db
            .insert(gameAccountTbl)
            .values({ account: key(name), password: hash(password) })
            .onConflictDoNothing()
            .returning({ name: gameAccountTbl.account })
          const [row] = created
          return row ? { ok: true, name: row.name } : { ok: false, reason: 'name-taken' }
        } catch (error) {
          if (isUniqueViolation(error)) return { ok: false, reason: 'name-taken' }
          throw error
        }
      }),

    checkPassword: (name, password) =>
      guarded(async () => {
        const [row] = await db
          .select({ name: gameAccountTbl.account })
          .from(gameAccountTbl)
          .where(and(accountIs(name), sql`lower(${gameAccountTbl.password}) = ${hash(password)}`))
        return row?.name ?? null
      }),

    changePassword: (name, password) =>
      guarded(async () => {
        const updated = await db
          .update(gameAccountTbl)
          .set({ password: hash(password) })
          .where(accountIs(name))
          .returning({ name: gameAccountTbl.account })
        return updated.length === 1
      }),

    characters: (accounts) =>
      guarded(async () => {
        const names = accounts.map(key)
        const found = new Map<string, GameCharacter[]>(names.map((name) => [name, []]))
        if (names.length === 0) return found
        const listed = prepared(db, 'game_characters', (conn, name) =>
          conn
            .select({
              account: sql<string>`lower(${gameCharacterTbl.account})`,
              characterId: gameCharacterTbl.idPlayer,
              name: gameCharacterTbl.name,
              slot: gameCharacterTbl.playerslot,
            })
            .from(gameCharacterTbl)
            .where(
              and(
                sql`lower(${gameCharacterTbl.account}) = any(${sql.placeholder('names')}::text[])`,
                eq(gameCharacterTbl.isblock, 'F'),
              ),
            )
            .orderBy(asc(gameCharacterTbl.playerslot), asc(gameCharacterTbl.idPlayer))
            .prepare(name),
        )
        const rows = await listed.execute({ names })
        for (const { account, ...character } of rows) found.get(account)?.push(character)
        return found
      }),

    ranking: (limit) =>
      guarded(() =>
        db
          .select({
            name: gameCharacterTbl.name,
            job: gameCharacterTbl.job,
            level: gameCharacterTbl.level,
            playingTime: gameCharacterTbl.totalPlayTime,
          })
          .from(gameCharacterTbl)
          .innerJoin(gameAccountTbl, ownAccount)
          .where(publicCharacter)
          .orderBy(
            desc(gameCharacterTbl.level),
            desc(gameCharacterTbl.totalPlayTime),
            asc(gameCharacterTbl.name),
          )
          .limit(limit),
      ),

    send: (delivery) =>
      guarded(async () => {
        try {
          return await db.transaction(async (tx) => {
            const [marked] = await tx
              .select({ no: gamePortalDeliveryTbl.no })
              .from(gamePortalDeliveryTbl)
              .where(eq(gamePortalDeliveryTbl.deliveryId, delivery.deliveryId))
            if (marked) return { status: 'sent' as const }
            const [character] = await tx
              .select({ id: gameCharacterTbl.idPlayer })
              .from(gameCharacterTbl)
              .where(
                and(
                  eq(gameCharacterTbl.idPlayer, delivery.characterId),
                  characterAccountIs(delivery.account),
                  ne(gameCharacterTbl.isblock, 'D'),
                ),
              )
            if (!character)
              return { status: 'refused' as const, failure: 'character-gone' as const }
            const rows =
              delivery.kind === 'points'
                ? gameRows(settings.rows, 'points', settings.airpointsItemId, delivery.amount)
                : gameRows(settings.rows, 'item', delivery.itemId, delivery.count)
            const written = await tx
              .insert(gameItemSendTbl)
              .values(
                rows.map((row) => ({
                  idPlayer: delivery.characterId,
                  itemName: String(row.itemId),
                  itemCount: row.count,
                  charged: row.mbCharged,
                })),
              )
              .returning({ no: gameItemSendTbl.no })
            const [first] = written
            if (!first) throw new Error('the game wrote no delivery row')
            await tx.insert(gamePortalDeliveryRowTbl).values(
              written.map(({ no }) => ({
                no,
                deliveryId: delivery.deliveryId,
                idPlayer: delivery.characterId,
              })),
            )
            // A concurrent send of the same id fails here on the primary key and rolls back.
            await tx
              .insert(gamePortalDeliveryTbl)
              .values({ deliveryId: delivery.deliveryId, no: first.no })
            return { status: 'sent' as const }
          })
        } catch (error) {
          // Sent only when the marker a concurrent send committed is there (not another key).
          if (isUniqueViolation(error)) {
            const [marked] = await db
              .select({ no: gamePortalDeliveryTbl.no })
              .from(gamePortalDeliveryTbl)
              .where(eq(gamePortalDeliveryTbl.deliveryId, delivery.deliveryId))
            if (marked) return { status: 'sent' as const }
          }
          throw error
        }
      }),

    receipts: (deliveryIds) =>
      guarded(async () => {
        const receipts = new Map<string, GameReceipt>()
        if (deliveryIds.length === 0) return receipts
        // Each row of a delivery, matched on its number and its player; a row gone reads null.
        const rows = await db
          .select({
            deliveryId: gamePortalDeliveryTbl.deliveryId,
            created: gamePortalDeliveryTbl.created,
            found: gameItemSendTbl.no,
            flag: gameItemSendTbl.itemFlag,
            provided: gameItemSendTbl.provideDt,
          })
          .from(gamePortalDeliveryTbl)
          .leftJoin(
            gamePortalDeliveryRowTbl,
            eq(gamePortalDeliveryRowTbl.deliveryId, gamePortalDeliveryTbl.deliveryId),
          )
          .leftJoin(
            gameItemSendTbl,
            and(
              eq(gameItemSendTbl.no, gamePortalDeliveryRowTbl.no),
              eq(gameItemSendTbl.idPlayer, gamePortalDeliveryRowTbl.idPlayer),
            ),
          )
          .where(inArray(gamePortalDeliveryTbl.deliveryId, [...deliveryIds]))
        const byDelivery = new Map<string, typeof rows>()
        for (const row of rows) {
          byDelivery.set(row.deliveryId, [...(byDelivery.get(row.deliveryId) ?? []), row])
        }
        for (const [deliveryId, its] of byDelivery) {
          const since = (its[0]?.created ?? new Date()).toISOString()
          if (its.some((row) => row.found === null)) {
            receipts.set(deliveryId, { state: 'rows-gone', since })
          } else if (its.every((row) => row.flag === 1 && row.provided)) {
            const at = its
              .map((row) => (row.provided as Date).toISOString())
              .reduce((a, b) => (a > b ? a : b))
            receipts.set(deliveryId, { state: 'received', at })
          } else {
            receipts.set(deliveryId, { state: 'sent', since })
          }
        }
        return receipts
      }),

    ...postgresWorld(db, guarded),
  }
}

/** A character as the standalone game's row (the game's own creation, for the demo and tests). */
export function characterRow(c: {
  account: string
  name: string
  slot: number
  job: number
  level: number
  playingTime: number
  deleted?: boolean
  staff?: boolean
}): typeof gameCharacterTbl.$inferInsert {
  return {
    account: c.account,
    name: c.name,
    playerslot: c.slot,
    job: c.job,
    level: c.level,
    totalPlayTime: c.playingTime,
    isblock: c.deleted ? 'D' : 'F',
    authority: c.staff ? 'Z' : 'F',
  }
}

/**
 * The character enters the world: the standalone game hands over its waiting rows as Flyff does
 * at login (ItemFlag = 1, ProvideDt). For the demo (npm run game) and the tests.
 */
export async function enterWorld(db: Db, characterId: number, limit?: number): Promise<number> {
  const waiting = db
    .select({ no: gameItemSendTbl.no })
    .from(gameItemSendTbl)
    .where(and(eq(gameItemSendTbl.idPlayer, characterId), eq(gameItemSendTbl.itemFlag, 0)))
    .orderBy(gameItemSendTbl.no)
  const handed = await db
    .update(gameItemSendTbl)
    .set({ itemFlag: 1, provideDt: new Date() })
    .where(inArray(gameItemSendTbl.no, limit === undefined ? waiting : waiting.limit(limit)))
    .returning({ no: gameItemSendTbl.no })
  return handed.length
}

/** The character is deleted in the standalone game (isblock 'D', as the game's own deletion). */
export async function deleteCharacter(db: Db, characterId: number): Promise<void> {
  await db
    .update(gameCharacterTbl)
    .set({ isblock: 'D' })
    .where(eq(gameCharacterTbl.idPlayer, characterId))
}
