import { MAIN_LOYALTY_STAGES } from '@contract/catalog'
import { reachedStages } from '@contract/rules'
import { alertAfterSale } from './alerts'
import { issueCreditNote, type CreditNoteTerms } from './receipts'
import type { AfterSale, AfterSaleNotice, LedgerKind, StoredPayment, StoreTx } from '../ports'

/** What the payment provider (or an operator) says happened to a payment after the sale. */
export type { AfterSaleNotice }

export type AfterSaleOutcome =
  | {
      ok: true
      /** Points removed from the balance. */
      removed: number
      /** Points of the share taken back that the balance no longer held (recorded). */
      unrecovered: number
      /** Points given back (a dispute won). */
      givenBack: number
      /** Rewards recorded as cases: claimed on progress that no longer holds. */
      rewardCases: number[]
    }
  /**
   * `kept`: no payment of that intent is recorded yet; the notice waits for it and applies when it
   * is recorded, in the same transaction (decision 041).
   */
  | { ok: false; reason: 'kept' | 'unknown-payment' | 'already-applied' }

/** Points the payment's refunds and dispute take back in all (never more than it credited). */
const takenBack = (payment: Pick<StoredPayment, 'points'>, state: AfterSale) =>
  Math.min(payment.points, state.refundedPoints + state.disputedPoints)

/** The payment's after-sale state once the notice applies (the same object when it changes nothing). */
function nextState(payment: StoredPayment, notice: AfterSaleNotice): AfterSale {
  const state: AfterSale = {
    refundedPoints: payment.refundedPoints,
    disputedPoints: payment.disputedPoints,
    disputeRemoved: payment.disputeRemoved,
    unrecoveredPoints: payment.unrecoveredPoints,
    dispute: payment.dispute,
  }
  // A dispute takes back what refunds have not: like a full refund.
  const disputeAll = () => payment.points - Math.min(payment.points, payment.refundedPoints)
  switch (notice.kind) {
    case 'refund': {
      // Multiplied before divided: a share of whole points (a withdrawal's) lands on them exactly.
      const refunded = Math.min(notice.amountRefunded, notice.amount)
      const target =
        notice.amount > 0 ? Math.floor((payment.points * refunded) / notice.amount) : payment.points
      // Cumulative amounts: an older notice arriving late lowers nothing.
      if (target <= payment.refundedPoints) return state
      return { ...state, refundedPoints: target }
    }
    case 'dispute-opened':
      // Once: a dispute already open, won or lost is not opened again (a late or repeated notice).
      if (payment.dispute !== 'none') return state
      return { ...state, dispute: 'open', disputedPoints: disputeAll() }
    case 'dispute-closed':
      if (payment.dispute === 'won' || payment.dispute === 'lost') return state
      if (notice.won) return { ...state, dispute: 'won', disputedPoints: 0, disputeRemoved: 0 }
      // Lost: what it took stays taken; closed before its opening reached us, it takes back now.
      return payment.dispute === 'open'
        ? { ...state, dispute: 'lost' }
        : { ...state, dispute: 'lost', disputedPoints: disputeAll() }
  }
}

const same = (a: AfterSale, b: AfterSale) =>
  a.refundedPoints === b.refundedPoints &&
  a.disputedPoints === b.disputedPoints &&
  a.dispute === b.dispute

/**
 * The one path of refunds and disputes (Stripe's webhook, an operator), in the caller's
 * transaction: takes back the share of points the balance still holds (the rest is recorded as
 * unrecovered), lowers that month's progress (rewards claimed on it become cases) and gives back
 * a won dispute; once per change, in any order, a notice ahead of its payment kept until it comes.
 * `terms` price the credit note of a payment made before receipts existed (decision 064).
 * Why: docs/decisions/028-refunds-disputes-reconcile.md and
 * docs/decisions/041-after-sale-ahead-of-its-payment.md.
 */
