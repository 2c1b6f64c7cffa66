/** The status reads of every GamePort (backend/ports/game-status.ts), on each game of status-games.ts. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { GameUnavailableError } from '@backend/ports'
import { STATUS_GAMES, type StatusFixture } from './status-games'

const MINUTE = 60_000

for (const under of STATUS_GAMES) {
  describe(`status reads: ${under.name}`, { timeout: 30_000 }, () => {
    let fixture: StatusFixture
    beforeEach(async () => {
      fixture = await under.start()
    }, 30_000)
    afterEach(() => fixture.stop())

    it('counts the characters in the world on every channel, not the deleted ones', async () => {
      const ids = []
      for (const name of ['Ana', 'Bob', 'Cid', 'Dan']) ids.push(await fixture.addCharacter(name))
      const gone = await fixture.addCharacter('Eve', true)
      expect(await fixture.game.playersOnline()).toBe(0)
      await fixture.setOnline(ids[0] ?? 0, 1)
      await fixture.setOnline(ids[1] ?? 0, 2)
      await fixture.setOnline(ids[2] ?? 0, 11)
      await fixture.setOnline(gone, 1)
      expect(await fixture.game.playersOnline()).toBe(3)
      await fixture.setOnline(ids[1] ?? 0, 0)
      expect(await fixture.game.playersOnline()).toBe(2)
    })

    it('reads the count log from a date, its newest row and its record (or says it has none)', async () => {
      const now = Math.floor(Date.now() / MINUTE) * MINUTE
      const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE)
      await fixture.addCharacter('Ana')
      expect(await fixture.game.hasCountLog()).toBe(fixture.hasCountLog)
      if (!fixture.hasCountLog) {
        expect(await fixture.game.countLog(at(60))).toBeNull()
        return
      }
      expect(await fixture.game.countLog(at(60))).toEqual({ rows: [], newest: null, record: null })
      await fixture.addCount(at(3000), 80)
      await fixture.addCount(at(30), 12)
      await fixture.addCount(at(2), 20)
      await fixture.addCount(at(1), 15)
      expect(await fixture.game.countLog(at(60))).toEqual({
        rows: [
          { at: at(30).toISOString(), players: 12 },
          { at: at(2).toISOString(), players: 20 },
          { at: at(1).toISOString(), players: 15 },
        ],
        newest: at(1).toISOString(),
        record: { at: at(3000).toISOString(), players: 80 },
      })
    })

    it('throws GameUnavailableError while the game cannot be reached', async () => {
      fixture.setReachable(false)
      await expect(fixture.game.playersOnline()).rejects.toBeInstanceOf(GameUnavailableError)
      await expect(fixture.game.countLog(new Date())).rejects.toBeInstanceOf(GameUnavailableError)
      fixture.setReachable(true)
      expect(await fixture.game.playersOnline()).toBe(0)
    })
  })
}
