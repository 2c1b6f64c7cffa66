/**
 * What every GamePort must do with deliveries beyond one row (backend/ports/game.ts): rows of at
 * most the item's stack size under one marker, the charged flag of each kind, receipts once
 * every row is handed over, and rows or markers that disappeared reported. Run against each game
 * of tests/game/games.ts, as tests/game/conformance.ts is.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_ROW_SETTINGS, MAX_ROW_COUNT } from '@backend/domain/game-rows'
import type { GameDelivery, GamePort } from '@backend/ports'
import { addPlayer, RUN, type GameFixture, type GameUnderTest } from './games'

let deliveries = 0
const nextId = () => `stacks-${RUN}-${++deliveries}`

export function gameDeliveryConformance(under: GameUnderTest) {
  describe.skipIf(Boolean(under.skip))(
    `${under.name}: deliveries in stacks`,
    { timeout: 120_000 },
    () => {
      let fixture: GameFixture
      let game: GamePort
      afterEach(async () => {
        await fixture.stop()
      })

      async function start(rows?: Parameters<GameUnderTest['start']>[0]) {
        fixture = await under.start(rows)
        game = fixture.game
      }

      const player = (base: string) => addPlayer(fixture, base)

      const points = (account: string, characterId: number, amount: number): GameDelivery => ({
        deliveryId: nextId(),
        account,
        characterId,
        kind: 'points',
        amount,
      })
      const rowsOf = async (characterId: number) =>
        (await fixture.deliveryRows()).filter((row) => row.characterId === characterId)

      it('delivers 100 000 AirPoints in rows of at most the stack size, once, however often it is sent', async () => {
        await start()
        const stack = fixture.rowSettings.stackSizes[fixture.airPointsItemId] ?? MAX_ROW_COUNT
        expect(stack).toBeLessThan(100_000)
        const { account, characterId } = await player('stack')
        const delivery = points(account, characterId, 100_000)
        for (let i = 0; i < 3; i += 1) expect(await game.send(delivery)).toEqual({ status: 'sent' })
        await Promise.all(Array.from({ length: 5 }, () => game.send(delivery)))
        const rows = await rowsOf(characterId)
        expect(rows.length).toBe(Math.ceil(100_000 / stack))
        for (const row of rows) {
          expect(row).toMatchObject({ itemId: fixture.airPointsItemId, handed: false })
          expect(row.count).toBeGreaterThan(0)
          expect(row.count).toBeLessThanOrEqual(stack)
        }
        expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(100_000)
      })

      it('answers received only once every row of the delivery is handed over', async () => {
        await start()
        const stack = fixture.rowSettings.stackSizes[fixture.airPointsItemId] ?? MAX_ROW_COUNT
        const { account, characterId } = await player('part')
        const delivery = points(account, characterId, stack * 2 + 1)
        await game.send(delivery)
        // The bag takes one stack at this login: the rest waits for the next one.
        await fixture.enterWorld(characterId, 1)
        expect((await game.receipts([delivery.deliveryId])).get(delivery.deliveryId)).toMatchObject(
          {
            state: 'sent',
          },
        )
        await fixture.enterWorld(characterId)
        expect((await game.receipts([delivery.deliveryId])).get(delivery.deliveryId)).toMatchObject(
          {
            state: 'received',
          },
        )
      })

      it('writes m_bCharged 0 (charged) by default, and the flag set for each kind', async () => {
        await start()
        const { account, characterId } = await player('chgd')
        const item = { account, characterId, kind: 'item', itemId: 60582, count: 2 } as const
        await game.send(points(account, characterId, 10))
        await game.send({ ...item, deliveryId: nextId() })
        expect((await rowsOf(characterId)).map((row) => row.charged)).toEqual([0, 0])
        await fixture.stop()
        await start({ ...fixture.rowSettings, charged: { points: false, rewards: true } })
        const other = await player('flag')
        await game.send(points(other.account, other.characterId, 10))
        await game.send({ ...item, ...other, deliveryId: nextId() })
        expect((await rowsOf(other.characterId)).map((row) => [row.count, row.charged])).toEqual([
          [10, 1],
          [2, 0],
        ])
      })

      it('reports a delivery whose row was deleted as rows-gone, and one lost with a restore as absent', async () => {
        await start(DEFAULT_ROW_SETTINGS)
        const { account, characterId } = await player('gone')
        const deleted = points(account, characterId, 5)
        await game.send(deleted)
        await fixture.deleteDeliveryRows(characterId)
        expect((await game.receipts([deleted.deliveryId])).get(deleted.deliveryId)).toEqual({
          state: 'rows-gone',
          since: expect.any(String),
        })
        const other = await player('rest')
        const restored = points(other.account, other.characterId, 5)
        await game.send(restored)
        await fixture.restoreBefore(other.characterId)
        expect((await game.receipts([restored.deliveryId])).has(restored.deliveryId)).toBe(false)
      })

      it('answers every receipt of 600 never-collected deliveries and a newer one received', async () => {
        await start()
        const abandoned = await player('left')
        const ids: string[] = []
        for (let start = 0; start < 600; start += 50) {
          const batch = Array.from({ length: 50 }, () =>
            points(abandoned.account, abandoned.characterId, 1),
          )
          await Promise.all(batch.map((delivery) => game.send(delivery)))
          ids.push(...batch.map((delivery) => delivery.deliveryId))
        }
        const active = await player('here')
        const newer = points(active.account, active.characterId, 1)
        await game.send(newer)
        await fixture.enterWorld(active.characterId)
        const receipts = await game.receipts([...ids, newer.deliveryId])
        expect(receipts.size).toBe(601)
        expect(receipts.get(newer.deliveryId)).toMatchObject({ state: 'received' })
        expect([...receipts.values()].filter((r) => r.state === 'sent')).toHaveLength(600)
      })
    },
  )
}
