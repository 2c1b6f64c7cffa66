/** The SQL Server adapter over the recording fake of the mssql pool (tests/game/mssql-fake.ts). */
import { DEFAULT_ROW_SETTINGS } from '@backend/domain/game-rows'
import { mssqlGame, type MssqlGamePort, type MssqlGameSettings } from '@server/game/mssql'
import { FakeMssqlPool, type FakeOptions } from './mssql-fake'
import type { Row, Value } from './tsql-ast'
import { idOf, md5, type GameFixture } from './game-fixture'

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
