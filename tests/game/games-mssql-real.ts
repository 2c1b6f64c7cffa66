/** The SQL Server adapter on a real SQL Server: the opt-in run of the game port's suites. */
import sql from 'mssql'
import type { GameRowSettings } from '@backend/domain/game-rows'
import type { GamePort } from '@backend/ports'
import { mssqlGameSettingsFromEnv, openMssqlGame, type MssqlGameSettings } from '@server/game/mssql'
import { idOf, md5, RUN, type GameFixture } from './game-fixture'

// ------------------------------------------------------------------ a real SQL Server

/** Where the real-SQL-Server run goes (unset: it is skipped). */
export const GAME_DB_TEST_URL = process.env.GAME_DB_TEST_URL || undefined

export const REAL_SQL_SERVER_HOWTO =
  "GAME_DB_TEST_URL='Server=host,1433;Database=master;User Id=...;Password=...;TrustServerCertificate=true' " +
  'GAME_AIRPOINTS_ITEM_ID=<item id> npx vitest run tests/game'

/** Nothing listens on port 1 of this host: every connection is refused at once. */
const UNREACHABLE =
  'Server=127.0.0.1,1;Database=master;User Id=nobody;Password=nobody;Connect Timeout=2;TrustServerCertificate=true'

/**
 * The adapter on a real SQL Server holding a Flyff game's databases (GAME_ACCOUNT_DB,
 * GAME_CHARACTER_DB...). The fixture writes accounts and characters with plain SQL, every name
 * ending with this run's suffix, and deletes what the run wrote when it stops.
 */
