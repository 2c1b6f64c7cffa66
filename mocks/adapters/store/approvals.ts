import type { ApprovalsStore } from '@backend/ports'
import { db, nextId } from '../../db/collections'
import type { MemoryUnit } from './unit'

/** Approvals and undos on the collections (transactions run one at a time: no race inside). */
export function memoryApprovals(unit: MemoryUnit): ApprovalsStore {
  const find = (id: number) => db.approvals.findFirst((q) => q.where({ id }))
  return {
    async list(status, limit) {
      return db.approvals
        .all()
        .filter((row) => status === null || row.status === status)
        .sort((a, b) => b.id - a.id)
        .slice(0, limit)
        .map((row) => structuredClone(row))
    },

    async get(id) {
      const row = find(id)
      return row ? structuredClone(row) : null
    },

    async undone(auditIds) {
      const wanted = new Set(auditIds)
      return db.adjustmentUndos
        .all()
        .filter((row) => wanted.has(row.auditId))
        .map((row) => row.auditId)
    },

    async request(request) {
      unit.beforeWrite()
      const id = nextId(db.approvals.all().map((row) => row.id))
      const row = await db.approvals.create({
        ...request,
        id,
        requestedAt: new Date().toISOString(),
        status: 'pending',
        decidedBy: null,
        decidedByEmail: null,
        decidedAt: null,
        decisionReason: null,
      })
      return structuredClone(row)
    },

    async decide(id, decision) {
      if (find(id)?.status !== 'pending') return null
      unit.beforeWrite()
      await db.approvals.update((q) => q.where({ id }), {
        data(record) {
          record.status = decision.status
          record.decidedBy = decision.by
          record.decidedByEmail = decision.byEmail
          record.decisionReason = decision.reason
          record.decidedAt = new Date().toISOString()
        },
      })
      return structuredClone(find(id) ?? null)
    },

    async markUndone(auditId, uid, by) {
      if (db.adjustmentUndos.findFirst((q) => q.where({ auditId }))) return false
      unit.beforeWrite()
      await db.adjustmentUndos.create({ auditId, uid, undoneBy: by })
      return true
    },
  }
}
