import { expect } from 'vitest'
import type { GameDelivery } from '@backend/ports'
import type { FakeMssqlFixture } from './games'
import type { FakeMssqlPool, RecordedStatement } from './mssql-fake'

/** What mssql-sql.test.ts reads of a recording fake pool, and a walk through every call. */

export const statements = (pool: FakeMssqlPool, pattern: RegExp) =>
  pool.statements.filter((s) => pattern.test(s.text))
export const parameter = (statement: RecordedStatement | undefined, name: string) =>
  statement?.parameters.find((p) => p.name === name)

/** Every call of the port, once, with `account` (and a character of it) as the names. */
export async function everyCall(fixture: FakeMssqlFixture, account: string, password: string) {
  const { game } = fixture
  expect(await game.createAccount(account, password)).toMatchObject({ ok: true })
  expect(await game.checkPassword(account, password)).toBe(account.toLowerCase())
  expect(await game.changePassword(account, `${password}2`)).toBe(true)
  const characterId = await fixture.addCharacter({
    account: account.toLowerCase(),
    name: `${account}c`,
    slot: 0,
    level: 12,
    job: 2,
    playingTime: 30,
  })
  expect((await game.characters([account])).get(account.toLowerCase())).toHaveLength(1)
  expect(await game.ranking(10)).toHaveLength(1)
  const guildId = await fixture.addGuild(`${account}g`, 3)
  await fixture.addMember(guildId, characterId, 0)
  expect(await game.character(`${account}C`)).toMatchObject({ place: 1, online: false })
  expect(await game.guilds(10)).toHaveLength(1)
  expect(await game.guild(`${account}G`)).toMatchObject({ master: `${account}c` })
  const delivery: GameDelivery = {
    deliveryId: `sql-${account}`,
    account,
    characterId,
    kind: 'item',
    itemId: 60582,
    count: 1,
  }
  expect(await game.send(delivery)).toEqual({ status: 'sent' })
  expect((await game.receipts([delivery.deliveryId])).get(delivery.deliveryId)).toEqual({
    state: 'sent',
    since: expect.any(String),
  })
  await game.blockAccounts([account], '2099-12-31')
  expect((await game.blockedAccounts([account])).size).toBe(1)
  await game.unblockAccounts([account])
  return { characterId, delivery }
}
