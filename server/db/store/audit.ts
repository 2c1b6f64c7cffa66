import { and, desc, eq, lt } from 'drizzle-orm'
import type { AuditRecord, AuditStore } from '@backend/ports'
import { auditLog } from '../schema'
import type { Conn } from './sql'

/** The audit log on PostgreSQL (a trigger refuses updates and deletes). */
export class SqlAudit implements AuditStore {
  constructor(private readonly db: Conn) {}

  async append(record: AuditRecord) {
    const [row] = await this.db.insert(auditLog).values(record).returning({ id: auditLog.id })
    if (!row) throw new Error('audit row not written')
    return row.id
  }

  async list(options: { before: number | null; limit: number; target: string | null }) {
    const { before, limit, target } = options
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(
        and(
          before === null ? undefined : lt(auditLog.id, before),
          target === null ? undefined : eq(auditLog.target, target),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(limit)
    return rows.map((row) => ({ ...row, at: row.at.toISOString() }))
  }
}
