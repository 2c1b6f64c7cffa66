import { contract } from '@contract/index'
import {
  AUDIT_PAGE_SIZE,
  HISTORY_PAGE_SIZE,
  type ActionOutcome,
  type AdminPayment,
  type MonthTotal,
  type PaymentFilterStatus,
  type RefundCase,
} from '@contract/schemas'
import { loyaltyMonth } from '@contract/rules'
import type { ServerInferRequest } from '@ts-rest/core'
import { tsr } from '@ts-rest/serverless/fetch'
import { auditView } from '../domain/audit'
import { READ_ACTIONS, auditRead, limitConsoleRead } from '../domain/admin-reads'
import type { LimitSettings } from '../http/rate-limits'
import { DEFAULT_SECOND_FACTOR, staleStepUpRefusal } from '../domain/second-factor'
import { adminRoutes } from '../http/context'
import { enqueue } from './deliveries'
import { findTarget, linkedAccountsOf } from '../domain/game-accounts'
import { historyPage, purchaseStatus } from './history'
import { randomId } from '../domain/ids'
import { currentProfile } from './profile'
import { packOf } from '../domain/purchase'
import type { Caller, Ports, StoredPayment, StoreTx } from '../ports'
import { needsApproval, requestApproval } from '../domain/approvals'
import { action, refusal, type Refused } from '../domain/console-action'

/** Players one search lists at most. */
export const SEARCH_LIMIT = 20

/** The console's French refusals (the page shows them as they are). */
export const ADMIN_MESSAGES = {
  unknownPlayer: 'Joueur introuvable.',
  insufficient: (points: number, amount: number) =>
    `Solde insuffisant\u00a0: ce joueur a ${points} AirPoints, impossible d’en retirer ${amount}.`,
  unknownDelivery: 'Livraison introuvable pour ce joueur.',
  notFailed: 'Seule une livraison en échec, ou dont la ligne a disparu du jeu, peut être renvoyée.',
  alreadyResent: 'Cette livraison a déjà été renvoyée.',
  pointsReturned:
    'Les AirPoints de ce transfert ont déjà été rendus au joueur\u00a0: il peut les transférer à nouveau.',
  unknownTarget: 'Ce personnage n’est pas sur un compte de jeu de ce joueur.',
  unknownCase: 'Cas de remboursement introuvable pour ce joueur.',
  alreadySettled: 'Ce cas est déjà réglé.',
} as const

/** A refusal with a fixed message, by its code (contract/schemas/admin.ts ADMIN_REFUSAL_CODES). */
const refused = (
  status: Refused['status'],
  code: Exclude<keyof typeof ADMIN_MESSAGES, 'insufficient'>,
) => ({ ok: false, status, code, message: ADMIN_MESSAGES[code] }) as const

/** The player's unrecovered points (refunds, disputes) and whether each case is settled. */
async function refundCases(tx: StoreTx, uid: string): Promise<RefundCase[]> {
  const rows = await tx.ledger.list(uid, {
    before: null,
    limit: 500,
    kinds: ['refund-unrecovered', 'dispute-unrecovered', 'case-settled'],
  })
  const settled = new Set(rows.filter((r) => r.kind === 'case-settled').map((r) => r.reference))
  return rows
    .filter((r) => r.kind !== 'case-settled')
    .map((r) => ({
      caseId: String(r.id),
      at: r.createdAt,
      cause: r.kind === 'refund-unrecovered' ? ('refund' as const) : ('dispute' as const),
      paymentId: (r.reference ?? '').split(':')[0] || 'inconnu',
      points: Math.max(1, r.points ?? 1),
      settled: settled.has(String(r.id)),
    }))
}

/** Whether the points of that refused transfer were given back already (backend/routes/deliveries.ts). */
async function pointsReturned(tx: StoreTx, uid: string, deliveryId: string) {
  const rows = await tx.ledger.list(uid, { before: null, limit: 500, kinds: ['delivery-returned'] })
  return rows.some((row) => row.reference === deliveryId)
}

const cents = (euros: number) => Math.round(euros * 100) / 100

/** A payment as the console lists it, in euros. */
function paymentView(ports: Ports, payment: StoredPayment): AdminPayment {
  const pack = packOf(ports.payments, payment.priceId)
  const amount = payment.status === 'failed' ? 0 : (pack?.price ?? 0)
  const status = purchaseStatus(payment)
  return {
    paymentId: payment.paymentId,
    uid: payment.uid,
    at: payment.createdAt,
    month: payment.month,
    pack: pack?.title ?? null,
    amount,
    points: payment.points,
    status: status === 'partly-refunded' ? 'refunded' : status,
    refundedPoints: payment.refundedPoints,
    disputedPoints: payment.disputedPoints,
  }
}

