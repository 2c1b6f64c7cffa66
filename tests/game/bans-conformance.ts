/**
 * What every game must do of bans (backend/ports/game-bans.ts), run against each game of
 * tests/game/games.ts: accounts blocked through a day or without end, unblocked, whatever the
 * case of their names; an unreachable game throws and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { GameUnavailableError, type GamePort } from '@backend/ports'
import { named, type GameFixture, type GameUnderTest } from './games'

export function gameBansConformance(under: GameUnderTest) {
  describe.skipIf(Boolean(under.skip))(`${under.name}: bans`, { timeout: 30_000 }, () => {
    let fixture: GameFixture
    let game: GamePort

    beforeEach(async () => {
      fixture = await under.start()
      game = fixture.game
    }, 30_000)
    afterEach(async () => {
      await fixture.stop()
    })

    it('blocks accounts through a day or without end, whatever the case, and unblocks them', async () => {
      const [ann, bob, cid] = [named('bana'), named('banb'), named('banc')]
      for (const name of [ann, bob, cid]) await fixture.addAccount(name, 'secret1')
      expect(await game.blockedAccounts([ann, bob, cid])).toEqual(new Map())
      await game.blockAccounts([ann.toUpperCase(), named('nobody')], '2099-12-31')
      await game.blockAccounts([bob], null)
      expect(await game.blockedAccounts([ann, bob, cid])).toEqual(
        new Map([
          [ann, '2099-12-31'],
          [bob, null],
        ]),
      )
      await game.unblockAccounts([ann, bob.toUpperCase()])
      expect(await game.blockedAccounts([ann, bob, cid])).toEqual(new Map())
      // The password still checks: a ban touches nothing else of the account.
      expect(await game.checkPassword(ann, 'secret1')).toBe(ann)
    })

    it('counts a block whose last day is past as ended, as the game does at login', async () => {
      const name = named('band')
      await fixture.addAccount(name, 'secret1')
      await game.blockAccounts([name], '2000-01-01')
      expect(await game.blockedAccounts([name])).toEqual(new Map())
    })

    it('throws GameUnavailableError while unreachable and changes nothing', async () => {
      const name = named('bane')
      await fixture.addAccount(name, 'secret1')
      fixture.setReachable(false)
      for (const call of [
        game.blockAccounts([name], null),
        game.unblockAccounts([name]),
        game.blockedAccounts([name]),
      ]) {
        await expect(call).rejects.toBeInstanceOf(GameUnavailableError)
      }
      fixture.setReachable(true)
      expect(await game.blockedAccounts([name])).toEqual(new Map())
    })
  })
}
