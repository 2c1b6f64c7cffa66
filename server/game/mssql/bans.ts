import sql from 'mssql'
import type { GameBansPort } from '@backend/ports'
import { blockDay, dayOfBlock } from '@backend/domain/block-days'
import { ACCOUNT_LENGTH, BATCH, TODAY, YESTERDAY, type MssqlGameContext } from './context'

/**
 * Bans in the game's own column: ACCOUNT_TBL_DETAIL.BlockTime (`yyyymmdd`, char(8)); LOGIN_STR
 * refuses a login while it is today or later, by the server's clock (docs/decisions/057). An
 * unblock writes yesterday, as usp_CreateNewAccount does for a new account.
 */
export function banCalls({ pool, DETAIL, reach }: MssqlGameContext): GameBansPort {
  const names = (accounts: readonly string[]) =>
    [...new Set(accounts.map((name) => name.toLowerCase()))].filter(
      (name) => name.length <= ACCOUNT_LENGTH,
    )

  /** Runs `work` on each batch of names, with the names bound as @a0, @a1... */
  async function inBatches(
    accounts: readonly string[],
    work: (request: ReturnType<typeof pool.request>, list: string) => Promise<void>,
  ) {
    const all = names(accounts)
    if (all.length === 0) return
    await reach(async () => {
      for (let start = 0; start < all.length; start += BATCH) {
        const batch = all.slice(start, start + BATCH)
        const request = pool.request()
        batch.forEach((name, i) => request.input(`a${i}`, sql.VarChar(ACCOUNT_LENGTH), name))
        await work(request, batch.map((_, i) => `@a${i}`).join(', '))
      }
    })
  }

  return {
    blockAccounts: (accounts, lastDay) =>
      inBatches(accounts, async (request, list) => {
        await request
          .input('blockTime', sql.Char(8), blockDay(lastDay))
          .query(`UPDATE ${DETAIL} SET BlockTime = @blockTime WHERE lower(account) IN (${list})`)
      }),

    unblockAccounts: (accounts) =>
      inBatches(accounts, async (request, list) => {
        await request.query(
          `UPDATE ${DETAIL} SET BlockTime = ${YESTERDAY} WHERE lower(account) IN (${list})`,
        )
      }),

    async blockedAccounts(accounts) {
      const blocked = new Map<string, string | null>()
      await inBatches(accounts, async (request, list) => {
        const { recordset = [] } = await request.query(
          `SELECT account, BlockTime FROM ${DETAIL} ` +
            `WHERE lower(account) IN (${list}) AND BlockTime >= ${TODAY}`,
        )
        for (const row of recordset) {
          blocked.set(String(row.account).toLowerCase(), dayOfBlock(String(row.BlockTime)))
        }
      })
      return blocked
    },
  }
}
