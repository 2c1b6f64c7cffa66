import { DEFAULT_ROW_SETTINGS, gameRows, type GameRowSettings } from '@backend/domain/game-rows'
import {
  GameUnavailableError,
  type GameCharacter,
  type GameDelivery,
  type GamePort,
  type GameReceipt,
  type SendOutcome,
} from '@backend/ports'
import { db, nextId } from '../db/collections'
import { mutate } from '../db/mutate'
import { faultInjection } from '../faults'
import { embeddedWorld, publicRanking } from './game-world'
import { embeddedGameBans } from './game-bans'
import { embeddedGameStatus } from './game-status'

/**
 * The embedded game: the game's own tables (accounts, characters, delivery rows and the portal's
 * markers) as collections of the mock database, behind the same GamePort as the game's SQL
 * Server. Its writes run alone (mutate: the one lock), so a check and its write never
 * interleave. The dev panel's « Serveur de jeu injoignable » makes every call fail as an
 * unreachable game would. Items are delivered under their catalogue id; AirPoints as the
 * AirPoints item (EMBEDDED_AIRPOINTS_ITEM_ID) with the amount as its count.
 */
export const EMBEDDED_AIRPOINTS_ITEM_ID = 90000

/** The embedded game's rows: the AirPoints item stacks by 9 999, items are charged (stock). */
export const EMBEDDED_ROW_SETTINGS: GameRowSettings = {
  ...DEFAULT_ROW_SETTINGS,
  stackSizes: { [EMBEDDED_AIRPOINTS_ITEM_ID]: 9999 },
}

function reachable(): void {
  if (faultInjection.gameUnreachable()) {
    throw new GameUnavailableError('Serveur de jeu injoignable (dev panel)')
  }
}

const key = (name: string) => name.trim().toLowerCase()
/** Names compare whatever their case (an account the game already had may have capitals). */
const sameName = (name: string) => (value: string) => key(value) === key(name)
const findAccount = (name: string) =>
  db.gameAccounts.findFirst((q) => q.where({ name: sameName(name) }))

function liveCharacters(account: string): GameCharacter[] {
  return db.gameCharacters
    .findMany((q) => q.where({ account: sameName(account), deleted: false }), {
      orderBy: { slot: 'asc' },
    })
    .map(({ characterId, name, slot }) => ({ characterId, name, slot }))
}

/** The embedded game writing its delivery rows with `rows` (stack sizes, charged flags). */
export function embeddedGameWith(rows: GameRowSettings): GamePort {
  return { ...embeddedGame, send: (delivery) => send(delivery, rows) }
}

export const embeddedGame: GamePort = {
  ...embeddedGameBans(reachable),
  ...embeddedGameStatus,

  async createAccount(name, password) {
    reachable()
    return mutate(async () => {
      if (findAccount(name)) return { ok: false, reason: 'name-taken' } as const
      const created = await db.gameAccounts.create({ name: key(name), password })
      return { ok: true, name: created.name } as const
    })
  },

  async checkPassword(name, password) {
    reachable()
    const account = findAccount(name)
    return account && account.password === password ? account.name : null
  },

  async changePassword(name, password) {
    reachable()
    return mutate(async () => {
      if (!findAccount(name)) return false
      await db.gameAccounts.update((q) => q.where({ name: sameName(name) }), {
        data(record) {
          record.password = password
        },
      })
      return true
    })
  },

  async characters(accounts) {
    reachable()
    return new Map(accounts.map((name) => [key(name), liveCharacters(name)]))
  },

  async ranking(limit) {
    reachable()
    return publicRanking()
      .slice(0, limit)
      .map(({ name, job, level, playingTime }) => ({ name, job, level, playingTime }))
  },

  send: (delivery) => send(delivery, EMBEDDED_ROW_SETTINGS),

  async receipts(deliveryIds) {
    reachable()
    const wanted = new Set(deliveryIds)
    const receipts = new Map<string, GameReceipt>()
    for (const mark of db.gameDeliveryMarks.all()) {
      if (!wanted.has(mark.deliveryId)) continue
      const since = mark.createdAt
      // Each row matched on its number and its player (the marker's character).
      const rows = (mark.rows.length > 0 ? mark.rows : [mark.no]).map((no) =>
        db.gameItemSend.findFirst((q) => q.where({ no })),
      )
      const character = mark.characterId ?? rows.find((row) => row)?.characterId
      if (rows.some((row) => !row || row.characterId !== character)) {
        receipts.set(mark.deliveryId, { state: 'rows-gone', since })
      } else if (rows.every((row) => row?.handedAt)) {
        const at = rows.map((row) => row?.handedAt ?? '').reduce((a, b) => (a > b ? a : b))
        receipts.set(mark.deliveryId, { state: 'received', at })
      } else {
        receipts.set(mark.deliveryId, { state: 'sent', since })
      }
    }
    return receipts
  },

  ...embeddedWorld(reachable),
}

async function send(delivery: GameDelivery, settings: GameRowSettings): Promise<SendOutcome> {
  reachable()
  return mutate(async () => {
    if (db.gameDeliveryMarks.findFirst((q) => q.where({ deliveryId: delivery.deliveryId }))) {
      return { status: 'sent' } as const
    }
    const character = db.gameCharacters.findFirst((q) =>
      q.where({ characterId: delivery.characterId, account: sameName(delivery.account) }),
    )
    if (!character || character.deleted) {
      return { status: 'refused', failure: 'character-gone' } as const
    }
    const rows =
      delivery.kind === 'points'
        ? gameRows(settings, 'points', EMBEDDED_AIRPOINTS_ITEM_ID, delivery.amount)
        : gameRows(settings, 'item', delivery.itemId, delivery.count)
    const numbers: number[] = []
    for (const row of rows) {
      const no = nextId(db.gameItemSend.all().map((written) => written.no))
      await db.gameItemSend.create({
        no,
        characterId: delivery.characterId,
        itemId: row.itemId,
        count: row.count,
        charged: row.mbCharged,
        handedAt: null,
      })
      numbers.push(no)
    }
    await db.gameDeliveryMarks.create({
      deliveryId: delivery.deliveryId,
      no: numbers[0] ?? 0,
      rows: numbers,
      characterId: delivery.characterId,
      createdAt: new Date().toISOString(),
    })
    return { status: 'sent' } as const
  })
}

/**
 * The character enters the world: the game hands over its rows waiting for it, as the game
 * does at login (for the dev panel and the tests). Answers how many rows it handed.
 */
export function enterWorld(
  characterId: number,
  now: Date = new Date(),
  limit = Infinity,
): Promise<number> {
  return mutate(async () => {
    const waiting = db.gameItemSend
      .findMany((q) => q.where({ characterId, handedAt: null }))
      .sort((a, b) => a.no - b.no)
      .slice(0, limit)
    for (const row of waiting) {
      await db.gameItemSend.update((q) => q.where({ no: row.no }), {
        data(record) {
          record.handedAt = now.toISOString()
        },
      })
    }
    return waiting.length
  })
}

/** The character is deleted in the game (its row stays, isblock 'D'): for the dev panel and tests. */
export function deleteCharacter(characterId: number): Promise<void> {
  return mutate(async () => {
    await db.gameCharacters.update((q) => q.where({ characterId }), {
      data(record) {
        record.deleted = true
      },
    })
  })
}
