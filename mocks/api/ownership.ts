import type { GameAccount } from '@contract/schemas'
import { db } from '../db/collections'
import type { CharacterRecord, GameAccountRecord } from '../db/schemas'

/**
 * Ownership rule: another player's game account or character answers exactly
 * like one that does not exist (404), so ids reveal nothing about other players.
 */
export function ownedAccount(uid: string, accountId: number): GameAccountRecord | undefined {
  return db.gameAccounts.findFirst((q) => q.where({ accountId, uid }))
}

export function accountView(account: GameAccountRecord): GameAccount {
  const characters = db.characters
    .findMany((q) => q.where({ accountId: account.accountId }), { orderBy: { characterId: 'asc' } })
    .map(({ characterId, name }) => ({ characterId, name }))
  return { accountId: account.accountId, name: account.name, characters }
}

export type Target =
  | { ok: true; account: GameAccountRecord; character: CharacterRecord }
  | { ok: false; message: 'account not found' | 'character not found' }

/** The caller's account and one of its characters, or which of the two is not theirs. */
export function ownedTarget(uid: string, accountId: number, characterId: number): Target {
  const account = ownedAccount(uid, accountId)
  if (!account) return { ok: false, message: 'account not found' }
  const character = db.characters.findFirst((q) => q.where({ characterId, accountId }))
  if (!character) return { ok: false, message: 'character not found' }
  return { ok: true, account, character }
}
