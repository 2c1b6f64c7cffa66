/**
 * The SQL Server game adapter on the real mssql driver (tedious), with no SQL Server behind it:
 * the driver's own connection errors become GameUnavailableError. Nothing listens on port 1.
 */
import { describe, expect, it, vi } from 'vitest'
import { GameUnavailableError } from '@backend/ports'
import { openMssqlGame } from '@server/game/mssql'
import { FAKE_SETTINGS } from './games'

const NOTHING_THERE =
  'Server=127.0.0.1,1;Database=master;User Id=portal;Password=x;Connect Timeout=2;TrustServerCertificate=true'

describe('the SQL Server game adapter on the real mssql driver, with no server listening', () => {
  it('starts, answers GameUnavailableError from every call, and closes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { game, close } = await openMssqlGame({
      ...FAKE_SETTINGS,
      connectionString: NOTHING_THERE,
    })
    // Its tables are checked at the first call instead; the settings that guess are said.
    const warned = warn.mock.calls.map(([text]) => String(text))
    warn.mockRestore()
    expect(warned).toContainEqual(expect.stringMatching(/unreachable at start/))
    expect(warned).toContainEqual(expect.stringMatching(/GAME_REWARD_ITEMS maps no game item/))
    const calls: Promise<unknown>[] = [
      game.createAccount('alice', 'secret1'),
      game.checkPassword('alice', 'secret1'),
      game.changePassword('alice', 'secret2'),
      game.characters(['alice']),
      game.ranking(10),
      game.send({ deliveryId: 'd1', account: 'alice', characterId: 1, kind: 'points', amount: 1 }),
      game.receipts(['d1']),
    ]
    for (const call of calls) {
      const error = await call.catch((e: unknown) => e)
      expect(error).toBeInstanceOf(GameUnavailableError)
      expect((error as Error).cause).toMatchObject({ name: 'ConnectionError' })
    }
    await close()
  })
})
