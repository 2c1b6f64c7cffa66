import type { AuditStore } from '@backend/ports'
import { db, nextId } from '../../db/collections'
import type { MemoryUnit } from './unit'

/** The audit log on the collections (append-only). */
export function memoryAudit(unit: MemoryUnit): AuditStore {
  return {
    async append(record) {
      unit.beforeWrite()
      const id = nextId(db.auditLog.all().map((row) => row.id))
      await db.auditLog.create({ ...record, id, at: new Date().toISOString() })
      return id
    },

    async list({ before, limit, target }) {
      return db.auditLog
        .all()
        .filter((row) => (before === null || row.id < before) && (!target || row.target === target))
        .sort((a, b) => b.id - a.id)
        .slice(0, limit)
        .map((row) => structuredClone(row))
    },
  }
}
