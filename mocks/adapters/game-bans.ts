import type { GameBansPort } from '@backend/ports'
import { blockDay, dayOfBlock, todayBlockDay, yesterdayBlockDay } from '@backend/domain/block-days'
import { db } from '../db/collections'
import { mutate } from '../db/mutate'

const key = (name: string) => name.trim().toLowerCase()

/**
 * Bans in the embedded game: each account's BlockTime, as Flyff's ACCOUNT_TBL_DETAIL keeps it
 * (backend/ports/game-bans.ts). `reachable` throws as the rest of the embedded game does.
 */
export function embeddedGameBans(reachable: () => void): GameBansPort {
  async function setBlock(accounts: readonly string[], day: string) {
    reachable()
    const wanted = new Set(accounts.map(key))
    await mutate(async () => {
      await db.gameAccounts.updateMany((q) => q.where({ name: (name) => wanted.has(key(name)) }), {
        data(record) {
          record.blockTime = day
        },
      })
    })
  }

  return {
    blockAccounts: (accounts, lastDay) => setBlock(accounts, blockDay(lastDay)),
    unblockAccounts: (accounts) => setBlock(accounts, yesterdayBlockDay(new Date())),
    async blockedAccounts(accounts) {
      reachable()
      const today = todayBlockDay(new Date())
      const wanted = new Set(accounts.map(key))
      const blocked = new Map<string, string | null>()
      for (const account of db.gameAccounts.all()) {
        if (!wanted.has(key(account.name))) continue
        if (account.blockTime && account.blockTime >= today) {
          blocked.set(key(account.name), dayOfBlock(account.blockTime))
        }
      }
      return blocked
    },
  }
}