/** Each month's paid money, and what refunds and open or lost disputes took out of it. */
export function monthTotals(ports: Ports, payments: readonly StoredPayment[]): MonthTotal[] {
  const totals = new Map<string, MonthTotal>()
  for (const payment of payments) {
    const total = totals.get(payment.month) ?? {
      month: payment.month,
      payments: 0,
      gross: 0,
      refunded: 0,
      disputed: 0,
      net: 0,
    }
    totals.set(payment.month, total)
    if (payment.status === 'failed') continue
    const price = packOf(ports.payments, payment.priceId)?.price ?? 0
    const share = (points: number) => (payment.points > 0 ? (price * points) / payment.points : 0)
    total.payments += 1
    total.gross = cents(total.gross + price)
    total.refunded = cents(total.refunded + share(payment.refundedPoints))
    total.disputed = cents(total.disputed + share(payment.disputedPoints))
    total.net = cents(total.gross - total.refunded - total.disputed)
  }
  return [...totals.values()].sort((a, b) => b.month.localeCompare(a.month))
}

/** The operator's console (/admin): every route behind the admin guard. */
export function adminRouter(ports: Ports, settings: () => LimitSettings) {
  const { store, clock } = ports
  const admin = adminRoutes(ports)
  const routes = contract.admin

  /** The balance after an action, and the audit row it wrote. */
  const outcomeOf = (tx: StoreTx, uid: string) => async (auditId: string) => {
    const body: ActionOutcome = {
      ...currentProfile(await tx.profiles.get(uid), clock.now()),
      auditId,
    }
    return { status: 201 as const, body }
  }

  /** Credits or debits AirPoints (never below 0), with its ledger row and its audit row. */
  async function adjust(
    direction: 'credit' | 'debit',
    { params, body, headers }: ServerInferRequest<typeof routes.credit>,
    operator: Caller,
  ) {
    const key = headers['idempotency-key']
    const { uid } = params
    const factor = settings().secondFactor ?? DEFAULT_SECOND_FACTOR
    const stale = await staleStepUpRefusal(ports, headers, operator.uid, factor, body.amount)
    if (stale) return stale
    if (needsApproval(body.amount, settings())) {
      return requestApproval(ports, operator, { uid, key, direction, ...body })
    }
    const entry = { kind: `admin-${direction}` as const, reference: `admin:${key ?? randomId()}` }
    return store.transaction((tx) =>
      action(
        tx,
        operator,
        { player: uid, key, route: `admin.${direction}`, body },
        { action: `points.${direction}`, target: uid, reason: body.reason },
        async () => {
          const profile = await tx.profiles.get(uid)
          if (!profile || !(await tx.players.get(uid))) return refused(404, 'unknownPlayer')
          if (direction === 'credit') await tx.profiles.credit(uid, body.amount, entry)
          else if (!(await tx.profiles.debit(uid, body.amount, entry))) {
            return {
              ok: false,
              status: 400,
              code: 'insufficient',
              message: ADMIN_MESSAGES.insufficient(profile.points, body.amount),
              details: { amount: body.amount, balance: profile.points },
            }
          }
          const after = currentProfile(await tx.profiles.get(uid), clock.now())
          return {
            ok: true,
            details: { amount: body.amount, balance: after.points },
            answer: outcomeOf(tx, uid),
          }
        },
      ),
    )
  }

  return tsr.router(routes, {
    audit: admin(routes.audit, async ({ query }) => {
      const limit = query.limit ?? AUDIT_PAGE_SIZE.default
      const rows = await store.transaction((tx) =>
        tx.audit.list({
          before: query.cursor ? Number(query.cursor) : null,
          limit: limit + 1,
          target: query.target ?? null,
        }),
      )
      const shown = rows.slice(0, limit)
      const last = shown.at(-1)
      return {
        status: 200,
        body: {
          entries: shown.map(auditView),
          nextCursor: rows.length > limit && last ? String(last.id) : null,
        },
      }
    }),

    players: admin(routes.players, async ({ query }, operator) => {
      const players = await store.transaction((tx) => tx.players.search(query.q, SEARCH_LIMIT))
      const details = { query: query.q, results: players.length }
      await auditRead(ports, operator, { action: READ_ACTIONS.search, target: null, details })
      return { status: 200, body: { players } }
    }),

    player: admin(routes.player, async ({ params }, operator, request) => {
      await limitConsoleRead(ports, settings, operator, request)
      const view = await store.transaction(async (tx) => {
        const player = await tx.players.get(params.uid)
        if (!player) return null
        const row = await tx.profiles.get(params.uid)
        const now = clock.now()
        return {
          ...player,
          ...currentProfile(row, now),
          month: loyaltyMonth(now),
          cases: await refundCases(tx, params.uid),
        }
      })
      if (!view) return refusal(404, 'unknownPlayer', ADMIN_MESSAGES.unknownPlayer)
      await auditRead(ports, operator, {
        action: READ_ACTIONS.player,
        target: params.uid,
        details: {},
      })
      // The characters as the game lists them now (the last ones read while it cannot be read).
      const accounts = await linkedAccountsOf(ports, params.uid)
      const { cases, ...rest } = view
      return {
        status: 200,
        body: {
          ...rest,
          accounts: accounts.map(({ accountId, name, characters }) => ({
            accountId,
            name,
            characters,
          })),
          refundCases: cases,
        },
      }
    }),

    playerHistory: admin(routes.playerHistory, async ({ params, query }) => {
      const known = await store.transaction((tx) => tx.players.get(params.uid))
      if (!known) return refusal(404, 'unknownPlayer', ADMIN_MESSAGES.unknownPlayer)
      const page = await store.transaction((tx) =>
        historyPage(ports, tx, params.uid, {
          cursor: query.cursor,
          limit: query.limit ?? HISTORY_PAGE_SIZE.default,
          kind: query.kind,
        }),
      )
      return { status: 200, body: page }
    }),

    credit: admin(routes.credit, (args, operator) => adjust('credit', args, operator)),
    debit: admin(routes.debit, (args, operator) => adjust('debit', args, operator)),

    resend: admin(routes.resend, async ({ params, body, headers }, operator) => {
      const key = headers['idempotency-key']
      const { uid, deliveryId } = params
      const failed = await store.transaction((tx) => tx.outbox.get(deliveryId))
      const target =
        failed && failed.uid === uid
          ? await findTarget(
              ports,
              uid,
              body.accountId ?? failed.accountId,
              body.characterId ?? failed.characterId,
            )
          : null
      return store.transaction((tx) =>
        action(
          tx,
          operator,
          { player: uid, key, route: 'admin.resend', body: { ...body, deliveryId } },
          { action: 'delivery.resend', target: uid, reason: body.reason },
          async () => {
            const current = await tx.outbox.get(deliveryId)
            if (!current || current.uid !== uid || !target) return refused(404, 'unknownDelivery')
            // A sent delivery whose game row or marker is gone will never be handed over.
            const lost =
              current.state === 'sent' && current.stalled !== null && current.stalled !== 'too-old'
            if (current.state !== 'failed' && !lost) return refused(409, 'notFailed')
            if (!target.ok) return refused(404, 'unknownTarget')
            // One resend per failed delivery, whoever asks: its id follows from the failed one's.
            const resentId = `resend:${deliveryId}`.slice(0, 100)
            if (await tx.outbox.get(resentId)) return refused(409, 'alreadyResent')
            if (current.kind === 'points' && (await pointsReturned(tx, uid, deliveryId)))
              return refused(409, 'pointsReturned')
            const content =
              current.kind === 'points'
                ? { kind: 'points' as const, amount: current.amount }
                : { kind: 'item' as const, itemId: current.itemId, count: current.count }
            const delivery = await enqueue(tx, uid, target, { deliveryId: resentId, ...content })
            return {
              ok: true,
              details: { deliveryId, resentAs: resentId, character: target.character.name },
              answer: async () => ({ status: 201 as const, body: delivery }),
            }
          },
        ),
      )
    }),

    settle: admin(routes.settle, async ({ params, body, headers }, operator) => {
      const factor = settings().secondFactor ?? DEFAULT_SECOND_FACTOR
      const stale = await staleStepUpRefusal(ports, headers, operator.uid, factor, null)
      if (stale) return stale
      const key = headers['idempotency-key']
      const { uid } = params
      const caseId = Number(params.caseId)
      return store.transaction((tx) =>
        action(
          tx,
          operator,
          { player: uid, key, route: 'admin.settle', body: { ...body, caseId } },
          { action: 'refund-case.settle', target: uid, reason: body.reason },
          async () => {
            const known = (await refundCases(tx, uid)).find((c) => c.caseId === params.caseId)
            if (!known) return refused(404, 'unknownCase')
            if (!(await tx.ledger.settleCase(uid, caseId))) return refused(409, 'alreadySettled')
            return {
              ok: true,
              details: { caseId, paymentId: known.paymentId, points: known.points },
              answer: outcomeOf(tx, uid),
            }
          },
        ),
      )
    }),

    payments: admin(routes.payments, async ({ query }, operator) => {
      const details = { month: query.month ?? null, status: query.status ?? null }
      await auditRead(ports, operator, { action: READ_ACTIONS.payments, target: null, details })
      const all = await store.transaction((tx) => tx.payments.list(query.month ?? null))
      const views = all.map((payment) => paymentView(ports, payment))
      const wanted = (status: PaymentFilterStatus) => !query.status || status === query.status
      return {
        status: 200,
        body: {
          payments: views.filter((p) => wanted(p.status)),
          totals: monthTotals(ports, all),
        },
      }
    }),
  })
}
