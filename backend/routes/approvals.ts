import { contract } from '@contract/index'
import type { ActionOutcome, ApprovalDecision } from '@contract/schemas'
import type { ServerInferRequest } from '@ts-rest/core'
import { approvalView } from '../domain/approvals'
import { LostRace, actionOnce, type Applied, type Refused } from '../domain/console-action'
import { ADMIN_MESSAGES_OPS as M } from '../domain/operation-messages'
import { DEFAULT_SECOND_FACTOR, staleStepUpRefusal } from '../domain/second-factor'
import { adminRoutes } from '../http/context'
import { currentProfile } from './profile'
import type { Caller, Ports, StoreTx } from '../ports'

const routes = contract.operations

/** A refusal with a fixed message, by its code. */
const refused = (
  status: Refused['status'],
  code: 'unknownApproval' | 'alreadyDecided' | 'ownRequest' | 'unknownAdjustment' | 'alreadyUndone',
): Refused => ({ ok: false, status, code, message: M[code] })

/** The audit actions that moved points, and which way. */
const MOVEMENTS: Record<string, 'credit' | 'debit'> = {
  'points.credit': 'credit',
  'points.debit': 'debit',
  'points.credit.approve': 'credit',
  'points.debit.approve': 'debit',
}

/**
 * Moves `amount` points one way, with its ledger row: null when a debit would take the balance
 * below 0 (nothing moved).
 */
async function move(
  tx: StoreTx,
  uid: string,
  direction: 'credit' | 'debit',
  amount: number,
  reference: string,
) {
  const entry = { kind: `admin-${direction}` as const, reference }
  if (direction === 'credit') {
    await tx.profiles.credit(uid, amount, entry)
    return true
  }
  return (await tx.profiles.debit(uid, amount, entry)) !== null
}

/**
 * Two pairs of eyes and the undo (docs/decisions/056): a pending credit or debit approved by
 * another operator (applied once) or rejected; an applied one undone once by the opposite movement.
 */
export function approvalRoutes(ports: Ports) {
  const { store, clock } = ports
  const admin = adminRoutes(ports)
  const pointsOf = async (tx: StoreTx, uid: string) =>
    currentProfile(await tx.profiles.get(uid), clock.now())

  async function decide(
    status: 'approved' | 'rejected',
    { params, body, headers }: ServerInferRequest<typeof routes.approve>,
    operator: Caller,
  ) {
    const id = Number(params.approvalId)
    const verb = status === 'approved' ? 'approve' : 'reject'
    // Applying money above the threshold: a recent code (decision 059; default freshness).
    if (status === 'approved') {
      const stale = await staleStepUpRefusal(
        ports,
        headers,
        operator.uid,
        DEFAULT_SECOND_FACTOR,
        null,
      )
      if (stale) return stale
    }
    // Its player and direction never change: read first, they name the audit row.
    const known = await store.read((reads) => reads.approvals.get(id))
    type Decided = { status: 201; body: ApprovalDecision }
    return actionOnce<Decided>(
      store,
      operator,
      {
        player: known?.uid ?? `approval:${id}`,
        key: headers['idempotency-key'],
        route: `admin.${verb}`,
        body: { ...body, id },
      },
      {
        action: known ? `points.${known.direction}.${verb}` : `points.approval.${verb}`,
        target: known?.uid ?? null,
        reason: body.reason,
      },
      async (tx): Promise<Applied<Decided> | Refused> => {
        const pending = await tx.approvals.get(id)
        if (!pending) return refused(404, 'unknownApproval')
        if (pending.status !== 'pending') return refused(409, 'alreadyDecided')
        if (status === 'approved' && pending.requestedBy === operator.uid) {
          return refused(409, 'ownRequest')
        }
        const { uid, direction, amount } = pending
        if (status === 'approved') {
          const moved = await move(tx, uid, direction, amount, `approval:${id}`)
          if (!moved) {
            const { points } = await pointsOf(tx, uid)
            return {
              ok: false,
              status: 400,
              code: 'insufficient',
              message: M.insufficient(points, amount),
              details: { approvalId: id, amount, balance: points },
            }
          }
        }
        // Only while still pending: of two concurrent decisions one wins, the other is undone.
        const decided = await tx.approvals.decide(id, {
          status,
          by: operator.uid,
          byEmail: operator.email,
          reason: body.reason,
        })
        if (!decided) throw new LostRace(refused(409, 'alreadyDecided'))
        const { points } = await pointsOf(tx, uid)
        return {
          ok: true,
          details: {
            approvalId: id,
            amount,
            requestedBy: pending.requestedBy,
            balance: points,
          },
          answer: async (auditId) => {
            const answer: ApprovalDecision = { approval: approvalView(decided), points, auditId }
            return { status: 201 as const, body: answer }
          },
        }
      },
    )
  }

  return {
    approvals: admin(routes.approvals, async ({ query }) => {
      const rows = await store.read((reads) => reads.approvals.list(query.status ?? 'pending', 200))
      return { status: 200, body: { approvals: rows.map(approvalView) } }
    }),

    approve: admin(routes.approve, (args, operator) => decide('approved', args, operator)),
    reject: admin(routes.reject, (args, operator) => decide('rejected', args, operator)),

    undo: admin(routes.undo, ({ params, body, headers }, operator) => {
      const { uid } = params
      const auditId = Number(params.auditId)
      type Undone = { status: 201; body: ActionOutcome }
      return actionOnce<Undone>(
        store,
        operator,
        {
          player: uid,
          key: headers['idempotency-key'],
          route: 'admin.undo',
          body: { ...body, auditId },
        },
        { action: 'points.undo', target: uid, reason: body.reason },
        async (tx): Promise<Applied<Undone> | Refused> => {
          const [original] = await tx.audit.list({ before: auditId + 1, limit: 1, target: uid })
          const direction = original && MOVEMENTS[original.action]
          const amount = Number(original?.details.amount)
          if (!original || original.id !== auditId || original.result !== 'applied' || !direction)
            return refused(404, 'unknownAdjustment')
          if (!Number.isInteger(amount) || amount <= 0) return refused(404, 'unknownAdjustment')
          if ((await tx.approvals.undone([auditId])).length > 0)
            return refused(409, 'alreadyUndone')
          const opposite = direction === 'credit' ? 'debit' : 'credit'
          if (!(await move(tx, uid, opposite, amount, `undo:${auditId}`))) {
            const { points } = await pointsOf(tx, uid)
            return {
              ok: false,
              status: 400,
              code: 'undoBelowZero',
              message: M.undoBelowZero(points, amount),
              details: { undoes: auditId, amount, balance: points },
            }
          }
          if (!(await tx.approvals.markUndone(auditId, uid, operator.uid))) {
            throw new LostRace(refused(409, 'alreadyUndone'))
          }
          const after = await pointsOf(tx, uid)
          return {
            ok: true,
            details: { undoes: auditId, undid: original.action, amount, balance: after.points },
            answer: async (id) => {
              const outcome: ActionOutcome = { ...after, auditId: id }
              return { status: 201 as const, body: outcome }
            },
          }
        },
      )
    }),
  }
}
