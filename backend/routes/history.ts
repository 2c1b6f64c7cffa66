import { contract } from '@contract/index'
import {
  HISTORY_PAGE_SIZE,
  type HistoryEntry,
  type HistoryEntryKind,
  type HistoryPage,
  type PurchaseStatus,
} from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { personalRoutes } from '../http/context'
import { deliveryView } from './deliveries'
import { deliveryIdOf } from '../domain/ids'
import { packOf } from '../domain/purchase'
import type { LedgerKind, LedgerRow, Ports, StoredPayment, StoreTx } from '../ports'

/** The ledger's kinds behind each kind of entry of the history ('seed' rows are not shown). */
const KINDS_OF: Record<HistoryEntryKind, readonly LedgerKind[]> = {
  purchase: ['purchase', 'payment-failed'],
  transfer: ['order'],
  claim: ['claim'],
  vote: ['vote'],
  'take-back': ['refund', 'dispute'],
  unrecovered: ['refund-unrecovered', 'dispute-unrecovered'],
  'dispute-won': ['dispute-won'],
  'reward-case': ['reward-case'],
  adjustment: ['admin-credit', 'admin-debit'],
  'transfer-returned': ['delivery-returned'],
}
const SHOWN_KINDS = Object.values(KINDS_OF).flat()

/** Where a payment stands after the sale, as the player's history says it. */
export function purchaseStatus(payment: StoredPayment): PurchaseStatus {
  if (payment.status === 'failed') return 'failed'
  if (payment.dispute === 'open' || payment.dispute === 'lost') return 'disputed'
  if (payment.refundedPoints >= payment.points && payment.points > 0) return 'refunded'
  return payment.refundedPoints > 0 ? 'partly-refunded' : 'paid'
}

/** `reward:<id>:<month>`, the reference of a claim and of a reward case. */
function rewardReference(reference: string | null): { rewardId: number; month: string } | null {
  const match = /^reward:(\d+):(\d{4}-\d{2})$/.exec(reference ?? '')
  return match ? { rewardId: Number(match[1]), month: match[2] ?? '' } : null
}