export async function applyAfterSale(
  tx: StoreTx,
  notice: AfterSaleNotice,
  now: Date,
  terms: CreditNoteTerms,
): Promise<AfterSaleOutcome> {
  let payment = await tx.payments.lockByIntent(notice.paymentIntent)
  if (!payment) {
    // Ahead of its payment (a refund before checkout.session.completed): kept, never lost.
    if (await tx.payments.keepNotice(notice)) return { ok: false, reason: 'kept' }
    payment = await tx.payments.lockByIntent(notice.paymentIntent)
  }
  if (!payment || payment.status !== 'paid') return { ok: false, reason: 'unknown-payment' }
  const next = nextState(payment, notice)
  if (same(payment, next)) return { ok: false, reason: 'already-applied' }

  const { uid, paymentId, month } = payment
  const change = takenBack(payment, next) - takenBack(payment, payment)
  const cause: 'refund' | 'dispute' = notice.kind === 'refund' ? 'refund' : 'dispute'
  const step = notice.kind === 'refund' ? next.refundedPoints : notice.kind
  const entry = (kind: LedgerKind, points?: number) => ({
    kind,
    reference: `${paymentId}:${notice.reference}:${step}`,
    ...(points === undefined ? {} : { points }),
  })
  let removed = 0
  let unrecovered = 0
  let givenBack = 0
  const rewardCases: number[] = []

  if (change > 0) {
    removed = await tx.profiles.debitUpTo(uid, change, entry(cause))
    unrecovered = change - removed
    if (unrecovered > 0) await tx.ledger.recordCase(uid, entry(`${cause}-unrecovered`, unrecovered))
    next.unrecoveredPoints += unrecovered
    if (cause === 'dispute') next.disputeRemoved += removed
    const left = await tx.profiles.adjustMonthPoints(uid, month, -change)
    const progress = left ?? (await tx.payments.netPaidPoints(uid, month))
    rewardCases.push(...(await recordRewardCases(tx, uid, month, progress)))
  } else if (change < 0) {
    // A dispute won: what it removed comes back; what it could not remove was never spent twice.
    givenBack = Math.min(payment.disputeRemoved, -change)
    if (givenBack > 0) await tx.profiles.credit(uid, givenBack, entry('dispute-won'))
    else await tx.ledger.recordCase(uid, entry('dispute-won'))
    next.unrecoveredPoints = Math.max(0, next.unrecoveredPoints - (-change - givenBack))
    await tx.profiles.adjustMonthPoints(uid, month, -change)
  } else if (notice.kind === 'dispute-closed' && notice.won) {
    await tx.ledger.recordCase(uid, entry('dispute-won'))
  }
  await alertAfterSale(tx, new Date(), { payment, next, kind: notice.kind, unrecovered })
  await tx.payments.saveAfterSale(paymentId, next)
  // The money given back gets its credit note, in the receipts' sequence (decision 062).
  if (notice.kind === 'refund' && notice.amount > 0) {
    await issueCreditNote(tx, now, payment, notice.amountRefunded / notice.amount, terms)
  } else if (notice.kind === 'dispute-closed' && !notice.won) {
    await issueCreditNote(tx, now, payment, 1, terms)
  }
  return { ok: true, removed, unrecovered, givenBack, rewardCases }
}

/**
 * Rewards of `month` the player claimed on a stage `progress` no longer reaches: each recorded
 * once as a case for the operator (the claim under review, a ledger row).
 */
async function recordRewardCases(
  tx: StoreTx,
  uid: string,
  month: string,
  progress: number,
): Promise<number[]> {
  const reached = new Set(reachedStages(progress, MAIN_LOYALTY_STAGES).map((stage) => stage.id))
  const claimed = new Set(await tx.claims.claimedRewardIds(uid, month))
  const cases: number[] = []
  for (const reward of await tx.content.listRewards()) {
    if (!claimed.has(reward.id) || reached.has(reward.stageId)) continue
    if (!(await tx.claims.flag(uid, reward.id, month))) continue
    await tx.ledger.recordCase(uid, {
      kind: 'reward-case',
      reference: `reward:${reward.id}:${month}`,
    })
    cases.push(reward.id)
  }
  return cases
}