export async function startRealSqlServer(
  url: string,
  rows?: GameRowSettings,
): Promise<GameFixture> {
  const read = mssqlGameSettingsFromEnv({ ...process.env, GAME_DB_URL: url })
  if (!read) throw new Error('GAME_DB_TEST_URL is empty')
  const settings: MssqlGameSettings = { ...read, rows: rows ?? read.rows }
  // Start-up warnings (settings that guess, the unreachable one) are not this suite's concern.
  const quiet = () => undefined
  const online = await openMssqlGame(settings, quiet)
  const offline = await openMssqlGame({ ...settings, connectionString: UNREACHABLE }, quiet)
  const tools = new sql.ConnectionPool(url)
  await tools.connect()
  let reachable = true
  const current = () => (reachable ? online.game : offline.game)
  const game: GamePort = {
    createAccount: (...args) => current().createAccount(...args),
    checkPassword: (...args) => current().checkPassword(...args),
    changePassword: (...args) => current().changePassword(...args),
    characters: (...args) => current().characters(...args),
    ranking: (...args) => current().ranking(...args),
    send: (...args) => current().send(...args),
    receipts: (...args) => current().receipts(...args),
    character: (...args) => current().character(...args),
    guilds: (...args) => current().guilds(...args),
    guild: (...args) => current().guild(...args),
    blockAccounts: (...args) => current().blockAccounts(...args),
    unblockAccounts: (...args) => current().unblockAccounts(...args),
    blockedAccounts: (...args) => current().blockedAccounts(...args),
    playersOnline: () => current().playersOnline(),
    countLog: (...args) => current().countLog(...args),
    hasCountLog: () => current().hasCountLog(),
  }
  const guildIds: number[] = []
  const account = (table: string) => `[${settings.accountDb}].[dbo].[${table}]`
  const character = (table: string) => `[${settings.characterDb}].[dbo].[${table}]`
  const characterIds: number[] = []

  /** A request with @serverindex, @pattern (this run's names) and @i0... (its characters) bound. */
  function request(on: { request(): sql.Request } = tools) {
    const bound = on
      .request()
      .input('serverindex', sql.Char(2), settings.serverIndex)
      .input('pattern', sql.VarChar(100), `%${RUN}%`)
    characterIds.forEach((id, i) => bound.input(`i${i}`, sql.Char(7), idOf(id)))
    return bound
  }
  const ids = () => characterIds.map((_, i) => `@i${i}`).join(', ')

  /** The online flag where the release keeps it (tblMultiServerInfo, else CHARACTER_TBL). */
  async function setChannel(characterId: number, channel: number) {
    await request()
      .input('player', sql.Char(7), idOf(characterId))
      .input('channel', sql.Int, channel)
      .query(
        `IF OBJECT_ID(N'${settings.characterDb}.dbo.tblMultiServerInfo', N'U') IS NOT NULL ` +
          `MERGE ${character('tblMultiServerInfo')} AS t USING (SELECT @serverindex AS s, @player AS p) AS v ` +
          'ON t.serverindex = v.s AND t.m_idPlayer = v.p WHEN MATCHED THEN UPDATE SET MultiServer = @channel ' +
          'WHEN NOT MATCHED THEN INSERT (serverindex, m_idPlayer, MultiServer) VALUES (v.s, v.p, @channel); ' +
          `ELSE UPDATE ${character('CHARACTER_TBL')} SET MultiServer = @channel ` +
          'WHERE serverindex = @serverindex AND m_idPlayer = @player',
      )
  }

  /** The NOT NULL columns without a default of a table, beyond `given`, with a zero for each. */
  async function zeros(db: string, table: string, given: readonly string[]) {
    const { recordset } = await tools
      .request()
      .input('table', sql.NVarChar(128), table)
      .query<{ COLUMN_NAME: string; DATA_TYPE: string }>(
        `SELECT COLUMN_NAME, DATA_TYPE FROM [${db}].INFORMATION_SCHEMA.COLUMNS ` +
          "WHERE TABLE_SCHEMA = 'dbo' AND TABLE_NAME = @table AND IS_NULLABLE = 'NO' " +
          'AND COLUMN_DEFAULT IS NULL',
      )
    return recordset
      .filter((c) => !given.some((name) => name.toLowerCase() === c.COLUMN_NAME.toLowerCase()))
      .map((c): [string, string] => [
        c.COLUMN_NAME,
        /char/i.test(c.DATA_TYPE) ? "''" : /date/i.test(c.DATA_TYPE) ? 'GETDATE()' : '0',
      ])
  }

  return {
    game,
    airPointsItemId: settings.airPointsItemId,
    async addAccount(name, password, how = {}) {
      const transaction = tools.transaction()
      await transaction.begin()
      await transaction
        .request()
        .input('account', sql.VarChar(32), name)
        .input('password', sql.VarChar(32), md5(settings.passwordSalt + password))
        .query(
          `INSERT INTO ${account('ACCOUNT_TBL')} (account, password, isuse, member, realname) ` +
            "VALUES (@account, @password, 'T', 'A', '')",
        )
      await transaction
        .request()
        .input('account', sql.VarChar(32), name)
        .input('authority', sql.Char(1), how.loginAuthority ?? 'F')
        .input('block', sql.Char(8), how.blocked ? '99991231' : '20000101')
        .query(
          `INSERT INTO ${account('ACCOUNT_TBL_DETAIL')} ` +
            '(account, gamecode, tester, m_chLoginAuthority, regdate, isuse, BlockTime) ' +
            "VALUES (@account, 'A000', '2', @authority, GETDATE(), 'O', @block)",
        )
      await transaction.commit()
    },
    async addCharacter(c) {
      const values: [string, string][] = [
        ['m_idPlayer', '@m_idPlayer'],
        ['serverindex', '@serverindex'],
        ['account', '@account'],
        ['m_szName', '@m_szName'],
        ['playerslot', '@playerslot'],
        ['m_nLevel', '@m_nLevel'],
        ['m_nJob', '@m_nJob'],
        ['TotalPlayTime', '@TotalPlayTime'],
        ['isblock', '@isblock'],
        ['m_chAuthority', '@m_chAuthority'],
        ['CreateTime', 'GETDATE()'],
      ]
      values.push(
        ...(await zeros(
          settings.characterDb,
          'CHARACTER_TBL',
          values.map(([n]) => n),
        )),
      )
      const transaction = tools.transaction()
      await transaction.begin()
      const { recordset } = await request(transaction).query<{ next: number }>(
        'SELECT ISNULL(MAX(CAST(m_idPlayer AS int)), 0) + 1 AS next ' +
          `FROM ${character('CHARACTER_TBL')} WITH (UPDLOCK, HOLDLOCK) ` +
          'WHERE serverindex = @serverindex',
      )
      const characterId = recordset[0]?.next ?? 1
      await transaction
        .request()
        .input('m_idPlayer', sql.Char(7), idOf(characterId))
        .input('serverindex', sql.Char(2), settings.serverIndex)
        .input('account', sql.VarChar(32), c.account)
        .input('m_szName', sql.VarChar(32), c.name)
        .input('playerslot', sql.Int, c.slot)
        .input('m_nLevel', sql.Int, c.level)
        .input('m_nJob', sql.Int, c.job)
        .input('TotalPlayTime', sql.Int, c.playingTime)
        .input('isblock', sql.Char(1), c.deleted ? 'D' : 'F')
        .input('m_chAuthority', sql.Char(1), c.staff ? 'Z' : 'F')
        .query(
          `INSERT INTO ${character('CHARACTER_TBL')} (${values.map(([n]) => n).join(', ')}) ` +
            `VALUES (${values.map(([, v]) => v).join(', ')})`,
        )
      await transaction.commit()
      characterIds.push(characterId)
      await setChannel(characterId, c.channel ?? 0)
      return characterId
    },
    async addGuild(name, level) {
      const { recordset } = await request().query<{ next: number }>(
        'SELECT ISNULL(MAX(CAST(m_idGuild AS int)), 0) + 1 AS next ' +
          `FROM ${character('GUILD_TBL')} WHERE serverindex = @serverindex`,
      )
      const guildId = recordset[0]?.next ?? 1
      await request()
        .input('guild', sql.Char(6), String(guildId).padStart(6, '0'))
        .input('name', sql.VarChar(48), name)
        .input('level', sql.Int, level)
        .query(
          `INSERT INTO ${character('GUILD_TBL')} (m_idGuild, serverindex, m_szGuild, m_nLevel, isuse, CreateTime) ` +
            "VALUES (@guild, @serverindex, @name, @level, 'T', GETDATE())",
        )
      guildIds.push(guildId)
      return guildId
    },
    async addMember(guildId, characterId, rank) {
      await request()
        .input('guild', sql.Char(6), String(guildId).padStart(6, '0'))
        .input('player', sql.Char(7), idOf(characterId))
        .input('rank', sql.Int, rank)
        .query(
          `INSERT INTO ${character('GUILD_MEMBER_TBL')} (m_idPlayer, serverindex, m_idGuild, m_nMemberLv, m_nClass, isuse, CreateTime) ` +
            "VALUES (@player, @serverindex, @guild, @rank, 0, 'T', GETDATE())",
        )
    },
    rowSettings: settings.rows,
    async enterWorld(characterId, limit = 2 ** 31 - 1) {
      const player = () =>
        tools
          .request()
          .input('serverindex', sql.Char(2), settings.serverIndex)
          .input('m_idPlayer', sql.Char(7), idOf(characterId))
      await player()
        .input('limit', sql.Int, limit)
        .query(
          `UPDATE TOP (@limit) ${character('ITEM_SEND_TBL')} SET ItemFlag = 1, ProvideDt = GETDATE() ` +
            'WHERE m_idPlayer = @m_idPlayer AND serverindex = @serverindex AND ItemFlag = 0',
        )
    },
    async deliveryRows() {
      if (characterIds.length === 0) return []
      const { recordset } = await request().query<Record<string, unknown>>(
        'SELECT m_idPlayer, Item_Name, Item_count, ItemFlag, m_bCharged ' +
          `FROM ${character('ITEM_SEND_TBL')} ` +
          `WHERE serverindex = @serverindex AND m_idPlayer IN (${ids()}) ORDER BY m_nNo`,
      )
      return recordset.map((row) => ({
        characterId: Number(row.m_idPlayer),
        itemId: Number(row.Item_Name),
        count: Number(row.Item_count),
        handed: Number(row.ItemFlag) === 1,
        charged: Number(row.m_bCharged),
      }))
    },
    async deleteDeliveryRows(characterId) {
      await tools
        .request()
        .input('serverindex', sql.Char(2), settings.serverIndex)
        .input('m_idPlayer', sql.Char(7), idOf(characterId))
        .query(
          `DELETE FROM ${character('ITEM_SEND_TBL')} ` +
            'WHERE m_idPlayer = @m_idPlayer AND serverindex = @serverindex',
        )
    },
    async restoreBefore(characterId) {
      const own = 'm_idPlayer = @m_idPlayer AND serverindex = @serverindex'
      for (const text of [
        `DELETE FROM ${character('PORTAL_DELIVERY_TBL')} WHERE delivery_id IN ` +
          `(SELECT delivery_id FROM ${character('PORTAL_DELIVERY_ROW_TBL')} WHERE ${own})`,
        `DELETE FROM ${character('PORTAL_DELIVERY_ROW_TBL')} WHERE ${own}`,
        `DELETE FROM ${character('ITEM_SEND_TBL')} WHERE ${own}`,
      ]) {
        await tools
          .request()
          .input('serverindex', sql.Char(2), settings.serverIndex)
          .input('m_idPlayer', sql.Char(7), idOf(characterId))
          .query(text)
      }
    },
    setReachable(value) {
      reachable = value
    },
    async stop() {
      const own = `serverindex = @serverindex AND m_idPlayer IN (${ids()})`
      const deletions = [
        `DELETE FROM ${character('PORTAL_DELIVERY_TBL')} WHERE delivery_id LIKE @pattern`,
        `DELETE FROM ${character('PORTAL_DELIVERY_ROW_TBL')} WHERE delivery_id LIKE @pattern`,
        ...(characterIds.length > 0
          ? [
              `DELETE FROM ${character('ITEM_SEND_TBL')} WHERE ${own}`,
              `DELETE FROM ${character('GUILD_MEMBER_TBL')} WHERE ${own}`,
              `IF OBJECT_ID(N'${settings.characterDb}.dbo.tblMultiServerInfo', N'U') IS NOT NULL ` +
                `DELETE FROM ${character('tblMultiServerInfo')} WHERE ${own}`,
              `DELETE FROM ${character('CHARACTER_TBL')} WHERE ${own}`,
            ]
          : []),
        `IF OBJECT_ID(N'${settings.accountDb}.dbo.AccountPlay', N'U') IS NOT NULL ` +
          `DELETE FROM ${account('AccountPlay')} WHERE Account LIKE @pattern`,
        `DELETE FROM ${account('ACCOUNT_TBL_DETAIL')} WHERE account LIKE @pattern`,
        `DELETE FROM ${account('ACCOUNT_TBL')} WHERE account LIKE @pattern`,
        `DELETE FROM ${character('GUILD_TBL')} WHERE serverindex = @serverindex AND m_szGuild LIKE @pattern`,
      ]
      for (const text of deletions) await request().query(text)
      await Promise.all([online.close(), offline.close(), tools.close()])
    },
  }
}
