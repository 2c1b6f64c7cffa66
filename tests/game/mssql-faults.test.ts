/**
 * The SQL Server game adapter (server/game/mssql.ts) when the database fails, over a recording
 * fake of the mssql pool (tests/game/mssql-fake.ts) that injects the driver's failures, not a real
 * SQL Server: nothing half-written, a GameUnavailableError, and a retry that delivers exactly once.
 */
import { describe, expect, it } from 'vitest'
import { GameUnavailableError, type GameDelivery } from '@backend/ports'
import { startFakeMssqlGame } from './games'
import { sqlError } from './tsql-ast'

/** A game with one player and its character, and a delivery of 100 points to it. */
async function setUp() {
  const fixture = await startFakeMssqlGame()
  await fixture.addAccount('alice', 'secret1')
  const characterId = await fixture.addCharacter({
    account: 'alice',
    name: 'Alice',
    slot: 0,
    level: 10,
    job: 1,
    playingTime: 60,
  })
  const delivery: GameDelivery = {
    deliveryId: 'fault-1',
    account: 'alice',
    characterId,
    kind: 'points',
    amount: 100,
  }
  const tables = () => ({
    items: fixture.pool.rows('character', 'ITEM_SEND_TBL'),
    markers: fixture.pool.rows('character', 'PORTAL_DELIVERY_TBL'),
  })
  return { fixture, delivery, tables }
}

/**
 * Send's statements in its transaction: 1 marker read, 2 character read, then per stack an item
 * row and its line in the row list (3, 4 for one stack), then the marker (5).
 */
const ITEM_ROW = 3
const MARKER_ROW = 5

async function unavailable(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(GameUnavailableError)
  return (error as GameUnavailableError).cause as { code?: string; number?: number }
}

describe('the SQL Server game adapter under faults, over a recording fake of the mssql pool (not a real SQL Server)', () => {
  it('answers GameUnavailableError when the connection is refused, and writes nothing', async () => {
    const { fixture, delivery, tables } = await setUp()
    const before = { ...tables(), accounts: fixture.pool.rows('account', 'ACCOUNT_TBL') }
    fixture.pool.reachable = false
    expect((await unavailable(fixture.game.send(delivery))).code).toBe('ESOCKET')
    await unavailable(fixture.game.createAccount('bob', 'secret1'))
    await unavailable(fixture.game.changePassword('alice', 'other1'))
    expect({ ...tables(), accounts: fixture.pool.rows('account', 'ACCOUNT_TBL') }).toEqual(before)
    fixture.pool.reachable = true
    expect(await fixture.game.send(delivery)).toEqual({ status: 'sent' })
    expect(tables().items).toHaveLength(1)
  })

  it('rolls back a send that times out mid-transaction; the retry writes exactly one row', async () => {
    const { fixture, delivery, tables } = await setUp()
    fixture.pool.failInNextTransaction(MARKER_ROW, 'timeout')
    expect((await unavailable(fixture.game.send(delivery))).code).toBe('ETIMEOUT')
    // The item row written before the timeout went with the rollback.
    expect(tables()).toEqual({ items: [], markers: [] })
    expect(await fixture.game.send(delivery)).toEqual({ status: 'sent' })
    expect(tables().items).toHaveLength(1)
    expect(tables().markers).toEqual([
      expect.objectContaining({ delivery_id: 'fault-1', m_nNo: tables().items[0]?.m_nNo }),
    ])
  })

  it('answers GameUnavailableError to a deadlock victim (1205); the retry delivers once', async () => {
    const { fixture, delivery, tables } = await setUp()
    fixture.pool.failInNextTransaction(ITEM_ROW, 'deadlock')
    expect((await unavailable(fixture.game.send(delivery))).number).toBe(1205)
    expect(tables()).toEqual({ items: [], markers: [] })
    expect(await fixture.game.send(delivery)).toEqual({ status: 'sent' })
    expect(await fixture.game.send(delivery)).toEqual({ status: 'sent' })
    expect(tables().items).toHaveLength(1)
  })

  it('answers GameUnavailableError to a deadlock while creating an account, which a retry creates', async () => {
    const { fixture } = await setUp()
    fixture.pool.failInNextTransaction(2, 'deadlock')
    await unavailable(fixture.game.createAccount('carol', 'secret1'))
    expect(fixture.pool.rows('account', 'ACCOUNT_TBL').map((r) => r.account)).toEqual(['alice'])
    expect(await fixture.game.createAccount('carol', 'secret1')).toEqual({
      ok: true,
      name: 'carol',
    })
  })

  it('treats a commit whose answer was lost as unavailable: the retry answers sent, one row stays', async () => {
    const { fixture, delivery, tables } = await setUp()
    fixture.pool.loseNextCommitAnswer()
    expect((await unavailable(fixture.game.send(delivery))).code).toBe('ESOCKET')
    // The commit did apply: the row is there, and the marker with it.
    expect(tables().items).toHaveLength(1)
    expect(await fixture.game.send(delivery)).toEqual({ status: 'sent' })
    expect(tables().items).toHaveLength(1)
    expect(tables().markers).toHaveLength(1)
    expect(await fixture.game.receipts([delivery.deliveryId])).toEqual(
      new Map([[delivery.deliveryId, { state: 'sent', since: expect.any(String) }]]),
    )
  })

  it('treats any failure of a commit as unavailable, whatever the error says', async () => {
    const { fixture, delivery, tables } = await setUp()
    fixture.pool.loseNextCommitAnswer(
      sqlError(3971, 'The server failed to resume the transaction.'),
    )
    expect((await unavailable(fixture.game.send(delivery))).number).toBe(3971)
    expect(await fixture.game.send(delivery)).toEqual({ status: 'sent' })
    expect(tables().items).toHaveLength(1)
  })

  it('lets a commit that never reached the server apply nothing: the retry writes the one row', async () => {
    const { fixture, delivery, tables } = await setUp()
    fixture.pool.dropNextCommit()
    await unavailable(fixture.game.send(delivery))
    expect(tables()).toEqual({ items: [], markers: [] })
    expect(await fixture.game.send(delivery)).toEqual({ status: 'sent' })
    expect(tables().items).toHaveLength(1)
  })

  it('lets an error that is not the connection through as it is', async () => {
    const fixture = await startFakeMssqlGame({ without: ['ITEM_SEND_TBL'] })
    const error = await fixture.game.receipts(['x']).catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(GameUnavailableError)
    expect(String(error)).toMatch(/no \[CHARACTER_01_DBF\]\.\[dbo\]\.\[ITEM_SEND_TBL\]/)
  })
})
