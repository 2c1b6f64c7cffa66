import { and, desc, eq, inArray } from 'drizzle-orm'
import type { ApprovalRow, ApprovalsStore } from '@backend/ports'
import { adjustmentUndos, approvals } from '../schema'
import type { Conn } from './sql'

type Stored = typeof approvals.$inferSelect

const rowOf = (row: Stored): ApprovalRow => ({
  ...row,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
})

/** Approvals and undos on PostgreSQL: a conditional UPDATE and a primary key decide races. */
export class SqlApprovals implements ApprovalsStore {
  constructor(private readonly db: Conn) {}

  async list(status: ApprovalRow['status'] | null, limit: number) {
    const rows = await this.db
      .select()
      .from(approvals)
      .where(status ? eq(approvals.status, status) : undefined)
      .orderBy(desc(approvals.id))
      .limit(limit)
    return rows.map(rowOf)
  }

  async get(id: number) {
    const [row] = await this.db.select().from(approvals).where(eq(approvals.id, id))
    return row ? rowOf(row) : null
  }

  async undone(auditIds: readonly number[]) {
    if (auditIds.length === 0) return []
    const rows = await this.db
      .select({ auditId: adjustmentUndos.auditId })
      .from(adjustmentUndos)
      .where(inArray(adjustmentUndos.auditId, [...auditIds]))
    return rows.map((row) => row.auditId)
  }

  async request(request: Parameters<ApprovalsStore['request']>[0]) {
    const [row] = await this.db.insert(approvals).values(request).returning()
    if (!row) throw new Error('no approval row written')
    return rowOf(row)
  }

  /** Only while pending: of two concurrent decisions, the second finds it decided (0 rows). */
  async decide(id: number, decision: Parameters<ApprovalsStore['decide']>[1]) {
    const [row] = await this.db
      .update(approvals)
      .set({
        status: decision.status,
        decidedBy: decision.by,
        decidedByEmail: decision.byEmail,
        decisionReason: decision.reason,
        decidedAt: new Date(),
      })
      .where(and(eq(approvals.id, id), eq(approvals.status, 'pending')))
      .returning()
    return row ? rowOf(row) : null
  }

  async markUndone(auditId: number, uid: string, by: string) {
    const inserted = await this.db
      .insert(adjustmentUndos)
      .values({ auditId, uid, undoneBy: by })
      .onConflictDoNothing()
      .returning({ auditId: adjustmentUndos.auditId })
    return inserted.length === 1
  }
}
