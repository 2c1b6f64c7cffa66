import {
  DEFAULT_APPROVAL_THRESHOLD,
  type Approval,
  type PendingAdjustment,
} from '@contract/schemas'
import type { LimitSettings } from '../http/rate-limits'
import type { ApprovalRow, Caller, Ports } from '../ports'
import { ADMIN_MESSAGES_OPS } from './operation-messages'
import { actionOnce, type Applied, type Refused } from './console-action'

/** Whether a credit or debit of `amount` waits for a second operator (docs/decisions/056). */
export function needsApproval(amount: number, settings: LimitSettings): boolean {
  return amount > (settings.approvalThreshold ?? DEFAULT_APPROVAL_THRESHOLD)
}

/** The contract's view of an approval. */
export function approvalView(row: ApprovalRow): Approval {
  return {
    approvalId: String(row.id),
    uid: row.uid,
    direction: row.direction,
    amount: row.amount,
    reason: row.reason,
    requestedBy: { uid: row.requestedBy, email: row.requestedByEmail },
    requestedAt: row.requestedAt,
    status: row.status,
    decidedBy: row.decidedBy ? { uid: row.decidedBy, email: row.decidedByEmail } : null,
    decidedAt: row.decidedAt,
    decisionReason: row.decisionReason,
  }
}

/**
 * A credit or debit above the threshold: recorded as pending, audited ('points.credit.request'),
 * the balance unchanged; answered 202. A debit is checked against the balance now, and again
 * when it is approved.
 */
export function requestApproval(
  { store }: Ports,
  operator: Caller,
  request: {
    uid: string
    key: string | undefined
    direction: 'credit' | 'debit'
    amount: number
    reason: string
  },
) {
  const { uid, key, direction, amount, reason } = request
  type Pending = { status: 202; body: PendingAdjustment }
  return actionOnce<Pending>(
    store,
    operator,
    { player: uid, key, route: `admin.${direction}`, body: { amount, reason } },
    { action: `points.${direction}.request`, target: uid, reason },
    async (tx): Promise<Applied<Pending> | Refused> => {
      const profile = await tx.profiles.get(uid)
      if (!profile || !(await tx.players.get(uid))) {
        return { ok: false, status: 404, code: 'unknownPlayer', message: 'Joueur introuvable.' }
      }
      if (direction === 'debit' && profile.points < amount) {
        return {
          ok: false,
          status: 400,
          code: 'insufficient',
          message: ADMIN_MESSAGES_OPS.insufficient(profile.points, amount),
          details: { amount, balance: profile.points },
        }
      }
      const row = await tx.approvals.request({
        uid,
        direction,
        amount,
        reason,
        requestedBy: operator.uid,
        requestedByEmail: operator.email,
      })
      return {
        ok: true,
        details: { amount, approvalId: row.id },
        answer: async (auditId) => {
          const body: PendingAdjustment = { approval: approvalView(row), auditId }
          return { status: 202 as const, body }
        },
      }
    },
  )
}
