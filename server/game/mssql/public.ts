import sql from 'mssql'
import type { MssqlRequest } from './driver'
import { LIVE, PLAYER, TODAY, type MssqlGameContext } from './context'

/**
 * The characters anyone may see (docs/decisions/055-character-and-guild-pages.md): in play
 * (isblock 'F'), their own authority a player's, and their account's too: the game takes a
 * character's authority from ACCOUNT_TBL_DETAIL.m_chLoginAuthority, and only when that is 'F' from
 * the character's m_chAuthority, which its save writes back as 'F'. A blocked account (BlockTime
 * today or later) is left out too. `c` is CHARACTER_TBL, `d` the account's detail row.
 */
export function publicCharacters(context: MssqlGameContext): string {
  return `${context.CHARACTER} AS c ${accountOf(context)} WHERE ${PUBLIC}`
}

/** The join of `c`'s account detail row `d`, for a FROM that starts elsewhere. */
export const accountOf = ({ DETAIL }: MssqlGameContext) =>
  `INNER JOIN ${DETAIL} AS d ON d.account = c.account`

/** The conditions on `c` and `d` (bound by bindPublic). */
export const PUBLIC =
  'c.serverindex = @serverindex AND c.isblock = @live AND c.m_chAuthority = @player ' +
  `AND d.m_chLoginAuthority = @player AND (d.BlockTime IS NULL OR d.BlockTime < ${TODAY})`

/** Binds what publicCharacters names. */
export function bindPublic(request: MssqlRequest, { settings }: MssqlGameContext): MssqlRequest {
  return request
    .input('serverindex', sql.Char(2), settings.serverIndex)
    .input('live', sql.Char(1), LIVE)
    .input('player', sql.Char(1), PLAYER)
}

/** The ranking's order, shared by the ranking and a character's place in it. */
export const RANKING_ORDER = 'ORDER BY c.m_nLevel DESC, ISNULL(c.TotalPlayTime, 0) DESC, c.m_szName'
