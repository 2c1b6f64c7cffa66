import type { GameAccount } from '@contract/schemas'
import { GameUnavailableError, type GameCharacter, type LinkedAccount, type Ports } from '../ports'

/** The game's accounts are compared whatever their case; the game itself keeps them lowercase. */
export const accountKey = (name: string) => name.trim().toLowerCase()

/** The game's answer, or null when it cannot be reached (other failures still throw). */
export async function unlessGameUnavailable<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof GameUnavailableError) return null
    throw error
  }
}

/** The same characters, field by field (a stored copy may list its fields in another order). */
const sameCharacters = (a: GameCharacter[], b: GameCharacter[]) =>
  a.length === b.length &&
  a.every(
    (character, i) =>
      character.characterId === b[i]?.characterId &&
      character.name === b[i]?.name &&
      character.slot === b[i]?.slot,
  )

/**
 * The player's linked accounts with their characters as the game has them now; while the game
 * cannot be read, as it last had them (so that a transfer or a claim still goes through: its
 * delivery waits for the game, and the game checks the character again when it gets it).
 */
export async function linkedAccountsOf(
  { store, game }: Pick<Ports, 'store' | 'game'>,
  uid: string,
  /** The player's links when the caller already read them. */
  read?: LinkedAccount[],
): Promise<LinkedAccount[]> {
  const linked = read ?? (await store.read((reads) => reads.links.accounts(uid)))
  if (linked.length === 0) return linked
  const fresh = await unlessGameUnavailable(() => game.characters(linked.map((a) => a.name)))
  if (!fresh) return linked
  const changed = linked.filter(
    (a) => !sameCharacters(a.characters, fresh.get(accountKey(a.name)) ?? []),
  )
  if (changed.length > 0) {
    await store.transaction(async (tx) => {
      for (const account of changed) {
        await tx.links.rememberCharacters(
          account.accountId,
          fresh.get(accountKey(account.name)) ?? [],
        )
      }
    })
  }
  return linked.map((a) => ({ ...a, characters: fresh.get(accountKey(a.name)) ?? [] }))
}

/** The contract's view of a linked account. */
export function accountView({ accountId, name, characters }: LinkedAccount): GameAccount {
  return {
    accountId,
    name,
    characters: characters.map(({ characterId, name: characterName }) => ({
      characterId,
      name: characterName,
    })),
  }
}

export type Target =
  | { ok: true; account: LinkedAccount; character: GameCharacter }
  | { ok: false; missing: 'account' | 'character' }

/**
 * Ownership, before any debit or claim: the account is the player's (the portal's link) and the
 * character is on it (the game's characters, or the last ones read while it cannot be reached).
 */
export async function findTarget(
  ports: Pick<Ports, 'store' | 'game'>,
  uid: string,
  accountId: number,
  characterId: number,
  /** The player's links when the caller already read them. */
  linked?: LinkedAccount[],
): Promise<Target> {
  const accounts = await linkedAccountsOf(ports, uid, linked)
  const account = accounts.find((a) => a.accountId === accountId)
  if (!account) return { ok: false, missing: 'account' }
  const character = account.characters.find((c) => c.characterId === characterId)
  return character ? { ok: true, account, character } : { ok: false, missing: 'character' }
}
