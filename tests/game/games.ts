/**
 * The games the GamePort conformance suite (tests/game/conformance.ts) runs against, each with a
 * fixture that reaches into the game's own storage as the game (or its tools) would.
 */
import { createHash, randomBytes } from 'node:crypto'
import sql from 'mssql'
import { DEFAULT_ROW_SETTINGS, type GameRowSettings } from '@backend/domain/game-rows'
import type { GamePort } from '@backend/ports'
import {
  EMBEDDED_AIRPOINTS_ITEM_ID,
  EMBEDDED_ROW_SETTINGS,
  embeddedGameWith,
  enterWorld as enterEmbeddedWorld,
} from '@mocks/adapters/game'
import { db as mockDb, nextId } from '@mocks/db/collections'
import { mockBackend } from '@mocks/node'
import { openDatabase } from '@server/db/client'
import {
  gameAccountTbl,
  gameCharacterTbl,
  gameGuildMemberTbl,
  gameGuildTbl,
  gameItemSendTbl,
  gamePortalDeliveryRowTbl,
  gamePortalDeliveryTbl,
} from '@server/db/schema'
import { eq, inArray } from 'drizzle-orm'
import {
  characterRow,
  enterWorld as enterStandaloneWorld,
  postgresGame,
  STANDALONE_GAME,
} from '@server/game/postgres-game'
import { unreachableWhen } from '../helpers/game'
import {
  mssqlGame,
  mssqlGameSettingsFromEnv,
  openMssqlGame,
  type MssqlGamePort,
  type MssqlGameSettings,
} from '@server/game/mssql'
import { FakeMssqlPool, type FakeOptions } from './mssql-fake'
import type { Row, Value } from './tsql'

export interface GameFixture {
  game: GamePort
  /** The game item a points delivery carries (its count is the amount). */
  airPointsItemId: number
  /**
   * Adds an account directly in the game's tables, as an existing player of the server has one;
   * a staff account has a login authority other than 'F', a blocked one a BlockTime from today on.
   */
  addAccount(name: string, password: string, how?: AccountKind): Promise<void>
  /** Adds a character directly in the game's tables; answers its characterId. */
  addCharacter(c: {
    account: string
    name: string
    slot: number
    level: number
    job: number
    playingTime: number
    deleted?: boolean
    staff?: boolean
    /** The channel it plays on now (the online flag), 0 or absent: offline. */
    channel?: number
  }): Promise<number>
  /** Adds a guild in use (GUILD_TBL); answers its id. */
  addGuild(name: string, level: number): Promise<number>
  /** Makes a character a member of a guild (GUILD_MEMBER_TBL) at a rank (0 master ... 4). */
  addMember(guildId: number, characterId: number, rank: number): Promise<void>
  /** The rows settings this game writes with (stack sizes, charged flags). */
  rowSettings: GameRowSettings
  /**
   * The character enters the world: the game hands its pending deliveries over (ItemFlag = 1,
   * ProvideDt), at most `limit` rows of them (a bag nearly full), oldest first.
   */
  enterWorld(characterId: number, limit?: number): Promise<void>
  /** Every delivery row the game holds, with its m_bCharged. */
  deliveryRows(): Promise<DeliveryRow[]>
  /** A tool or a release deletes the character's delivery rows; the portal's markers stay. */
  deleteDeliveryRows(characterId: number): Promise<void>
  /** The game's database restored from a backup of before: the character's rows and markers gone. */
  restoreBefore(characterId: number): Promise<void>
  /** Makes the game unreachable (every call throws GameUnavailableError) or reachable again. */
  setReachable(reachable: boolean): void
  stop(): Promise<void>
}

/** What kind of account the fixture adds: a staff login authority ('O', 'P'...), blocked. */
export interface AccountKind {
  loginAuthority?: string
  blocked?: boolean
}

export interface DeliveryRow {
  characterId: number
  itemId: number
  count: number
  handed: boolean
  charged: number
}

export interface GameUnderTest {
  name: string
  /** Why this game does not run here (the suite shows it as skipped). */
  skip?: string
  /** Starts the game, writing its delivery rows with `rows` when given. */
  start(rows?: GameRowSettings): Promise<GameFixture>
}

/**
 * This run's suffix for every account and character name and deliveryId the suite makes, so that
 * a game that outlives the run (a real SQL Server) never meets a name of another run.
 */
export const RUN = randomBytes(3).toString('hex')

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')

