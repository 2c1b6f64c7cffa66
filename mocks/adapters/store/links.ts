import type { LinksStore } from '@backend/ports'
import { db, nextId } from '../../db/collections'
import type { MemoryUnit } from './unit'

const accountKey = (name: string) => name.trim().toLowerCase()

/** Account links on the collections. */
export function memoryLinks(unit: MemoryUnit): LinksStore {
  return {
    async add(uid, name, characters, maxAccounts) {
      const found = db.accountLinks.findFirst((q) =>
        q.where({ name: (value) => accountKey(value) === accountKey(name) }),
      )
      if (found) return { ok: false, owner: found.uid === uid ? 'self' : 'other' }
      if (db.accountLinks.findMany((q) => q.where({ uid })).length >= maxAccounts) {
        return { ok: false, cap: true }
      }
      unit.beforeWrite()
      const accountId = nextId(db.accountLinks.all().map((a) => a.accountId))
      const account = await db.accountLinks.create({ accountId, uid, name, characters })
      return { ok: true, account: structuredClone(account) }
    },

    async accounts(uid) {
      return db.accountLinks
        .findMany((q) => q.where({ uid }), { orderBy: { accountId: 'asc' } })
        .map((account) => structuredClone(account))
    },

    async rememberCharacters(accountId, characters) {
      unit.beforeWrite()
      await db.accountLinks.update((q) => q.where({ accountId }), {
        data(record) {
          record.characters = characters.map((c) => ({ ...c }))
        },
      })
    },
  }
}