/** Reads what each ledger row of the page refers to, within one transaction. */
function entryReader(ports: Ports, tx: StoreTx, uid: string) {
  const payments = new Map<string, Promise<StoredPayment | null>>()
  const paymentOf = (paymentId: string) => {
    let found = payments.get(paymentId)
    if (!found) payments.set(paymentId, (found = tx.payments.get(paymentId)))
    return found
  }
  const packView = (priceId: string | undefined) => {
    const pack = priceId ? packOf(ports.payments, priceId) : undefined
    return pack ? { id: pack.id, title: pack.title, price: pack.price } : null
  }
  const paymentRef = async (reference: string | null) => {
    const paymentId = (reference ?? '').split(':')[0] || 'inconnu'
    const payment = await paymentOf(paymentId)
    return { paymentId, pack: packView(payment?.priceId) }
  }
  let flagged: Promise<Set<string>> | null = null
  let sites: Promise<Map<string, string>> | null = null

  return async function entryOf(row: LedgerRow): Promise<HistoryEntry | null> {
    const base = { id: String(row.id), at: row.createdAt }
    switch (row.kind) {
      case 'purchase':
      case 'payment-failed': {
        const payment = await paymentOf(row.reference ?? '')
        return {
          ...base,
          kind: 'purchase',
          paymentId: row.reference ?? 'inconnu',
          pack: packView(payment?.priceId),
          points: Math.max(0, row.delta),
          status: payment
            ? purchaseStatus(payment)
            : row.kind === 'payment-failed'
              ? 'failed'
              : 'paid',
        }
      }
      case 'order': {
        const delivery = row.reference ? await tx.outbox.get(row.reference) : null
        return {
          ...base,
          kind: 'transfer',
          points: Math.max(1, -row.delta),
          delivery: delivery && delivery.uid === uid ? deliveryView(delivery) : null,
        }
      }
      case 'claim': {
        const claim = rewardReference(row.reference)
        if (!claim) return null
        const deliveryId = await deliveryIdOf('claim', uid, String(claim.rewardId), claim.month)
        const delivery = await tx.outbox.get(deliveryId)
        const reward = (await tx.content.listRewards()).find((r) => r.id === claim.rewardId)
        flagged ??= tx.claims.flagged(uid).then((ids) => new Set(ids))
        return {
          ...base,
          kind: 'claim',
          ...claim,
          itemId: reward?.itemId ?? null,
          delivery: delivery && delivery.uid === uid ? deliveryView(delivery) : null,
          underReview: (await flagged).has(`${claim.rewardId}:${claim.month}`),
        }
      }
      case 'vote': {
        sites ??= tx.votes.listSites().then((all) => new Map(all.map((s) => [s.id, s.name])))
        const providerId = row.reference || 'inconnu'
        return {
          ...base,
          kind: 'vote',
          providerId,
          providerName: (await sites).get(providerId) ?? null,
        }
      }
      case 'refund':
      case 'dispute':
        return {
          ...base,
          kind: 'take-back',
          cause: row.kind,
          ...(await paymentRef(row.reference)),
          points: Math.max(1, -row.delta),
        }
      case 'refund-unrecovered':
      case 'dispute-unrecovered':
        return {
          ...base,
          kind: 'unrecovered',
          cause: row.kind === 'refund-unrecovered' ? 'refund' : 'dispute',
          ...(await paymentRef(row.reference)),
          points: Math.max(1, row.points ?? 1),
        }
      case 'dispute-won':
        return {
          ...base,
          kind: 'dispute-won',
          ...(await paymentRef(row.reference)),
          points: Math.max(0, row.delta),
        }
      case 'reward-case': {
        const claim = rewardReference(row.reference)
        return claim ? { ...base, kind: 'reward-case', ...claim } : null
      }
      case 'admin-credit':
      case 'admin-debit':
        return { ...base, kind: 'adjustment', points: row.delta }
      case 'delivery-returned': {
        const delivery = row.reference ? await tx.outbox.get(row.reference) : null
        return {
          ...base,
          kind: 'transfer-returned',
          points: Math.max(1, row.delta),
          delivery: delivery && delivery.uid === uid ? deliveryView(delivery) : null,
        }
      }
      default:
        return null
    }
  }
}

/** One page of the player's history, newest first, in the caller's transaction. */
export async function historyPage(
  ports: Ports,
  tx: StoreTx,
  uid: string,
  { cursor, limit, kind }: { cursor?: string; limit: number; kind?: HistoryEntryKind },
): Promise<HistoryPage> {
  const rows = await tx.ledger.list(uid, {
    before: cursor ? Number(cursor) : null,
    limit: limit + 1,
    kinds: kind ? KINDS_OF[kind] : SHOWN_KINDS,
  })
  const entryOf = entryReader(ports, tx, uid)
  const shown = rows.slice(0, limit)
  const entries: HistoryEntry[] = []
  for (const row of shown) {
    const entry = await entryOf(row)
    if (entry) entries.push(entry)
  }
  const last = shown.at(-1)
  return { entries, nextCursor: rows.length > limit && last ? String(last.id) : null }
}

/** GET /me/history: the player's ledger, newest first, a page at a time, each row explained. */
export function historyRouter(ports: Ports) {
  const { store, identity } = ports
  const personal = personalRoutes(identity)
  return tsr.router(contract.history, {
    list: personal(contract.history.list, async ({ query }, caller) => {
      const limit = query.limit ?? HISTORY_PAGE_SIZE.default
      const page = await store.transaction((tx) =>
        historyPage(ports, tx, caller.uid, { cursor: query.cursor, limit, kind: query.kind }),
      )
      return { status: 200, body: page }
    }),
  })
}
