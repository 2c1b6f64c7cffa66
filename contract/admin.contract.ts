import { c } from './c'
import {
  ActionOutcomeSchema,
  AuditPageSchema,
  AuditQuerySchema,
  DeliverySchema,
  HistoryPageSchema,
  HistoryQuerySchema,
  PaymentsQuerySchema,
  PaymentsReportSchema,
  PendingAdjustmentSchema,
  PlayerSearchQuerySchema,
  PlayerSearchSchema,
  PlayerViewSchema,
  PointsAdjustmentSchema,
  ReasonBodySchema,
  ResendBodySchema,
  idempotentAdditions,
  adminErrorResponses,
  personalRouter,
} from './schemas'
import { z } from 'zod'

const uidParams = z.object({ uid: z.string().min(1).max(128) })

/**
 * The operator's console: every call under one prefix, /admin, and each answers 401 without a
 * valid token and 403 to a signed-in player without the `admin` custom claim, before anything
 * else (backend/http/context.ts adminRoutes). Every action writes a row of the audit log in its own
 * transaction, and takes an Idempotency-Key (scoped to the player it concerns, so that two
 * operators sending one key apply it once).
 */
export const adminContract = c.router(
  {
    audit: {
      method: 'GET',
      path: '/audit',
      query: AuditQuerySchema,
      responses: { 200: AuditPageSchema },
      summary:
        'The audit log, newest first, paginated: who did what to whom, when, why, and the result',
    },
    players: {
      method: 'GET',
      path: '/players',
      query: PlayerSearchQuerySchema,
      responses: { 200: PlayerSearchSchema },
      summary: 'Players by email, uid, game account or character name',
    },
    player: {
      method: 'GET',
      path: '/players/:uid',
      pathParams: uidParams,
      responses: { 200: PlayerViewSchema },
      summary: 'A player: balance, monthly progress, game accounts, refund cases',
    },
    playerHistory: {
      method: 'GET',
      path: '/players/:uid/history',
      pathParams: uidParams,
      query: HistoryQuerySchema,
      responses: { 200: HistoryPageSchema },
      summary: "The player's history, as the player sees it",
    },
    credit: {
      method: 'POST',
      path: '/players/:uid/credit',
      pathParams: uidParams,
      headers: idempotentAdditions.headers,
      body: PointsAdjustmentSchema,
      responses: {
        201: ActionOutcomeSchema,
        202: PendingAdjustmentSchema,
        ...idempotentAdditions.responses,
      },
      summary:
        'Credit AirPoints to a player, with a reason (ledger and audit log); above the threshold, 202: pending a second operator',
    },
    debit: {
      method: 'POST',
      path: '/players/:uid/debit',
      pathParams: uidParams,
      headers: idempotentAdditions.headers,
      body: PointsAdjustmentSchema,
      responses: {
        201: ActionOutcomeSchema,
        202: PendingAdjustmentSchema,
        ...idempotentAdditions.responses,
      },
      summary:
        'Debit AirPoints from a player, never below 0, with a reason; above the threshold, 202: pending a second operator',
    },
    resend: {
      method: 'POST',
      path: '/players/:uid/deliveries/:deliveryId/resend',
      pathParams: uidParams.extend({ deliveryId: z.string().min(1).max(128) }),
      headers: idempotentAdditions.headers,
      body: ResendBodySchema,
      responses: { 201: DeliverySchema, ...idempotentAdditions.responses },
      summary: 'Send a failed delivery again, as a new delivery of the same content',
    },
    settle: {
      method: 'POST',
      path: '/players/:uid/cases/:caseId/settle',
      pathParams: uidParams.extend({ caseId: z.string().regex(/^[1-9]\d{0,15}$/) }),
      headers: idempotentAdditions.headers,
      body: ReasonBodySchema,
      responses: { 201: ActionOutcomeSchema, ...idempotentAdditions.responses },
      summary: 'Mark a refund or dispute case (unrecovered points) settled',
    },
    payments: {
      method: 'GET',
      path: '/payments',
      query: PaymentsQuerySchema,
      responses: { 200: PaymentsReportSchema },
      summary:
        'Payments with their status, by month and status, and totals per month with refunds and disputes taken out',
    },
  },
  { ...personalRouter, commonResponses: adminErrorResponses, pathPrefix: '/admin' },
)