/** The settings of the adapter over the fake: a stock server, AirPoints as item 90000. */
export const FAKE_SETTINGS: MssqlGameSettings = {
  connectionString: 'fake',
  accountDb: 'ACCOUNT_DBF',
  characterDb: 'CHARACTER_01_DBF',
  loggingDb: 'LOGGING_01_DBF',
  serverIndex: '01',
  passwordSalt: 'kikugalanet',
  airPointsItemId: 90000,
  rewardItems: {},
  accountCreation: 'insert',
  rows: { ...DEFAULT_ROW_SETTINGS, stackSizes: { 90000: 9999 } },
}

/** The game's rows of the character's delivery markers, by the portal's row list. */
const idOf = (characterId: number) => String(characterId).padStart(7, '0')

export interface FakeMssqlFixture extends GameFixture {
  game: MssqlGamePort
  pool: FakeMssqlPool
  settings: MssqlGameSettings
}

/** A value of a column's type for a NOT NULL column without a default that a test leaves out. */
function zeroOf(type: string): Value {
  return /char/i.test(type) ? '' : /date/i.test(type) ? new Date(0) : 0
}

/**
 * The SQL Server adapter over the recording fake of the mssql pool (tests/game/mssql-fake.ts),
 * not a real SQL Server. `options` shape the fake (release, missing tables...) and the settings.
 */
