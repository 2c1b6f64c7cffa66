/**
 * The SQL Server game adapter's deliveries and start-up checks, over the recording fake of the
 * mssql pool (tests/game/mssql-fake.ts, not a real SQL Server): a large delivery in stacks under
 * faults, rows matched on their player, names compared as the collation does, the player id's
 * width read, and tables the portal could not write refused with what to do.
 */
import { describe, expect, it } from 'vitest'
import { GameUnavailableError, type GameDelivery } from '@backend/ports'
import { startFakeMssqlGame, type FakeMssqlFixture } from './games'
import type { ColumnDef } from './flyff-schema'

async function withPlayer(fixture: FakeMssqlFixture, account = 'alice') {
  await fixture.addAccount(account, 'secret1')
  const characterId = await fixture.addCharacter({
    account,
    name: `${account}c`,
    slot: 0,
    level: 10,
    job: 1,
    playingTime: 60,
  })
  const delivery: GameDelivery = {
    deliveryId: `big-${account}`,
    account,
    characterId,
    kind: 'points',
    amount: 100_000,
  }
  return { characterId, delivery }
}

const tables = (fixture: FakeMssqlFixture) => ({
  items: fixture.pool.rows('character', 'ITEM_SEND_TBL'),
  listed: fixture.pool.rows('character', 'PORTAL_DELIVERY_ROW_TBL'),
  markers: fixture.pool.rows('character', 'PORTAL_DELIVERY_TBL'),
})

/** Changes a table's definition in this fake only (a server that differs from the dumps). */
function alter(fixture: FakeMssqlFixture, table: string, change: (c: ColumnDef[]) => ColumnDef[]) {
  const found = fixture.pool.engine.table('character', table)
  if (!found) throw new Error(`no ${table}`)
  found.def = { ...found.def, columns: change(found.def.columns) }
}

