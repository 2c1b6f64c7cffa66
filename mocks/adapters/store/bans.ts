import type { BansStore } from '@backend/ports'
import { db, nextId } from '../../db/collections'
import type { MemoryUnit } from './unit'

/** Bans on the collections: at most one not lifted per player. */
export function memoryBans(unit: MemoryUnit): BansStore {
  const openOf = (uid: string) => db.bans.findFirst((q) => q.where({ uid, liftedAt: null }))
  return {
    async latest(uid) {
      const rows = db.bans.findMany((q) => q.where({ uid })).sort((a, b) => b.id - a.id)
      return rows[0] ? structuredClone(rows[0]) : null
    },

    async open(limit) {
      return db.bans
        .all()
        .filter((row) => row.liftedAt === null || !row.gameSynced)
        .sort((a, b) => b.id - a.id)
        .slice(0, limit)
        .map((row) => structuredClone(row))
    },

    async insert(ban) {
      if (openOf(ban.uid)) return null
      unit.beforeWrite()
      const id = nextId(db.bans.all().map((row) => row.id))
      const row = await db.bans.create({
        ...ban,
        id,
        at: new Date().toISOString(),
        liftedAt: null,
        gameSynced: false,
      })
      return structuredClone(row)
    },

    async lift(uid) {
      const open = openOf(uid)
      if (!open) return null
      unit.beforeWrite()
      await db.bans.update((q) => q.where({ id: open.id }), {
        data(record) {
          record.liftedAt = new Date().toISOString()
          record.gameSynced = false
        },
      })
      return structuredClone(db.bans.findFirst((q) => q.where({ id: open.id })) ?? null)
    },

    async end(id, now) {
      const row = db.bans.findFirst((q) => q.where({ id }))
      if (!row || row.liftedAt !== null || row.until === null) return null
      if (Date.parse(row.until) > now.getTime()) return null
      unit.beforeWrite()
      await db.bans.update((q) => q.where({ id }), {
        data(record) {
          record.liftedAt = now.toISOString()
          record.gameSynced = false
        },
      })
      return structuredClone(db.bans.findFirst((q) => q.where({ id })) ?? null)
    },

    async setGameSynced(id, synced) {
      unit.beforeWrite()
      await db.bans.update((q) => q.where({ id }), {
        data(record) {
          record.gameSynced = synced
        },
      })
    },
  }
}
