import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { GameAccount } from '@contract/schemas'
import type { GameServerPort } from '@backend/ports'
import type { Db } from './db/client'
import { characters, deliveries, gameAccounts, ranking } from './db/schema'
import { hashPassword } from './passwords'
import { SqlStoreTx } from './store'

/** The unique index on lower(name): a concurrent creation of the same name loses on it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * The game server port on tables of the portal's database
 * (docs/decisions/009-game-server-port.md). Deliveries are rows the game hands
 * out at the character's next login, written through the transaction of the
 * debit or the claim they belong to, once per deliveryId.
 */
export function sqlGameServer(db: Db): GameServerPort {
  async function accountsView(rows: { accountId: number; name: string }[]) {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.accountId)
    const owned = await db
      .select()
      .from(characters)
      .where(inArray(characters.accountId, ids))
      .orderBy(asc(characters.characterId))
    return rows.map(({ accountId, name }): GameAccount => ({
      accountId,
      name,
      characters: owned
        .filter((c) => c.accountId === accountId)
        .map(({ characterId, name: characterName }) => ({ characterId, name: characterName })),
    }))
  }

  const byName = (name: string) => eq(sql`lower(${gameAccounts.name})`, name.toLowerCase())

  return {
    async listAccounts(uid) {
      const rows = await db
        .select({ accountId: gameAccounts.accountId, name: gameAccounts.name })
        .from(gameAccounts)
        .where(eq(gameAccounts.uid, uid))
        .orderBy(asc(gameAccounts.accountId))
      return accountsView(rows)
    },

    async createAccount(uid, name, password) {
      const passwordHash = await hashPassword(password)
      try {
        const created = await db
          .insert(gameAccounts)
          .values({ uid, name, passwordHash })
          .onConflictDoNothing()
          .returning({ accountId: gameAccounts.accountId, name: gameAccounts.name })
        const [account] = await accountsView(created)
        return account ? { ok: true, account } : { ok: false, reason: 'name-taken' }
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'name-taken' }
        throw error
      }
    },

    async changePassword(uid, name, password) {
      const passwordHash = await hashPassword(password)
      const updated = await db
        .update(gameAccounts)
        .set({ passwordHash })
        .where(and(byName(name), eq(gameAccounts.uid, uid)))
        .returning({ accountId: gameAccounts.accountId, name: gameAccounts.name })
      const [account] = await accountsView(updated)
      return account ?? null
    },

    async findTarget(uid, accountId, characterId) {
      const [account] = await db
        .select({ accountId: gameAccounts.accountId })
        .from(gameAccounts)
        .where(and(eq(gameAccounts.accountId, accountId), eq(gameAccounts.uid, uid)))
      if (!account) return { ok: false, missing: 'account' }
      const [character] = await db
        .select({ characterId: characters.characterId })
        .from(characters)
        .where(and(eq(characters.characterId, characterId), eq(characters.accountId, accountId)))
      return character ? { ok: true } : { ok: false, missing: 'character' }
    },

    async deliver(delivery, tx) {
      if (!(tx instanceof SqlStoreTx)) throw new Error('sqlGameServer delivers through its store')
      const { deliveryId, accountId, characterId, kind } = delivery
      const row =
        delivery.kind === 'points'
          ? { amount: delivery.amount }
          : { itemId: delivery.itemId, count: delivery.count }
      await tx.db
        .insert(deliveries)
        .values({ deliveryId, accountId, characterId, kind, ...row })
        .onConflictDoNothing()
    },

    async ranking() {
      return db
        .select()
        .from(ranking)
        .orderBy(desc(ranking.level), desc(ranking.playingTime), asc(ranking.name))
    },
  }
}
