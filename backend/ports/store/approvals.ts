/** A credit or debit above the threshold as stored (docs/decisions/056). */
export interface ApprovalRow {
  id: number
  uid: string
  direction: 'credit' | 'debit'
  amount: number
  reason: string
  requestedBy: string
  requestedByEmail: string | null
  /** ISO date. */
  requestedAt: string
  status: 'pending' | 'approved' | 'rejected'
  decidedBy: string | null
  decidedByEmail: string | null
  decidedAt: string | null
  decisionReason: string | null
}

export type ApprovalRequest = Pick<
  ApprovalRow,
  'uid' | 'direction' | 'amount' | 'reason' | 'requestedBy' | 'requestedByEmail'
>

export interface ApprovalDecisionRecord {
  status: 'approved' | 'rejected'
  by: string
  byEmail: string | null
  reason: string
}

export interface ApprovalsReads {
  /** Approvals of a status (null: all), newest first, at most `limit`. */
  list(status: ApprovalRow['status'] | null, limit: number): Promise<ApprovalRow[]>
  get(id: number): Promise<ApprovalRow | null>
  /** Which of these audit rows (applied credits or debits) were undone already. */
  undone(auditIds: readonly number[]): Promise<number[]>
}

/**
 * Two pairs of eyes and the undo: pending credits and debits, and which applied ones were undone.
 * The conditional methods decide races: of two decisions on one approval, or two undos of one
 * movement, exactly one succeeds.
 */
export interface ApprovalsStore extends ApprovalsReads {
  request(request: ApprovalRequest): Promise<ApprovalRow>
  /** Decides a pending approval: the row after, or null when it was no longer pending. */
  decide(id: number, decision: ApprovalDecisionRecord): Promise<ApprovalRow | null>
  /** Records the undo of an applied movement (its audit row): false when it was undone already. */
  markUndone(auditId: number, uid: string, by: string): Promise<boolean>
}
