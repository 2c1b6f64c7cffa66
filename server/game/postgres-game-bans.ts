import { and, gte, inArray, sql } from 'drizzle-orm'
import type { GameBansPort } from '@backend/ports'
import { blockDay, dayOfBlock, todayBlockDay, yesterdayBlockDay } from '@backend/domain/block-days'
import type { Db } from '../db/client'
import { gameAccountTbl } from '../db/schema'

const key = (name: string) => name.trim().toLowerCase()
const named = (accounts: readonly string[]) =>
  inArray(sql`lower(${gameAccountTbl.account})`, accounts.map(key))

/**
 * Bans in the standalone game: the account's block day, as Flyff's ACCOUNT_TBL_DETAIL.BlockTime
 * (backend/ports/game-bans.ts). `guarded` turns a lost connection into GameUnavailableError.
 */
export function postgresGameBans(
  db: Db,
  guarded: <T>(work: () => Promise<T>) => Promise<T>,
): GameBansPort {
  const setBlock = (accounts: readonly string[], day: string) =>
    guarded(async () => {
      if (accounts.length === 0) return
      await db.update(gameAccountTbl).set({ blockTime: day }).where(named(accounts))
    })

  return {
    blockAccounts: (accounts, lastDay) => setBlock(accounts, blockDay(lastDay)),
    unblockAccounts: (accounts) => setBlock(accounts, yesterdayBlockDay(new Date())),
    blockedAccounts: (accounts) =>
      guarded(async () => {
        const blocked = new Map<string, string | null>()
        if (accounts.length === 0) return blocked
        const rows = await db
          .select({ account: gameAccountTbl.account, day: gameAccountTbl.blockTime })
          .from(gameAccountTbl)
          .where(and(named(accounts), gte(gameAccountTbl.blockTime, todayBlockDay(new Date()))))
        for (const row of rows) if (row.day) blocked.set(key(row.account), dayOfBlock(row.day))
        return blocked
      }),
  }
}
