import { c } from './c'
import { z } from 'zod'
import {
  ActionOutcomeSchema,
  ApprovalDecisionSchema,
  ApprovalListSchema,
  ApprovalsQuerySchema,
  BanBodySchema,
  BanListSchema,
  BanNoticeSchema,
  BanOutcomeSchema,
  PlayerBanSchema,
  ReasonBodySchema,
  adminErrorResponses,
  idempotentAdditions,
  personalRouter,
} from './schemas'

const uidParams = z.object({ uid: z.string().min(1).max(128) })
const idParam = z.string().regex(/^[1-9]\d{0,15}$/)

/**
 * The console's two pairs of eyes, undo and bans (docs/decisions/056 and 057), under /admin and
 * behind the same guard as the rest of the console. A credit or debit above the threshold is
 * answered 202 by admin.credit / admin.debit (a pending approval) and applied here.
 */
export const operationsContract = c.router(
  {
    approvals: {
      method: 'GET',
      path: '/approvals',
      query: ApprovalsQuerySchema,
      responses: { 200: ApprovalListSchema },
      summary: 'Credits and debits above the threshold, pending first (or of one status)',
    },
    approve: {
      method: 'POST',
      path: '/approvals/:approvalId/approve',
      pathParams: z.object({ approvalId: idParam }),
      headers: idempotentAdditions.headers,
      body: ReasonBodySchema,
      responses: { 201: ApprovalDecisionSchema, ...idempotentAdditions.responses },
      summary: 'Approve a pending credit or debit (not one’s own): applied once, now',
    },
    reject: {
      method: 'POST',
      path: '/approvals/:approvalId/reject',
      pathParams: z.object({ approvalId: idParam }),
      headers: idempotentAdditions.headers,
      body: ReasonBodySchema,
      responses: { 201: ApprovalDecisionSchema, ...idempotentAdditions.responses },
      summary: 'Reject a pending credit or debit, with a reason: nothing moves',
    },
    undo: {
      method: 'POST',
      path: '/players/:uid/adjustments/:auditId/undo',
      pathParams: uidParams.extend({ auditId: idParam }),
      headers: idempotentAdditions.headers,
      body: ReasonBodySchema,
      responses: { 201: ActionOutcomeSchema, ...idempotentAdditions.responses },
      summary: 'Undo an applied credit or debit by its audit row: the opposite movement, once',
    },
    ban: {
      method: 'POST',
      path: '/players/:uid/ban',
      pathParams: uidParams,
      headers: idempotentAdditions.headers,
      body: BanBodySchema,
      responses: { 201: BanOutcomeSchema, ...idempotentAdditions.responses },
      summary: 'Ban a player (reason, end or none): his game accounts blocked in the game',
    },
    unban: {
      method: 'POST',
      path: '/players/:uid/unban',
      pathParams: uidParams,
      headers: idempotentAdditions.headers,
      body: ReasonBodySchema,
      responses: { 201: BanOutcomeSchema, ...idempotentAdditions.responses },
      summary: 'Lift a player’s ban: his game accounts unblocked in the game',
    },
    playerBan: {
      method: 'GET',
      path: '/players/:uid/ban',
      pathParams: uidParams,
      responses: { 200: PlayerBanSchema },
      summary: 'The player’s ban in force (or the last one), and where its game block stands',
    },
    bans: {
      method: 'GET',
      path: '/bans',
      responses: { 200: BanListSchema },
      summary: 'Bans in force, and bans whose game block or unblock waits to be retried',
    },
  },
  { ...personalRouter, commonResponses: adminErrorResponses, pathPrefix: '/admin' },
)

/** The player's own ban, for the notice on his pages. */
export const banNoticeContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/me/ban',
      responses: { 200: BanNoticeSchema },
      summary: 'The signed-in player’s ban in force, if any: why, and until when',
    },
  },
  personalRouter,
)
