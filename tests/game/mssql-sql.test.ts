/**
 * The T-SQL the SQL Server game adapter (server/game/mssql.ts) sends, over a recording fake of the
 * mssql pool (tests/game/mssql-fake.ts), not a real SQL Server: what it names, how it binds values,
 * which columns it writes on each release, and what the rows it writes hold.
 */
import { describe, expect, it } from 'vitest'
import { mssqlGame } from '@server/game/mssql'
import { md5 } from './game-fixture'
import { startFakeMssqlGame } from './games'
import { everyCall, parameter, statements } from './mssql-calls'
import { parseBatch } from './tsql-ast'
import { checkNames } from './tsql-names'

/** 23:30 UTC on 10 March 2025 is 01:30 on 11 March on a server two hours ahead of UTC. */
const NOW = new Date('2025-03-10T23:30:00Z')

describe('the SQL Server game adapter, over a recording fake of the mssql pool (not a real SQL Server)', () => {
  describe.each(['S1', 'S2'] as const)('on an %s-like game database', (release) => {
    it('sends statements that parse as TransactSQL and name only tables and columns of flyff-schema.json', async () => {
      const fixture = await startFakeMssqlGame({ release })
      await everyCall(fixture, 'alice', 'secret1')
      const { pool } = fixture
      expect(pool.statements.length).toBeGreaterThan(10)
      for (const statement of pool.statements) {
        expect(statement.error, statement.text).toBeUndefined()
        for (const parsed of parseBatch(statement.text)) {
          expect(() => checkNames(parsed, pool.engine.roleOf)).not.toThrow()
        }
      }
    })

    it('blocks in ACCOUNT_TBL_DETAIL.BlockTime: the last day, 99991231 without end, yesterday to unblock, by the server', async () => {
      const fixture = await startFakeMssqlGame({ release, now: () => NOW, utcOffsetMinutes: 120 })
      await fixture.addAccount('bob', 'secret1')
      const blockTime = () =>
        fixture.pool.rows('account', 'ACCOUNT_TBL_DETAIL').find((r) => r.account === 'bob')
          ?.BlockTime
      await fixture.game.blockAccounts(['Bob'], '2025-03-20')
      expect(blockTime()).toBe('20250320')
      await fixture.game.blockAccounts(['bob'], null)
      expect(blockTime()).toBe('99991231')
      expect(await fixture.game.blockedAccounts(['BOB'])).toEqual(new Map([['bob', null]]))
      await fixture.game.unblockAccounts(['bob'])
      // 01:30 on 11 March on the server: yesterday is its 10 March.
      expect(blockTime()).toBe('20250310')
      expect(await fixture.game.blockedAccounts(['bob'])).toEqual(new Map())
      await fixture.game.blockAccounts(['bob'], '2025-03-11')
      expect(await fixture.game.blockedAccounts(['bob'])).toEqual(new Map([['bob', '2025-03-11']]))
    })

    it('writes the account rows the stock usp_CreateNewAccount writes, dated by the server', async () => {
      const fixture = await startFakeMssqlGame({ release, now: () => NOW, utcOffsetMinutes: 120 })
      expect(await fixture.game.createAccount('Alice', 'secret1')).toEqual({
        ok: true,
        name: 'alice',
      })
      const { pool } = fixture
      expect(pool.rows('account', 'ACCOUNT_TBL')).toEqual([
        expect.objectContaining({
          account: 'alice',
          password: md5('kikugalanetsecret1'),
          isuse: 'T',
          member: 'A',
          id_no1: release === 'S1' ? '' : '      ',
          realname: ' ',
          cash: 0,
        }),
      ])
      expect(pool.rows('account', 'ACCOUNT_TBL_DETAIL')).toEqual([
        expect.objectContaining({
          account: 'alice',
          gamecode: 'A000',
          tester: '2',
          m_chLoginAuthority: 'F',
          regdate: new Date('2025-03-11T01:30:00Z'),
          BlockTime: '20250310',
          EndTime: '20350311',
          WebTime: '20250310',
          isuse: 'T',
          email: '',
          secession: null,
        }),
      ])
      // The reference describes AccountPlay for S1 only; the S2-like fake has none.
      expect(pool.rows('account', 'AccountPlay')).toEqual(
        release === 'S1' ? [{ Account: 'alice', PlayDate: 20250311, PlayTime: 0 }] : [],
      )
      expect(statements(pool, /AccountPlay\]? \(/)).toHaveLength(release === 'S1' ? 1 : 0)
    })

    it('writes ITEM_SEND_TBL with the columns the release has: SendComment only where it exists', async () => {
      const fixture = await startFakeMssqlGame({ release })
      const { characterId } = await everyCall(fixture, 'bob', 'secret1')
      const [insert] = statements(
        fixture.pool,
        /INSERT INTO \[CHARACTER_01_DBF\]\.\[dbo\]\.\[ITEM_SEND_TBL\]/,
      )
      expect(insert?.text.includes('SendComment')).toBe(release === 'S2')
      const [row] = fixture.pool.rows('character', 'ITEM_SEND_TBL')
      expect(row).toMatchObject({
        m_idPlayer: String(characterId).padStart(7, '0'),
        serverindex: '01',
        Item_Name: '60582',
        Item_count: 1,
        // Charged by default, as the stock billing writes (GAME_CHARGED_REWARDS).
        m_bCharged: 0,
        idSender: '0000000',
        ItemFlag: 0,
        ProvideDt: null,
      })
      if (release === 'S2') expect(row?.SendComment).toBe('portal')
      else expect(row).not.toHaveProperty('SendComment')
    })
  })

  it('skips AccountPlay on a server that has none', async () => {
    const fixture = await startFakeMssqlGame({ without: ['AccountPlay'] })
    expect(await fixture.game.createAccount('carol', 'secret1')).toMatchObject({ ok: true })
    expect(statements(fixture.pool, /AccountPlay/)).toEqual([])
    expect(fixture.pool.rows('account', 'ACCOUNT_TBL_DETAIL')).toHaveLength(1)
  })

  it('holds the name range locked: 20 concurrent creations on a server with no unique key, one account', async () => {
    // S1 has no key on ACCOUNT_TBL: without AccountPlay's primary key, only the locking read stops
    // a second insert of the name.
    const fixture = await startFakeMssqlGame({ without: ['AccountPlay'] })
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fixture.game.createAccount(i % 2 ? 'dave' : 'DAVE', 'secret1'),
      ),
    )
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
    expect(fixture.pool.rows('account', 'ACCOUNT_TBL')).toHaveLength(1)
    const [check] = statements(fixture.pool, /SELECT account FROM .*ACCOUNT_TBL/)
    expect(check?.text).toContain('WITH (UPDLOCK, HOLDLOCK)')
  })

  it('binds every value as a typed parameter', async () => {
    const fixture = await startFakeMssqlGame()
    const { characterId } = await everyCall(fixture, 'erin', 'secret1')
    const { pool } = fixture
    const [check] = statements(pool, /SELECT account, password FROM/)
    expect(parameter(check, 'account')).toEqual({
      name: 'account',
      type: 'VarChar(32)',
      value: 'erin',
    })
    const [update] = statements(pool, /^UPDATE/)
    expect(parameter(update, 'password')?.type).toBe('VarChar(32)')
    const [character] = statements(pool, /SELECT m_idPlayer FROM/)
    expect(parameter(character, 'idPlayer')).toEqual({
      name: 'idPlayer',
      type: 'Char(7)',
      value: String(characterId).padStart(7, '0'),
    })
    expect(parameter(character, 'serverindex')).toEqual({
      name: 'serverindex',
      type: 'Char(2)',
      value: '01',
    })
    const [insert] = statements(pool, /INSERT INTO .*ITEM_SEND_TBL/)
    expect(parameter(insert, 'Item_count')).toEqual({ name: 'Item_count', type: 'Int', value: 1 })
    const [marker] = statements(pool, /INSERT INTO .*PORTAL_DELIVERY_TBL/)
    expect(parameter(marker, 'deliveryId')?.type).toBe('VarChar(100)')
    expect(parameter(marker, 'nNo')?.type).toBe('Int')
    for (const statement of pool.statements) {
      for (const p of statement.parameters) {
        expect(p.type, `${p.name} in ${statement.text}`).toMatch(
          /^(N?VarChar|N?Char)\(\d+\)$|^Int$/,
        )
        // Each parameter the text uses is bound, and each one bound is used.
        expect(statement.text).toContain(`@${p.name}`)
      }
    }
  })

  it('never puts a user value in the statement text', async () => {
    const fixture = await startFakeMssqlGame()
    const name = "o'brien"
    const password = "x'; DROP TABLE ACCOUNT_TBL; --"
    const { delivery } = await everyCall(fixture, name, password)
    await fixture.game.receipts(["id'); DELETE FROM ITEM_SEND_TBL; --"])
    for (const { text } of fixture.pool.statements) {
      expect(text).not.toContain("o'brien")
      expect(text).not.toContain('DROP')
      expect(text).not.toContain('DELETE')
      expect(text).not.toContain(delivery.deliveryId)
    }
    expect(await fixture.game.checkPassword("O'Brien", `${password}2`)).toBe("o'brien")
  })

  it('calls usp_CreateNewAccount with named parameters in procedure mode', async () => {
    const fixture = await startFakeMssqlGame({ settings: { accountCreation: 'procedure' } })
    expect(await fixture.game.createAccount('Frank', 'secret1')).toEqual({
      ok: true,
      name: 'frank',
    })
    expect(await fixture.game.createAccount('FRANK', 'secret2')).toEqual({
      ok: false,
      reason: 'name-taken',
    })
    const [exec] = statements(fixture.pool, /^EXEC/)
    expect(exec?.text).toBe(
      'EXEC [ACCOUNT_DBF].[dbo].[usp_CreateNewAccount] @account = @account, @pw = @pw, @email = @email',
    )
    expect(exec?.parameters).toEqual([
      { name: 'account', type: 'VarChar(32)', value: 'frank' },
      { name: 'pw', type: 'VarChar(32)', value: md5('kikugalanetsecret1') },
      { name: 'email', type: 'VarChar(100)', value: '' },
    ])
    expect(await fixture.game.checkPassword('frank', 'secret1')).toBe('frank')
  })

  it('leaves @email out when the procedure has no such parameter', async () => {
    const fixture = await startFakeMssqlGame({
      withoutParameters: ['@email'],
      settings: { accountCreation: 'procedure' },
    })
    expect(await fixture.game.createAccount('grace', 'secret1')).toMatchObject({ ok: true })
    const [exec] = statements(fixture.pool, /^EXEC/)
    expect(exec?.text).toBe(
      'EXEC [ACCOUNT_DBF].[dbo].[usp_CreateNewAccount] @account = @account, @pw = @pw',
    )
  })

  it('reads the live columns and creates the marker table once, beside a table another instance made', async () => {
    const fixture = await startFakeMssqlGame()
    await everyCall(fixture, 'hank', 'secret1')
    await fixture.game.receipts(['x'])
    // Once for the accounts, once for deliveries, once for the guild pages.
    expect(statements(fixture.pool, /INFORMATION_SCHEMA\.COLUMNS/)).toHaveLength(3)
    // The marker table and the row list, each once.
    expect(statements(fixture.pool, /CREATE TABLE/)).toHaveLength(2)
    // A second portal instance on the same database finds the marker table there.
    const second = mssqlGame(fixture.pool, fixture.settings)
    expect(await second.receipts(['sql-hank'])).toEqual(
      new Map([['sql-hank', { state: 'sent', since: expect.any(String) }]]),
    )
  })

  it('reads the online flag where the release keeps it, and says unknown without a row', async () => {
    const s1 = await startFakeMssqlGame({ release: 'S1' })
    await s1.addAccount('olga', 'secret1')
    await s1.addCharacter({
      account: 'olga',
      name: 'Olga',
      slot: 0,
      level: 9,
      job: 1,
      playingTime: 0,
      channel: 3,
    })
    expect(await s1.game.character('olga')).toMatchObject({ online: true })
    const s2 = await startFakeMssqlGame({ release: 'S2' })
    await s2.addAccount('olga', 'secret1')
    const id = await s2.addCharacter({
      account: 'olga',
      name: 'Olga',
      slot: 0,
      level: 9,
      job: 1,
      playingTime: 0,
    })
    expect(await s2.game.character('OLGA')).toMatchObject({ online: false })
    expect(statements(s2.pool, /tblMultiServerInfo\] WHERE/)).toHaveLength(1)
    s2.pool.engine.table('character', 'tblMultiServerInfo')?.rows.splice(0)
    expect(await s2.game.character('Olga')).toMatchObject({ online: null })
    expect(id).toBe(1)
  })

  it('refuses the guild pages with a clear message on a release without the guild tables', async () => {
    const fixture = await startFakeMssqlGame({ without: ['GUILD_MEMBER_TBL'] })
    await expect(fixture.game.guilds(10)).rejects.toThrow(/GUILD_MEMBER_TBL.*guild pages/)
  })

  it('accepts a stored hash in uppercase hex, as other tools write it', async () => {
    const fixture = await startFakeMssqlGame()
    fixture.pool.insert('account', 'ACCOUNT_TBL', {
      account: 'ivan',
      password: md5('kikugalanetsecret1').toUpperCase(),
      isuse: 'T',
      member: 'A',
      realname: '',
    })
    expect(await fixture.game.checkPassword('IVAN', 'secret1')).toBe('ivan')
    expect(await fixture.game.checkPassword('ivan', 'secret2')).toBeNull()
  })

  it('gives reward items their game id from GAME_REWARD_ITEMS, and points the AirPoints item', async () => {
    const fixture = await startFakeMssqlGame({
      settings: { rewardItems: { 60582: 26001 }, airPointsItemId: 4242 },
    })
    await fixture.addAccount('judy', 'secret1')
    const characterId = await fixture.addCharacter({
      account: 'judy',
      name: 'Judy',
      slot: 0,
      level: 1,
      job: 0,
      playingTime: 0,
    })
    const base = { account: 'judy', characterId }
    await fixture.game.send({ ...base, deliveryId: 'r1', kind: 'item', itemId: 60582, count: 3 })
    await fixture.game.send({ ...base, deliveryId: 'r2', kind: 'item', itemId: 60583, count: 1 })
    await fixture.game.send({ ...base, deliveryId: 'r3', kind: 'points', amount: 500 })
    expect(
      fixture.pool.rows('character', 'ITEM_SEND_TBL').map((r) => [r.Item_Name, r.Item_count]),
    ).toEqual([
      ['26001', 3],
      ['60583', 1],
      ['4242', 500],
    ])
  })

  it('ranks only its server index, reading a missing playing time as 0', async () => {
    const fixture = await startFakeMssqlGame()
    const { pool } = fixture
    await fixture.addAccount('kate', 'secret1')
    const character = (id: string, serverindex: string, name: string, time: number | null) =>
      pool.insert('character', 'CHARACTER_TBL', {
        m_idPlayer: id,
        serverindex,
        account: 'kate',
        m_szName: name,
        playerslot: 0,
        m_nLevel: 50,
        m_nJob: 4,
        TotalPlayTime: time,
        isblock: 'F',
        m_chAuthority: 'F',
      })
    character('0000001', '01', 'Nil', null)
    character('0000002', '01', 'Some', 10)
    character('0000003', '02', 'Elsewhere', 99)
    expect(await fixture.game.ranking(10)).toEqual([
      { name: 'Some', job: 4, level: 50, playingTime: 10 },
      { name: 'Nil', job: 4, level: 50, playingTime: 0 },
    ])
  })

  it('asks for at most 500 names or ids a statement', async () => {
    const fixture = await startFakeMssqlGame()
    const ids = Array.from({ length: 1_200 }, (_, i) => `batch-${i}`)
    expect(await fixture.game.receipts(ids)).toEqual(new Map())
    const reads = statements(
      fixture.pool,
      /FROM \[CHARACTER_01_DBF\]\.\[dbo\]\.\[PORTAL_DELIVERY_TBL\] AS d/,
    )
    expect(reads.map((s) => s.parameters.length)).toEqual([500, 500, 200])
    const names = Array.from({ length: 600 }, (_, i) => `name${i}`)
    const found = await fixture.game.characters(names)
    expect(found.size).toBe(600)
    const lists = statements(
      fixture.pool,
      /FROM \[CHARACTER_01_DBF\]\.\[dbo\]\.\[CHARACTER_TBL\] WHERE serverindex/,
    )
    expect(lists.map((s) => s.parameters.filter((p) => /^a\d+$/.test(p.name)).length)).toEqual([
      500, 100,
    ])
  })

  it('is checked: the fake refuses a name flyff-schema.json does not have', async () => {
    const fixture = await startFakeMssqlGame()
    await expect(
      fixture.pool.request().query('SELECT nope FROM [ACCOUNT_DBF].[dbo].[ACCOUNT_TBL]'),
    ).rejects.toThrow(/flyff-schema.json check: unknown column nope/)
    await expect(fixture.pool.request().query('SELECT account FROM ACCOUNT_TBL')).rejects.toThrow(
      /not named with its database/,
    )
    await expect(
      fixture.pool.request().query('SELECT account FROM [ACCOUNT_DBF].[dbo].[USERS]'),
    ).rejects.toThrow(/unknown table/)
  })
})
