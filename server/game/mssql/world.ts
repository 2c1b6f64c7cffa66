import sql from 'mssql'
import type { GameWorldPort } from '@backend/ports'
import { guildSheet, nameKey, rankGuilds, type GuildRows } from '@backend/domain/guilds'
import type { CharacterSheet, GuildMember } from '@contract/schemas'
import { PLAYER_ID_LENGTH, type MssqlGameContext } from './context'
import { accountOf, bindPublic, PUBLIC, publicCharacters, RANKING_ORDER } from './public'

/** CHARACTER_TBL.m_szName is varchar(32); GUILD_TBL.m_szGuild is at most varchar(48). */
const CHARACTER_NAME_LENGTH = 32
const GUILD_NAME_LENGTH = 48
/** GUILD_TBL.isuse and GUILD_MEMBER_TBL.isuse of a guild and a member the game loads. */
const IN_USE = 'T'

/** Where the release keeps the online flag: CHARACTER_TBL.MultiServer (S1) or tblMultiServerInfo (S2). */
type OnlineSource = 'character' | 'multi-server-info' | null

const toRank = (value: unknown) => Math.min(4, Math.max(0, Number(value ?? 4)))
const toCount = (value: unknown) => Math.max(0, Number(value ?? 0))

/**
 * The character and guild pages' reads (backend/ports/game-world.ts) on the game's own tables:
 * CHARACTER_TBL with the account's ACCOUNT_TBL_DETAIL (mssql/public.ts), GUILD_TBL and
 * GUILD_MEMBER_TBL (the master is the member of rank 0), and the online flag where the release
 * keeps it. The guild tables and the online flag's table are looked up once (a failed look-up is
 * tried again); a release without the guild tables is refused with a clear message.
 */
