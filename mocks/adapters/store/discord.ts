import type { DiscordStore } from '@backend/ports'
import { db, nextId } from '../../db/collections'
import type { DiscordMessageRecordSchema } from '../../db/schemas'
import type { z } from 'zod'
import type { MemoryUnit } from './unit'

type Row = z.infer<typeof DiscordMessageRecordSchema>
const rowOf = (row: Row) => ({ ...row })

/**
 * The Discord outbox on the collections. Offline nothing is sent: the messages stay pending,
 * listed by the mock controls (GET /__mock/discord) and the dev panel for testers.
 */
export function memoryDiscord(unit: MemoryUnit): DiscordStore {
  const find = (id: string) => db.discordMessages.findFirst((q) => q.where({ id }))
  return {
    async recent(limit) {
      return db.discordMessages
        .all()
        .sort((a, b) => Number(b.id) - Number(a.id))
        .slice(0, limit)
        .map(rowOf)
    },

    async enqueue({ channel, content, link, notBefore }, now) {
      unit.beforeWrite()
      const id = String(nextId(db.discordMessages.all().map((row) => Number(row.id))))
      await db.discordMessages.create({
        id,
        channel,
        content,
        link,
        notBefore,
        createdAt: now.toISOString(),
        state: 'pending',
        attempts: 0,
        lastError: null,
      })
      return id
    },

    async pending(now, limit) {
      return db.discordMessages
        .findMany((q) => q.where({ state: 'pending' }))
        .filter((row) => row.notBefore === null || Date.parse(row.notBefore) <= now.getTime())
        .sort((a, b) => Number(a.id) - Number(b.id))
        .slice(0, limit)
        .map(rowOf)
    },

    async get(id) {
      const row = find(id)
      return row ? rowOf(row) : null
    },

    async settle(id, state, error) {
      if (!find(id)) return
      unit.beforeWrite()
      await db.discordMessages.update((q) => q.where({ id }), {
        data(record) {
          record.state = state
          record.attempts += 1
          record.lastError = error
        },
      })
    },

    async withdraw(link) {
      const due = db.discordMessages.findMany((q) => q.where({ state: 'pending', link }))
      if (due.length === 0) return 0
      unit.beforeWrite()
      await db.discordMessages.updateMany((q) => q.where({ state: 'pending', link }), {
        data(record) {
          record.state = 'withdrawn'
        },
      })
      return due.length
    },
  }
}
