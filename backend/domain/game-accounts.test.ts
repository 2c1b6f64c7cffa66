import { describe, expect, it } from 'vitest'
import { linkedAccountsOf } from './game-accounts'
import type { GameCharacter, LinkedAccount, Ports, StoreTx } from '../ports'

/**
 * A store holding one linked account whose characters were stored as PostgreSQL's jsonb gives
 * them back (its fields in another order than the game's), and a game listing `now`.
 */
function portsWith(now: GameCharacter[]) {
  const stored: LinkedAccount = {
    accountId: 1,
    uid: 'joueur',
    name: 'heros01',
    characters: [{ name: 'Aelis', slot: 0, characterId: 11 } as GameCharacter],
    createdAt: new Date(0),
  } as LinkedAccount
  const remembered: GameCharacter[][] = []
  const tx = {
    links: {
      accounts: async () => [stored],
      rememberCharacters: async (_accountId: number, characters: GameCharacter[]) => {
        remembered.push(characters)
      },
    },
  } as unknown as StoreTx
  const ports = {
    store: {
      read: (work: (t: StoreTx) => Promise<unknown>) => work(tx),
      transaction: (work: (t: StoreTx) => Promise<unknown>) => work(tx),
    },
    game: { characters: async () => new Map([['heros01', now]]) },
  } as unknown as Pick<Ports, 'store' | 'game'>
  return { ports, remembered }
}

describe("a player's linked accounts with the game's characters", () => {
  it('does not write the stored characters again when the game lists the same ones', async () => {
    const { ports, remembered } = portsWith([{ characterId: 11, name: 'Aelis', slot: 0 }])
    const [account] = await linkedAccountsOf(ports, 'joueur')
    expect(account?.characters).toEqual([{ characterId: 11, name: 'Aelis', slot: 0 }])
    expect(remembered).toEqual([])
  })

  it('remembers them when the game lists others', async () => {
    const now = [
      { characterId: 11, name: 'Aelis', slot: 0 },
      { characterId: 12, name: 'Brakkar', slot: 1 },
    ]
    const { ports, remembered } = portsWith(now)
    const [account] = await linkedAccountsOf(ports, 'joueur')
    expect(account?.characters).toEqual(now)
    expect(remembered).toEqual([now])
  })
})