describe('the SQL Server game adapter’s deliveries, over a recording fake of the mssql pool (not a real SQL Server)', () => {
  it('writes 100 000 AirPoints as 11 rows of at most 9 999, listed, under one marker', async () => {
    const fixture = await startFakeMssqlGame()
    const { delivery } = await withPlayer(fixture)
    expect(await fixture.game.send(delivery)).toEqual({ status: 'sent' })
    const { items, listed, markers } = tables(fixture)
    expect(items.map((row) => row.Item_count)).toEqual([...Array(10).fill(9999), 10])
    expect(listed.map((row) => row.m_nNo)).toEqual(items.map((row) => row.m_nNo))
    expect(markers).toEqual([expect.objectContaining({ m_nNo: items[0]?.m_nNo })])
    // Every row in the one transaction of the send.
    const writes = fixture.pool.statements.filter((s) => /^INSERT INTO/.test(s.text))
    expect(new Set(writes.map((s) => s.transaction)).size).toBe(1)
  })

  it('retries a 100 000 AirPoints delivery whose commit answer was lost: its 11 rows once', async () => {
    const fixture = await startFakeMssqlGame()
    const { delivery } = await withPlayer(fixture)
    fixture.pool.loseNextCommitAnswer()
    await expect(fixture.game.send(delivery)).rejects.toBeInstanceOf(GameUnavailableError)
    expect(tables(fixture).items).toHaveLength(11)
    for (let i = 0; i < 3; i += 1)
      expect(await fixture.game.send(delivery)).toEqual({ status: 'sent' })
    expect(tables(fixture).items).toHaveLength(11)
    expect(tables(fixture).markers).toHaveLength(1)
  })

  it('rolls back every row when the send fails at its seventh row; the retry writes 11', async () => {
    const fixture = await startFakeMssqlGame()
    const { delivery } = await withPlayer(fixture)
    // 1 marker read, 2 character read, then item row and its line per stack: 15 is the 7th row.
    fixture.pool.failInNextTransaction(15, 'timeout')
    await expect(fixture.game.send(delivery)).rejects.toBeInstanceOf(GameUnavailableError)
    expect(tables(fixture)).toEqual({ items: [], listed: [], markers: [] })
    expect(await fixture.game.send(delivery)).toEqual({ status: 'sent' })
    expect(tables(fixture).items).toHaveLength(11)
  })

  it('matches a receipt row on its player too: a row now of another player reads as gone', async () => {
    const fixture = await startFakeMssqlGame()
    const { delivery } = await withPlayer(fixture)
    await fixture.game.send({ ...delivery, amount: 10 })
    fixture.pool.update('character', 'ITEM_SEND_TBL', () => true, { m_idPlayer: '0000099' })
    expect((await fixture.game.receipts([delivery.deliveryId])).get(delivery.deliveryId)).toEqual({
      state: 'rows-gone',
      since: expect.any(String),
    })
  })

  it('compares account names as a case-insensitive collation does, without lower()', async () => {
    const fixture = await startFakeMssqlGame({ caseInsensitive: true })
    const { delivery } = await withPlayer(fixture, 'Bob')
    expect(await fixture.game.createAccount('BOB', 'secret2')).toMatchObject({ ok: false })
    expect(await fixture.game.checkPassword('bob', 'secret1')).toBe('Bob')
    expect(await fixture.game.send({ ...delivery, account: 'BOB' })).toEqual({ status: 'sent' })
    const lookups = fixture.pool.statements.filter((s) => /account = @account/.test(s.text))
    expect(lookups.length).toBeGreaterThan(0)
    for (const { text } of lookups) expect(text).not.toMatch(/lower\(account\)/)
  })

  it('falls back to lower() on a case-sensitive collation', async () => {
    const fixture = await startFakeMssqlGame({ caseInsensitive: false })
    await fixture.addAccount('carol', 'secret1')
    expect(await fixture.game.checkPassword('CAROL', 'secret1')).toBe('carol')
    const [lookup] = fixture.pool.statements.filter((s) =>
      /FROM .*ACCOUNT_TBL\] WHERE/.test(s.text),
    )
    expect(lookup?.text).toMatch(/lower\(account\) = @account/)
  })

  it('reads the player id’s width from CHARACTER_TBL', async () => {
    const fixture = await startFakeMssqlGame()
    for (const table of ['CHARACTER_TBL', 'ITEM_SEND_TBL']) {
      alter(fixture, table, (columns) =>
        columns.map((c) => (c.name === 'm_idPlayer' ? { ...c, type: 'char(8)' } : c)),
      )
    }
    await fixture.addAccount('dave', 'secret1')
    fixture.pool.insert('character', 'CHARACTER_TBL', {
      m_idPlayer: '00000042',
      serverindex: '01',
      account: 'dave',
      m_szName: 'Dave',
      playerslot: 0,
      m_nLevel: 1,
      m_nJob: 0,
      TotalPlayTime: 0,
      isblock: 'F',
      m_chAuthority: 'F',
      ...Object.fromEntries(
        (fixture.pool.engine.table('character', 'CHARACTER_TBL')?.def.columns ?? [])
          .filter((c) => !c.nullable && c.default === undefined && c.name !== 'm_idPlayer')
          .filter((c) => !['serverindex', 'm_szName', 'account'].includes(c.name))
          .map((c) => [c.name, /char/.test(c.type) ? '' : /date/.test(c.type) ? new Date() : 0]),
      ),
    })
    const sent = { deliveryId: 'wide', account: 'dave', characterId: 42, kind: 'points', amount: 1 }
    expect(await fixture.game.send(sent as GameDelivery)).toEqual({ status: 'sent' })
    expect(tables(fixture).items).toEqual([expect.objectContaining({ m_idPlayer: '00000042' })])
  })

  it('refuses, naming the column, an ITEM_SEND_TBL with a NOT NULL column it does not write', async () => {
    const fixture = await startFakeMssqlGame()
    alter(fixture, 'ITEM_SEND_TBL', (columns) => [
      ...columns,
      { name: 'ShopId', type: 'int', nullable: false },
    ])
    await expect(fixture.game.checkSchema()).rejects.toThrow(
      /ITEM_SEND_TBL has NOT NULL columns without a default .*: shopid/,
    )
    const { delivery } = await withPlayer(fixture)
    await expect(fixture.game.send(delivery)).rejects.toThrow(/shopid/)
    expect(tables(fixture).items).toEqual([])
  })

  it('passes the start-up check on the stock releases', async () => {
    for (const release of ['S1', 'S2'] as const) {
      const fixture = await startFakeMssqlGame({ release })
      await expect(fixture.game.checkSchema()).resolves.toBeUndefined()
    }
  })
})
