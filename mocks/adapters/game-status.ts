import { GameUnavailableError, type GameStatusReads, type PlayerCount } from '@backend/ports'
import { db } from '../db/collections'
import { mutate } from '../db/mutate'
import { faultInjection } from '../faults'
import { mockGameServers } from '../game-servers'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

function reachable(): void {
  if (faultInjection.gameUnreachable()) {
    throw new GameUnavailableError('Serveur de jeu injoignable (dev panel)')
  }
}

/**
 * The embedded game's count-log writer (its AccountServer): while on and the game's servers are
 * not « down » (mocks/game-servers.ts), a read first adds the rows of the minutes since the newest
 * one, with the players online now. Off in the game port's suite, which writes its own rows.
 */
export const embeddedCountLogWriter = { on: true }

const onlineNow = () =>
  db.gameCharacters.all().filter((c) => !c.deleted && (c.multiServer ?? 0) > 0).length

async function writeCountLog(now: number): Promise<void> {
  if (!embeddedCountLogWriter.on || mockGameServers.state() === 'down') return
  const newest = Math.max(0, ...db.gameUserCount.all().map((row) => Date.parse(row.at)))
  if (now - newest < MINUTE_MS) return
  await mutate(async () => {
    const players = onlineNow()
    const from = Math.max(newest + MINUTE_MS, now - DAY_MS)
    for (let at = from; at <= now; at += MINUTE_MS) {
      await db.gameUserCount.create({ at: new Date(at).toISOString(), players })
    }
  })
}

/** The embedded game's online flag and count log (GameStatusReads), on the mock's collections. */
export const embeddedGameStatus: GameStatusReads = {
  async playersOnline() {
    reachable()
    return onlineNow()
  },

  async countLog(since) {
    reachable()
    await writeCountLog(Date.now())
    const rows = db.gameUserCount.all().sort((a, b) => a.at.localeCompare(b.at))
    const record = rows.reduce<PlayerCount | null>(
      (best, row) => (!best || row.players > best.players ? row : best),
      null,
    )
    return {
      rows: rows
        .filter((row) => Date.parse(row.at) >= since.getTime())
        .map(({ at, players }) => ({ at, players })),
      newest: rows.at(-1)?.at ?? null,
      record: record && { at: record.at, players: record.players },
    }
  },

  async hasCountLog() {
    reachable()
    return true
  },
}

/** A character enters the world on a channel, or leaves it (0): for the dev panel and tests. */
export function setOnline(characterId: number, channel: number): Promise<void> {
  return mutate(async () => {
    await db.gameCharacters.updateMany((q) => q.where({ characterId }), {
      data(record) {
        record.multiServer = channel
      },
    })
  })
}