export async function startFakeMssqlGame(
  options: Partial<FakeOptions> & { settings?: Partial<MssqlGameSettings> } = {},
): Promise<FakeMssqlFixture> {
  const { settings: overrides, ...fake } = options
  const pool = new FakeMssqlPool(fake)
  const settings: MssqlGameSettings = {
    ...FAKE_SETTINGS,
    accountDb: pool.options.accountDb,
    characterDb: pool.options.characterDb,
    loggingDb: pool.options.loggingDb,
    ...overrides,
  }
  const game = mssqlGame(pool, settings)
  const mine = (characterId: number) => (row: Row) =>
    row.m_idPlayer === idOf(characterId) && row.serverindex === settings.serverIndex

  /** `values` plus what the release's NOT NULL columns without a default need. */
  function complete(table: string, values: Row): Row {
    const def = pool.engine.table('character', table)?.def
    const needed = (def?.columns ?? []).filter(
      (c) => !c.nullable && c.default === undefined && !c.identity && !(c.name in values),
    )
    return { ...Object.fromEntries(needed.map((c) => [c.name, zeroOf(c.type)])), ...values }
  }

  return {
    pool,
    settings,
    game,
    airPointsItemId: settings.airPointsItemId,
    async addAccount(name, password, how = {}) {
      pool.insert('account', 'ACCOUNT_TBL', {
        account: name,
        password: md5(settings.passwordSalt + password),
        isuse: 'T',
        member: 'A',
        realname: '',
      })
      pool.insert('account', 'ACCOUNT_TBL_DETAIL', {
        account: name,
        gamecode: 'A000',
        tester: '2',
        m_chLoginAuthority: how.loginAuthority ?? 'F',
        regdate: pool.localNow(),
        isuse: 'O',
        // Blocked until the last day the type holds; else unblocked since a past day.
        BlockTime: how.blocked ? '99991231' : '20000101',
      })
    },
    async addCharacter(c) {
      const ids = pool
        .rows('character', 'CHARACTER_TBL')
        .filter((row) => row.serverindex === settings.serverIndex)
        .map((row) => Number(row.m_idPlayer))
      const characterId = Math.max(0, ...ids) + 1
      pool.insert(
        'character',
        'CHARACTER_TBL',
        complete('CHARACTER_TBL', {
          m_idPlayer: idOf(characterId),
          serverindex: settings.serverIndex,
          account: c.account,
          m_szName: c.name,
          playerslot: c.slot,
          m_nLevel: c.level,
          m_nJob: c.job,
          TotalPlayTime: c.playingTime,
          isblock: c.deleted ? 'D' : 'F',
          m_chAuthority: c.staff ? 'Z' : 'F',
          CreateTime: pool.localNow(),
          ...(pool.options.release === 'S1' ? { MultiServer: c.channel ?? 0 } : {}),
        }),
      )
      if (pool.options.release === 'S2') {
        pool.insert('character', 'tblMultiServerInfo', {
          serverindex: settings.serverIndex,
          m_idPlayer: idOf(characterId),
          MultiServer: c.channel ?? 0,
        })
      }
      return characterId
    },
    async addGuild(name, level) {
      const ids = pool.rows('character', 'GUILD_TBL').map((row) => Number(row.m_idGuild))
      const guildId = Math.max(0, ...ids) + 1
      pool.insert('character', 'GUILD_TBL', {
        m_idGuild: String(guildId).padStart(6, '0'),
        serverindex: settings.serverIndex,
        m_szGuild: name,
        m_nLevel: level,
        isuse: 'T',
        CreateTime: pool.localNow(),
      })
      return guildId
    },
    async addMember(guildId, characterId, rank) {
      pool.insert('character', 'GUILD_MEMBER_TBL', {
        m_idPlayer: idOf(characterId),
        serverindex: settings.serverIndex,
        m_idGuild: String(guildId).padStart(6, '0'),
        m_nMemberLv: rank,
        m_nClass: 0,
        isuse: 'T',
        CreateTime: pool.localNow(),
      })
    },
    rowSettings: settings.rows,
    async enterWorld(characterId, limit = Infinity) {
      const waiting = pool
        .rows('character', 'ITEM_SEND_TBL')
        .filter((row) => mine(characterId)(row) && row.ItemFlag === 0)
        .map((row) => row.m_nNo)
        .slice(0, limit)
      pool.update('character', 'ITEM_SEND_TBL', (row) => waiting.includes(row.m_nNo), {
        ItemFlag: 1,
        ProvideDt: pool.localNow(),
      })
    },
    async deliveryRows() {
      return pool.rows('character', 'ITEM_SEND_TBL').map((row) => ({
        characterId: Number(row.m_idPlayer),
        itemId: Number(row.Item_Name),
        count: Number(row.Item_count),
        handed: row.ItemFlag === 1,
        charged: Number(row.m_bCharged),
      }))
    },
    async deleteDeliveryRows(characterId) {
      pool.remove('character', 'ITEM_SEND_TBL', mine(characterId))
    },
    async restoreBefore(characterId) {
      const listed = pool.rows('character', 'PORTAL_DELIVERY_ROW_TBL').filter(mine(characterId))
      const ids = new Set(listed.map((row) => row.delivery_id))
      pool.remove('character', 'PORTAL_DELIVERY_ROW_TBL', mine(characterId))
      pool.remove('character', 'PORTAL_DELIVERY_TBL', (row) => ids.has(row.delivery_id))
      pool.remove('character', 'ITEM_SEND_TBL', mine(characterId))
    },
    setReachable(reachable) {
      pool.reachable = reachable
    },
    async stop() {},
  }
}

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
async function startRealSqlServer(url: string, rows?: GameRowSettings): Promise<GameFixture> {
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

/**
 * The games under test. The lead adds the embedded and PostgreSQL games; the real SQL Server runs
 * only when GAME_DB_TEST_URL is set (else it shows as skipped, with how to run it).
 */
/** The embedded game (mocks/adapters/game.ts) on the mock's collections, emptied of the demo game. */
async function startEmbeddedGame(rows = EMBEDDED_ROW_SETTINGS): Promise<GameFixture> {
  const clearGame = () => {
    for (const name of [
      'gameAccounts',
      'gameCharacters',
      'gameItemSend',
      'gameDeliveryMarks',
      'gameGuilds',
      'gameGuildMembers',
    ] as const) {
      mockDb[name].clear()
    }
  }
  clearGame()
  mockBackend.faults.setGameUnreachable(false)
  return {
    game: embeddedGameWith(rows),
    airPointsItemId: EMBEDDED_AIRPOINTS_ITEM_ID,
    rowSettings: rows,
    async addAccount(name, password, how = {}) {
      const { blocked, ...authority } = how
      await mockDb.gameAccounts.create({
        name,
        password,
        ...authority,
        ...(blocked ? { blockTime: '99991231' } : {}),
      })
    },
    async addCharacter({ deleted = false, staff = false, channel = 0, ...character }) {
      const characterId = nextId(mockDb.gameCharacters.all().map((c) => c.characterId))
      await mockDb.gameCharacters.create({
        ...character,
        characterId,
        deleted,
        staff,
        multiServer: channel,
      })
      return characterId
    },
    async addGuild(name, level) {
      const guildId = nextId(mockDb.gameGuilds.all().map((g) => g.guildId))
      await mockDb.gameGuilds.create({ guildId, name, level })
      return guildId
    },
    async addMember(guildId, characterId, rank) {
      await mockDb.gameGuildMembers.create({ guildId, characterId, rank })
    },
    enterWorld: async (characterId, limit) =>
      void (await enterEmbeddedWorld(characterId, new Date(), limit)),
    async deliveryRows() {
      return mockDb.gameItemSend.all().map((row) => ({
        characterId: row.characterId,
        itemId: row.itemId,
        count: row.count,
        handed: row.handedAt !== null,
        charged: row.charged,
      }))
    },
    async deleteDeliveryRows(characterId) {
      mockDb.gameItemSend.deleteMany((q) => q.where({ characterId }))
    },
    async restoreBefore(characterId) {
      mockDb.gameDeliveryMarks.deleteMany((q) => q.where({ characterId }))
      mockDb.gameItemSend.deleteMany((q) => q.where({ characterId }))
    },
    setReachable: (reachable) => mockBackend.faults.setGameUnreachable(!reachable),
    async stop() {
      mockBackend.faults.setGameUnreachable(false)
      clearGame()
    },
  }
}

/** The standalone game (server/game/postgres-game.ts) on an in-memory PGlite of its own. */
async function startStandaloneGame(rows = STANDALONE_GAME.rows): Promise<GameFixture> {
  const database = await openDatabase({ pgliteDir: 'memory' })
  const { db } = database
  let reachable = true
  return {
    game: unreachableWhen(postgresGame(db, { ...STANDALONE_GAME, rows }), () => !reachable),
    airPointsItemId: STANDALONE_GAME.airpointsItemId,
    rowSettings: rows,
    async addAccount(name, password, how = {}) {
      await db.insert(gameAccountTbl).values({
        account: name,
        password: md5(STANDALONE_GAME.passwordSalt + password),
        loginAuthority: how.loginAuthority ?? 'F',
        blockTime: how.blocked ? '99991231' : null,
      })
    },
    async addCharacter(c) {
      const [row] = await db
        .insert(gameCharacterTbl)
        .values({ ...characterRow(c), multiServer: c.channel ?? 0 })
        .returning({ id: gameCharacterTbl.idPlayer })
      if (!row) throw new Error('no character inserted')
      return row.id
    },
    async addGuild(name, level) {
      const [row] = await db
        .insert(gameGuildTbl)
        .values({ name, level })
        .returning({ id: gameGuildTbl.idGuild })
      if (!row) throw new Error('no guild inserted')
      return row.id
    },
    async addMember(guildId, characterId, rank) {
      await db
        .insert(gameGuildMemberTbl)
        .values({ idGuild: guildId, idPlayer: characterId, memberLv: rank })
    },
    enterWorld: async (characterId, limit) =>
      void (await enterStandaloneWorld(db, characterId, limit)),
    async deliveryRows() {
      const written = await db.select().from(gameItemSendTbl).orderBy(gameItemSendTbl.no)
      return written.map((row) => ({
        characterId: row.idPlayer,
        itemId: Number(row.itemName),
        count: row.itemCount,
        handed: row.itemFlag === 1,
        charged: row.charged,
      }))
    },
    async deleteDeliveryRows(characterId) {
      await db.delete(gameItemSendTbl).where(eq(gameItemSendTbl.idPlayer, characterId))
    },
    async restoreBefore(characterId) {
      const listed = await db
        .delete(gamePortalDeliveryRowTbl)
        .where(eq(gamePortalDeliveryRowTbl.idPlayer, characterId))
        .returning({ deliveryId: gamePortalDeliveryRowTbl.deliveryId })
      const ids = listed.map((row) => row.deliveryId)
      if (ids.length > 0) {
        await db.delete(gamePortalDeliveryTbl).where(inArray(gamePortalDeliveryTbl.deliveryId, ids))
      }
      await db.delete(gameItemSendTbl).where(eq(gameItemSendTbl.idPlayer, characterId))
    },
    setReachable: (next) => void (reachable = next),
    stop: () => database.close(),
  }
}

export const GAMES: GameUnderTest[] = [
  { name: 'embedded (the mock backend’s game)', start: startEmbeddedGame },
  { name: 'standalone (PostgreSQL tables, on PGlite)', start: startStandaloneGame },
  {
    name: 'mssql (over a recording fake of the mssql pool, not a real SQL Server)',
    start: (rows) => startFakeMssqlGame({ settings: rows ? { rows } : {} }),
  },
  {
    name: 'mssql, procedure mode (over a recording fake of the mssql pool, not a real SQL Server)',
    start: (rows) =>
      startFakeMssqlGame({ settings: { accountCreation: 'procedure', ...(rows ? { rows } : {}) } }),
  },
  {
    name: 'mssql (real SQL Server at GAME_DB_TEST_URL)',
    skip: GAME_DB_TEST_URL ? undefined : `GAME_DB_TEST_URL is unset: ${REAL_SQL_SERVER_HOWTO}`,
    start: (rows) => startRealSqlServer(GAME_DB_TEST_URL ?? '', rows),
  },
]
