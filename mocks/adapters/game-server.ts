import type { GameAccount } from '@contract/schemas'
import type { GameServerPort } from '@backend/ports'
import { db, nextId } from '../db/collections'
import { mutate } from '../db/mutate'
import type { GameAccountRecord } from '../db/schemas'

/**
 * The game server port on the mock's tables. Accounts change under the global
 * lock (mutate); deliveries are called inside a store transaction, which
 * already holds it, and the embedded game has no inventory to fill: they are
 * accepted and forgotten.
 */
function accountView(account: GameAccountRecord): GameAccount {
  const characters = db.characters
    .findMany((q) => q.where({ accountId: account.accountId }), { orderBy: { characterId: 'asc' } })
    .map(({ characterId, name }) => ({ characterId, name }))
  return { accountId: account.accountId, name: account.name, characters }
}

/** Game account names are unique across all players, whatever the case. */
function findByName(name: string) {
  const wanted = name.toLowerCase()
  return db.gameAccounts.findFirst((q) =>
    q.where({ name: (value) => value.toLowerCase() === wanted }),
  )
}

export const memoryGameServer: GameServerPort = {
  async listAccounts(uid) {
    return db.gameAccounts
      .findMany((q) => q.where({ uid }), { orderBy: { accountId: 'asc' } })
      .map(accountView)
  },

  createAccount(uid, name, password) {
    return mutate(async () => {
      if (findByName(name)) return { ok: false, reason: 'name-taken' } as const
      const accountId = nextId(db.gameAccounts.all().map((a) => a.accountId))
      const account = await db.gameAccounts.create({ accountId, uid, name, password })
      return { ok: true, account: accountView(account) } as const
    })
  },

  changePassword(uid, name, password) {
    return mutate(async () => {
      const account = findByName(name)
      if (!account || account.uid !== uid) return null
      const updated = await db.gameAccounts.update(
        (q) => q.where({ accountId: account.accountId }),
        {
          data(record) {
            record.password = password
          },
        },
      )
      return accountView(updated ?? account)
    })
  },

  async findTarget(uid, accountId, characterId) {
    if (!db.gameAccounts.findFirst((q) => q.where({ accountId, uid }))) {
      return { ok: false, missing: 'account' }
    }
    if (!db.characters.findFirst((q) => q.where({ characterId, accountId }))) {
      return { ok: false, missing: 'character' }
    }
    return { ok: true }
  },

  async deliver() {},

  async ranking() {
    return db.ranking.findMany(undefined, {
      orderBy: [{ level: 'desc' }, { playingTime: 'desc' }],
    })
  },
}
