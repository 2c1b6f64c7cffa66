import type { AuditEntry } from '@contract/schemas'
import type { AuditRecord, AuditRow, Caller, StoreTx } from '../ports'

/** What an action records besides its operator: what, whom, why, and what came of it. */
export type AuditOf = Omit<AuditRecord, 'operatorUid' | 'operatorEmail'>

/**
 * Writes the audit log's row of an operator's action, inside the action's own transaction: the
 * row commits with what the action changed, or neither does. Refused actions are recorded too.
 * Answers the row's id.
 */
export function audit(tx: StoreTx, operator: Caller, entry: AuditOf): Promise<number> {
  return tx.audit.append({ ...entry, operatorUid: operator.uid, operatorEmail: operator.email })
}

/** The contract's view of a row of the audit log. */
export function auditView(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.at,
    operator: { uid: row.operatorUid, email: row.operatorEmail },
    action: row.action,
    target: row.target,
    reason: row.reason,
    result: row.result,
    message: row.message,
    details: row.details,
  }
}
