import type { MailStore } from '@backend/ports'
import { db, nextId } from '../../db/collections'
import type { MailMessageRecord } from '../../db/sale-schemas'
import type { MemoryUnit } from './unit'

const rowOf = (row: MailMessageRecord) => ({ ...row, attachments: [...row.attachments] })

/**
 * The mail outbox on the collections. Offline nothing is sent: the messages are the mock
 * mailbox's (/__mock/mailbox), marked sent as they are queued.
 */
export function memoryMail(unit: MemoryUnit): MailStore {
  const find = (id: string) => db.mailMessages.findFirst((q) => q.where({ id }))
  return {
    async recent(limit) {
      return db.mailMessages
        .all()
        .sort((a, b) => Number(b.id) - Number(a.id))
        .slice(0, limit)
        .map(rowOf)
    },

    async enqueue({ to, subject, text, html, attachments, kind }, now) {
      unit.beforeWrite()
      const id = String(nextId(db.mailMessages.all().map((row) => Number(row.id))))
      await db.mailMessages.create({
        id,
        to,
        subject,
        text,
        html: html ?? null,
        attachments: [...(attachments ?? [])],
        kind,
        createdAt: now.toISOString(),
        state: 'sent',
        attempts: 1,
        lastError: null,
      })
      return id
    },

    async pending(limit) {
      return db.mailMessages
        .findMany((q) => q.where({ state: 'pending' }))
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
      await db.mailMessages.update((q) => q.where({ id }), {
        data(record) {
          record.state = state
          record.attempts += 1
          record.lastError = error
        },
      })
    },
  }
}