export function worldCalls(context: MssqlGameContext): GameWorldPort {
  const { pool, settings, reach } = context
  const table = (name: string) => `[${settings.characterDb}].[dbo].[${name}]`
  const GUILD = table('GUILD_TBL')
  const MEMBER = table('GUILD_MEMBER_TBL')
  const MULTI_SERVER = table('tblMultiServerInfo')

  let discovered: Promise<OnlineSource> | null = null
  const onlineSource = () =>
    (discovered ??= discover().catch((error: unknown) => {
      discovered = null
      throw error
    }))

  async function discover(): Promise<OnlineSource> {
    const { recordset = [] } = await pool
      .request()
      .input('schema', sql.NVarChar(128), 'dbo')
      .input('t0', sql.NVarChar(128), 'GUILD_TBL')
      .input('t1', sql.NVarChar(128), 'GUILD_MEMBER_TBL')
      .input('t2', sql.NVarChar(128), 'tblMultiServerInfo')
      .input('t3', sql.NVarChar(128), 'CHARACTER_TBL')
      .query(
        `SELECT TABLE_NAME, COLUMN_NAME FROM [${settings.characterDb}].INFORMATION_SCHEMA.COLUMNS ` +
          'WHERE TABLE_SCHEMA = @schema AND TABLE_NAME IN (@t0, @t1, @t2, @t3)',
      )
    const has = (tableName: string, column: string) =>
      recordset.some(
        (row) =>
          String(row.TABLE_NAME).toLowerCase() === tableName.toLowerCase() &&
          String(row.COLUMN_NAME).toLowerCase() === column.toLowerCase(),
      )
    for (const [tableName, columns] of [
      ['GUILD_TBL', ['m_idGuild', 'serverindex', 'm_szGuild', 'm_nLevel', 'isuse']],
      ['GUILD_MEMBER_TBL', ['m_idPlayer', 'serverindex', 'm_idGuild', 'm_nMemberLv', 'isuse']],
    ] as const) {
      const missing = columns.filter((column) => !has(tableName, column))
      if (missing.length > 0) {
        throw new Error(
          `The game database has no [${settings.characterDb}].[dbo].[${tableName}] (${missing.join(', ')}): the guild pages need it`,
        )
      }
    }
    if (has('tblMultiServerInfo', 'MultiServer')) return 'multi-server-info'
    return has('CHARACTER_TBL', 'MultiServer') ? 'character' : null
  }

  /** The guilds in use, and the public members of one guild or of all. */
  async function guildRows(only: { name: string } | null): Promise<GuildRows[]> {
    const guilds = pool
      .request()
      .input('serverindex', sql.Char(2), settings.serverIndex)
      .input('inUse', sql.Char(1), IN_USE)
    if (only) guilds.input('name', sql.VarChar(GUILD_NAME_LENGTH), nameKey(only.name))
    const { recordset: found = [] } = await guilds.query(
      `SELECT m_idGuild, m_szGuild, m_nLevel FROM ${GUILD} ` +
        'WHERE serverindex = @serverindex AND isuse = @inUse' +
        (only ? ' AND lower(m_szGuild) = @name' : '') +
        ' ORDER BY m_idGuild',
    )
    // Names are unique in the game (not in the table): the oldest guild of a name answers.
    const kept = only ? found.slice(0, 1) : found
    if (kept.length === 0) return []
    const members = bindPublic(pool.request(), context).input('inUse', sql.Char(1), IN_USE)
    if (only) members.input('guild', sql.Char(6), String(kept[0]?.m_idGuild))
    const { recordset: rows = [] } = await members.query(
      'SELECT m.m_idGuild, m.m_nMemberLv, c.m_szName, c.m_nJob, c.m_nLevel ' +
        `FROM ${MEMBER} AS m INNER JOIN ${context.CHARACTER} AS c ` +
        `ON c.m_idPlayer = m.m_idPlayer AND c.serverindex = m.serverindex ${accountOf(context)} ` +
        `WHERE ${PUBLIC} AND m.isuse = @inUse` +
        (only ? ' AND m.m_idGuild = @guild' : ''),
    )
    const byGuild = new Map<string, GuildMember[]>()
    for (const row of rows) {
      const id = String(row.m_idGuild)
      const list = byGuild.get(id) ?? []
      list.push({
        name: String(row.m_szName),
        job: toCount(row.m_nJob),
        rank: toRank(row.m_nMemberLv),
        level: toCount(row.m_nLevel),
      })
      byGuild.set(id, list)
    }
    return kept.map((row) => ({
      name: String(row.m_szGuild),
      level: toCount(row.m_nLevel),
      members: byGuild.get(String(row.m_idGuild)) ?? [],
    }))
  }

  return {
    async character(name) {
      if (nameKey(name).length === 0 || nameKey(name).length > CHARACTER_NAME_LENGTH) return null
      return reach(async () => {
        const online = await onlineSource()
        const { recordset = [] } = await bindPublic(pool.request(), context)
          .input('minLevel', sql.Int, 1)
          .input('name', sql.VarChar(CHARACTER_NAME_LENGTH), nameKey(name))
          .query(
            'SELECT m_idPlayer, m_szName, m_nJob, m_nLevel, TotalPlayTime, place FROM (' +
              'SELECT c.m_idPlayer, c.m_szName, c.m_nJob, c.m_nLevel, c.TotalPlayTime, ' +
              `ROW_NUMBER() OVER (${RANKING_ORDER}) AS place ` +
              `FROM ${publicCharacters(context)} AND c.m_nLevel >= @minLevel` +
              ') AS ranked WHERE lower(m_szName) = @name',
          )
        const [found] = recordset
        if (!found) return null
        const id = String(found.m_idPlayer).padStart(PLAYER_ID_LENGTH, '0')
        const byPlayer = () =>
          pool
            .request()
            .input('serverindex', sql.Char(2), settings.serverIndex)
            .input('id', sql.Char(PLAYER_ID_LENGTH), id)
        const { recordset: guild = [] } = await byPlayer()
          .input('inUse', sql.Char(1), IN_USE)
          .query(
            `SELECT g.m_szGuild, m.m_nMemberLv FROM ${MEMBER} AS m INNER JOIN ${GUILD} AS g ` +
              'ON g.m_idGuild = m.m_idGuild AND g.serverindex = m.serverindex ' +
              'WHERE m.m_idPlayer = @id AND m.serverindex = @serverindex ' +
              'AND m.isuse = @inUse AND g.isuse = @inUse',
          )
        const flag =
          online === null
            ? []
            : ((
                await byPlayer().query(
                  `SELECT MultiServer FROM ${online === 'character' ? context.CHARACTER : MULTI_SERVER} ` +
                    'WHERE m_idPlayer = @id AND serverindex = @serverindex',
                )
              ).recordset ?? [])
        const channel = flag[0]?.MultiServer
        const member = guild[0]
        return {
          name: String(found.m_szName),
          job: toCount(found.m_nJob),
          level: toCount(found.m_nLevel),
          playingTime: toCount(found.TotalPlayTime),
          place: Number(found.place),
          // A channel number, 0 offline; no row or NULL: the game does not say.
          online: channel === undefined || channel === null ? null : Number(channel) > 0,
          guild: member
            ? { name: String(member.m_szGuild), rank: toRank(member.m_nMemberLv) }
            : null,
        } satisfies CharacterSheet
      })
    },

    async guilds(limit) {
      if (!Number.isInteger(limit) || limit < 1) return []
      return reach(async () => {
        await onlineSource()
        return rankGuilds(await guildRows(null), limit)
      })
    },

    async guild(name) {
      if (nameKey(name).length === 0 || nameKey(name).length > GUILD_NAME_LENGTH) return null
      return reach(async () => {
        await onlineSource()
        const [rows] = await guildRows({ name })
        return rows ? guildSheet(rows) : null
      })
    },
  }
}
