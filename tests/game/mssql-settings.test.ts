import { describe, expect, it } from 'vitest'
import { mssqlGame, mssqlGameSettingsFromEnv } from '@server/game/mssql'
import { FAKE_SETTINGS } from './games'
import { FakeMssqlPool } from './mssql-fake'

const URL = 'Server=game,1433;User Id=portal;Password=x'

describe('the SQL Server game settings from the environment', () => {
  it('are null without GAME_DB_URL', () => {
    expect(mssqlGameSettingsFromEnv({})).toBeNull()
    expect(mssqlGameSettingsFromEnv({ GAME_DB_URL: '' })).toBeNull()
  })

  it('take the stock server defaults', () => {
    expect(mssqlGameSettingsFromEnv({ GAME_DB_URL: URL, GAME_AIRPOINTS_ITEM_ID: '90000' })).toEqual(
      {
        connectionString: URL,
        accountDb: 'ACCOUNT_DBF',
        characterDb: 'CHARACTER_01_DBF',
        loggingDb: 'LOGGING_01_DBF',
        serverIndex: '01',
        passwordSalt: 'kikugalanet',
        airPointsItemId: 90000,
        rewardItems: {},
        accountCreation: 'insert',
        // Charged like the stock billing; rows never above what the game's count holds.
        rows: { stackSizes: {}, defaultStackSize: 32767, charged: { points: true, rewards: true } },
      },
    )
  })

  it('read every variable', () => {
    expect(
      mssqlGameSettingsFromEnv({
        GAME_DB_URL: URL,
        GAME_ACCOUNT_DB: 'ACCOUNT_DBF2',
        GAME_CHARACTER_DB: 'CHARACTER_02_DBF',
        GAME_LOGGING_DB: 'LOGGING_02_DBF',
        GAME_SERVER_INDEX: '2',
        GAME_PASSWORD_SALT: 'flight',
        GAME_AIRPOINTS_ITEM_ID: '26001',
        GAME_REWARD_ITEMS: '{"60582": 30001, "60583": 30002}',
        GAME_ACCOUNT_CREATION: 'procedure',
      }),
    ).toMatchObject({
      accountDb: 'ACCOUNT_DBF2',
      characterDb: 'CHARACTER_02_DBF',
      loggingDb: 'LOGGING_02_DBF',
      serverIndex: '02',
      passwordSalt: 'flight',
      airPointsItemId: 26001,
      rewardItems: { 60582: 30001, 60583: 30002 },
      accountCreation: 'procedure',
    })
  })

  it('refuse to start without the AirPoints item, naming it', () => {
    expect(() => mssqlGameSettingsFromEnv({ GAME_DB_URL: URL })).toThrow(
      /GAME_AIRPOINTS_ITEM_ID: required when GAME_DB_URL is set/,
    )
  })

  it('refuse what cannot be right, each problem named', () => {
    const bad = {
      GAME_DB_URL: 'nothing here',
      GAME_AIRPOINTS_ITEM_ID: '12x',
      GAME_ACCOUNT_DB: 'ACCOUNT_DBF]; DROP DATABASE x; --',
      GAME_SERVER_INDEX: '123',
      GAME_REWARD_ITEMS: '{"99999": 1}',
      GAME_ACCOUNT_CREATION: 'both',
    }
    const message = (() => {
      try {
        mssqlGameSettingsFromEnv(bad)
        return ''
      } catch (error) {
        return String(error)
      }
    })()
    for (const name of Object.keys(bad)) {
      expect(message).toContain(name)
    }
    expect(message).toContain('99999 is not a catalogue item')
    expect(() => mssqlGameSettingsFromEnv({ ...bad, GAME_REWARD_ITEMS: '{oops' })).toThrow(
      /not JSON/,
    )
  })

  it('are checked again by the adapter, whoever builds them', () => {
    const pool = new FakeMssqlPool()
    expect(() => mssqlGame(pool, { ...FAKE_SETTINGS, characterDb: 'x]; --' })).toThrow(
      /Invalid game database name/,
    )
    expect(() => mssqlGame(pool, { ...FAKE_SETTINGS, serverIndex: '1' })).toThrow(/server index/)
  })
})
