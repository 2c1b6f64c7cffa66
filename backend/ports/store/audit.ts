/** A row of the operators' audit log as written (docs/operator-console.md). */
export interface AuditRecord {
  operatorUid: string
  operatorEmail: string | null
  action: string
  target: string | null
  reason: string
  result: 'applied' | 'refused'
  /** Why a refused action changed nothing (French), else null. */
  message: string | null
  details: Record<string, string | number | boolean | null>
}

/** A row of the audit log as read back (its id orders it: newest is highest). */
export interface AuditRow extends AuditRecord {
  id: number
  /** ISO date. */
  at: string
}

export interface AuditReads {
  /** The audit log, newest first: rows older than `before` (an id) when given, about `target`. */
  list(options: {
    before: number | null
    limit: number
    target: string | null
  }): Promise<AuditRow[]>
}

/**
 * The operators' audit log: append-only, no method changes or removes a row (PostgreSQL refuses
 * it with a trigger). A row is written in the transaction of the action it records.
 */
export interface AuditStore extends AuditReads {
  /** Appends a row; answers its id. */
  append(record: AuditRecord): Promise<number>
}
