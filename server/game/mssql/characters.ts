import sql from 'mssql'
import type { GameCharacter, GamePort } from '@backend/ports'
import type { RankingCharacter } from '@contract/schemas'
import { ACCOUNT_LENGTH, BATCH, LIVE, type MssqlGameContext } from './context'
import { bindPublic, publicCharacters, RANKING_ORDER } from './public'

/** CHARACTER_TBL: the live characters of named accounts, and the server's ranking. */
export function characterCalls(
  context: MssqlGameContext,
): Pick<GamePort, 'characters' | 'ranking'> {
  const { pool, settings, CHARACTER, reach } = context
  return {
    async characters(accounts) {
      const names = [...new Set(accounts.map((name) => name.toLowerCase()))]
      const found = new Map<string, GameCharacter[]>(names.map((name) => [name, []]))
      const searched = names.filter((name) => name.length <= ACCOUNT_LENGTH)
      if (searched.length === 0) return found
      return reach(async () => {
        for (let start = 0; start < searched.length; start += BATCH) {
          const batch = searched.slice(start, start + BATCH)
          const request = pool
            .request()
            .input('serverindex', sql.Char(2), settings.serverIndex)
            .input('live', sql.Char(1), LIVE)
          batch.forEach((name, i) => request.input(`a${i}`, sql.VarChar(ACCOUNT_LENGTH), name))
          const { recordset = [] } = await request.query(
            `SELECT account, m_idPlayer, m_szName, playerslot FROM ${CHARACTER} ` +
              'WHERE serverindex = @serverindex AND isblock = @live ' +
              `AND lower(account) IN (${batch.map((_, i) => `@a${i}`).join(', ')}) ` +
              'ORDER BY playerslot, m_idPlayer',
          )
          for (const row of recordset) {
            found.get(String(row.account).toLowerCase())?.push({
              characterId: Number(row.m_idPlayer),
              name: String(row.m_szName),
              slot: Number(row.playerslot ?? 0),
            })
          }
        }
        return found
      })
    },

    async ranking(limit) {
      if (!Number.isInteger(limit) || limit < 1) return []
      return reach(async () => {
        // ROW_NUMBER() rather than TOP (@limit): same rows (SQL Server 2005 and later), and a
        // statement that node-sql-parser reads whole, so the tests can check it. Staff and blocked
        // accounts are left out by the account's row (mssql/public.ts).
        const { recordset = [] } = await bindPublic(pool.request(), context)
          .input('minLevel', sql.Int, 1)
          .input('limit', sql.Int, limit)
          .query(
            'SELECT m_szName, m_nJob, m_nLevel, TotalPlayTime FROM (' +
              'SELECT c.m_szName, c.m_nJob, c.m_nLevel, c.TotalPlayTime, ' +
              `ROW_NUMBER() OVER (${RANKING_ORDER}) AS place ` +
              `FROM ${publicCharacters(context)} AND c.m_nLevel >= @minLevel` +
              ') AS ranked WHERE place <= @limit ORDER BY place',
          )
        return recordset.map((row): RankingCharacter => ({
          name: String(row.m_szName),
          job: Math.max(0, Number(row.m_nJob ?? 0)),
          level: Number(row.m_nLevel),
          playingTime: Math.max(0, Number(row.TotalPlayTime ?? 0)),
        }))
      })
    },
  }
}
