/**
 * What every GamePort must do (backend/ports/game.ts), run against each game of
 * tests/game/games.ts through its fixture. Names end with this run's suffix (RUN), so that a game
 * that outlives the run never meets them again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { GameUnavailableError, type GameDelivery, type GamePort } from '@backend/ports'
import { addPlayer, named, RUN, type GameFixture, type GameUnderTest } from './games'

let deliveries = 0
const deliveryId = () => `conformance-${RUN}-${++deliveries}`

/** Far above any real character's level: the run's characters head a real server's ranking. */
const TOP = 100_000

export function gameConformance(under: GameUnderTest) {
  describe.skipIf(Boolean(under.skip))(under.name, { timeout: 30_000 }, () => {
    let fixture: GameFixture
    let game: GamePort

    // A fresh game for each test: on PGlite, its first start also compiles the database (WASM).
    beforeEach(async () => {
      fixture = await under.start()
      game = fixture.game
    }, 30_000)
    afterEach(async () => {
      await fixture.stop()
    })
    const player = (base: string) => addPlayer(fixture, base)

    const points = (account: string, characterId: number, amount = 100): GameDelivery => ({
      deliveryId: deliveryId(),
      account,
      characterId,
      kind: 'points',
      amount,
    })

    const rowsOf = async (characterId: number) =>
      (await fixture.deliveryRows()).filter((row) => row.characterId === characterId)

    describe('accounts', () => {
      it('creates an account whose password then checks, and no other password does', async () => {
        const name = named('alice')
        expect(await game.createAccount(name, 'secret1')).toEqual({ ok: true, name })
        expect(await game.checkPassword(name, 'secret1')).toBe(name)
        expect(await game.checkPassword(name.toUpperCase(), 'secret1')).toBe(name)
        expect(await game.checkPassword(name, 'secret2')).toBeNull()
        expect(await game.checkPassword(named('nobody'), 'secret1')).toBeNull()
      })

      it('refuses a name the game has whatever its case', async () => {
        const existing = named('Bob')
        await fixture.addAccount(existing, 'secret1')
        expect(await game.createAccount(existing.toLowerCase(), 'other1')).toEqual({
          ok: false,
          reason: 'name-taken',
        })
        const created = named('carol')
        expect(await game.createAccount(created, 'secret1')).toMatchObject({ ok: true })
        expect(await game.createAccount(created.toUpperCase(), 'other1')).toEqual({
          ok: false,
          reason: 'name-taken',
        })
        // The refused creations changed no password.
        expect(await game.checkPassword(existing, 'secret1')).toBe(existing)
        expect(await game.checkPassword(created, 'secret1')).toBe(created)
      })

      it('stores the name lowercase, as the game client logs in with it', async () => {
        const asked = named('DaVe')
        const lower = asked.toLowerCase()
        expect(await game.createAccount(asked, 'secret1')).toEqual({ ok: true, name: lower })
        expect(await game.checkPassword(asked, 'secret1')).toBe(lower)
      })

      it('lets exactly one of 20 concurrent creations of one name through', async () => {
        const name = named('race')
        const outcomes = await Promise.all(
          Array.from({ length: 20 }, (_, i) => game.createAccount(name, `secret${i}`)),
        )
        const created = outcomes.flatMap((outcome, i) => (outcome.ok ? [i] : []))
        expect(created).toHaveLength(1)
        expect(outcomes.filter((o) => !o.ok)).toEqual(
          Array.from({ length: 19 }, () => ({ ok: false, reason: 'name-taken' })),
        )
        expect(await game.checkPassword(name, `secret${created[0]}`)).toBe(name)
      })

      it('changes a password: the new one checks, the old one no longer does', async () => {
        const name = named('erin')
        await fixture.addAccount(name, 'before1')
        expect(await game.changePassword(name.toUpperCase(), 'after1')).toBe(true)
        expect(await game.checkPassword(name, 'after1')).toBe(name)
        expect(await game.checkPassword(name, 'before1')).toBeNull()
        expect(await game.changePassword(named('nobody'), 'after1')).toBe(false)
      })
    })

    describe('characters', () => {
      it('lists the live characters of each account by slot, every asked name present', async () => {
        const frank = named('frank')
        const grace = named('grace')
        await fixture.addAccount(frank, 'secret1')
        await fixture.addAccount(grace, 'secret1')
        const third = await fixture.addCharacter({
          account: frank,
          name: named('zed'),
          slot: 2,
          level: 5,
          job: 0,
          playingTime: 1,
        })
        await fixture.addCharacter({
          account: frank,
          name: named('del'),
          slot: 1,
          level: 5,
          job: 0,
          playingTime: 1,
          deleted: true,
        })
        const first = await fixture.addCharacter({
          account: frank,
          name: named('amy'),
          slot: 0,
          level: 7,
          job: 1,
          playingTime: 1,
        })
        const other = await fixture.addCharacter({
          account: grace,
          name: named('gus'),
          slot: 0,
          level: 3,
          job: 0,
          playingTime: 1,
        })
        const empty = named('hana')
        await fixture.addAccount(empty, 'secret1')
        const nobody = named('nobody')
        const found = await game.characters([frank.toUpperCase(), grace, empty, nobody])
        expect([...found.keys()].sort()).toEqual([frank, grace, empty, nobody].sort())
        expect(found.get(frank)).toEqual([
          { characterId: first, name: named('amy'), slot: 0 },
          { characterId: third, name: named('zed'), slot: 2 },
        ])
        expect(found.get(grace)).toEqual([{ characterId: other, name: named('gus'), slot: 0 }])
        expect(found.get(empty)).toEqual([])
        expect(found.get(nobody)).toEqual([])
        expect(await game.characters([])).toEqual(new Map())
      })
    })

    describe('ranking', () => {
      it('ranks by level then playing time, leaves staff and deleted characters out, and stops at the limit', async () => {
        const account = named('rank')
        await fixture.addAccount(account, 'secret1')
        const add = (name: string, level: number, playingTime: number, more = {}) =>
          fixture.addCharacter({
            account,
            name: named(name),
            slot: 0,
            level,
            job: 3,
            playingTime,
            ...more,
          })
        await add('low', TOP + 2, 5)
        await add('long', TOP + 2, 50)
        await add('high', TOP + 3, 1)
        await add('staff', TOP + 9, 1, { staff: true })
        await add('gone', TOP + 8, 1, { deleted: true })
        const ranking = await game.ranking(3)
        expect(ranking).toEqual([
          { name: named('high'), job: 3, level: TOP + 3, playingTime: 1 },
          { name: named('long'), job: 3, level: TOP + 2, playingTime: 50 },
          { name: named('low'), job: 3, level: TOP + 2, playingTime: 5 },
        ])
        expect((await game.ranking(2)).map((c) => c.name)).toEqual([named('high'), named('long')])
        const names = (await game.ranking(1_000)).map((c) => c.name)
        expect(names).not.toContain(named('staff'))
        expect(names).not.toContain(named('gone'))
      })
    })

    describe('deliveries', () => {
      it('writes one row per deliveryId, sent 5 times in a row or 10 times at once', async () => {
        const { account, characterId } = await player('hank')
        const again = points(account, characterId)
        for (let i = 0; i < 5; i++) expect(await game.send(again)).toEqual({ status: 'sent' })
        const racing = points(account, characterId)
        const outcomes = await Promise.all(Array.from({ length: 10 }, () => game.send(racing)))
        expect(outcomes).toEqual(Array.from({ length: 10 }, () => ({ status: 'sent' })))
        expect(await rowsOf(characterId)).toHaveLength(2)
      })

      it('refuses a character deleted or on another account, and writes nothing', async () => {
        const { account, characterId } = await player('ivan')
        const other = await player('judy')
        const deleted = await fixture.addCharacter({
          account,
          name: named('ivanx'),
          slot: 1,
          level: 1,
          job: 0,
          playingTime: 0,
          deleted: true,
        })
        const refused = { status: 'refused', failure: 'character-gone' }
        expect(await game.send(points(account, deleted))).toEqual(refused)
        expect(await game.send(points(account, other.characterId))).toEqual(refused)
        expect(await game.send(points(account, 9_999_999))).toEqual(refused)
        expect(await rowsOf(deleted)).toEqual([])
        expect(await rowsOf(other.characterId)).toEqual([])
        // The right account, whatever its case, is delivered.
        expect(await game.send(points(account.toUpperCase(), characterId))).toEqual({
          status: 'sent',
        })
      })

      it('carries points as the AirPoints item, the amount as its count, and items as themselves', async () => {
        const { account, characterId } = await player('kate')
        await game.send(points(account, characterId, 250))
        await game.send({
          deliveryId: deliveryId(),
          account,
          characterId,
          kind: 'item',
          itemId: 60582,
          count: 2,
        })
        expect(await rowsOf(characterId)).toEqual([
          { characterId, itemId: fixture.airPointsItemId, count: 250, handed: false, charged: 0 },
          { characterId, itemId: 60582, count: 2, handed: false, charged: 0 },
        ])
      })

      it('answers receipts: absent before the send, sent after, received with its date once handed', async () => {
        const { account, characterId } = await player('liam')
        const delivery = points(account, characterId)
        const unknown = deliveryId()
        expect(await game.receipts([delivery.deliveryId, unknown])).toEqual(new Map())
        await game.send(delivery)
        expect(await game.receipts([delivery.deliveryId, unknown])).toEqual(
          new Map([[delivery.deliveryId, { state: 'sent', since: expect.any(String) }]]),
        )
        const before = Date.now()
        await fixture.enterWorld(characterId)
        const receipt = (await game.receipts([delivery.deliveryId])).get(delivery.deliveryId)
        expect(receipt?.state).toBe('received')
        const at = receipt?.state === 'received' ? Date.parse(receipt.at) : NaN
        // The game's date read as an instant (the server's time zone taken off), to the minute.
        expect(at).toBeGreaterThan(before - 60_000)
        expect(at).toBeLessThan(Date.now() + 60_000)
        expect(await rowsOf(characterId)).toEqual([
          { characterId, itemId: fixture.airPointsItemId, count: 100, handed: true, charged: 0 },
        ])
      })
    })

    describe('an unreachable game', () => {
      it('throws GameUnavailableError from every call and writes nothing', async () => {
        const { account, characterId } = await player('mike')
        const delivery = points(account, characterId)
        fixture.setReachable(false)
        const calls: Promise<unknown>[] = [
          game.createAccount(named('newbie'), 'secret1'),
          game.checkPassword(account, 'secret1'),
          game.changePassword(account, 'changed1'),
          game.characters([account]),
          game.ranking(10),
          game.send(delivery),
          game.receipts([delivery.deliveryId]),
        ]
        for (const call of calls) await expect(call).rejects.toBeInstanceOf(GameUnavailableError)
        fixture.setReachable(true)
        expect(await game.checkPassword(account, 'secret1')).toBe(account)
        expect(await game.checkPassword(named('newbie'), 'secret1')).toBeNull()
        expect(await rowsOf(characterId)).toEqual([])
        expect(await game.receipts([delivery.deliveryId])).toEqual(new Map())
        // Back, the same delivery goes through once.
        expect(await game.send(delivery)).toEqual({ status: 'sent' })
        expect(await rowsOf(characterId)).toHaveLength(1)
      })
    })
  })
}
