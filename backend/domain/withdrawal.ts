import {
  TRANSFER_CONSENT,
  WITHDRAWAL_PERIOD_MS,
  pointsInEuros,
  type WithdrawalRefusal,
} from '@contract/rules'
import type { WithdrawablePurchase, Withdrawal } from '@contract/schemas'
import { applyAfterSale } from './after-sale'
import { enqueueMail } from './mail'
import { packOf } from './purchase'
import { creditNoteTerms } from './receipts'
import { transferConsentConfirmation, withdrawalAcknowledgement } from './withdrawal-mail'
import { DEMO_SALE } from '../ports'
import type {
  PaymentsPort,
  ProfileRow,
  SaleSettings,
  StoredPayment,
  StorePort,
  StoreReads,
  StoreTx,
  MailKind,
  WithdrawalRow,
} from '../ports'

/** How many of the player's latest purchases the withdrawal function reads. */
export const PURCHASES_READ = 100

/** The points of a payment it still holds: credited, minus what refunds and disputes took back. */
const remaining = (p: StoredPayment) =>
  p.status === 'paid'
    ? Math.max(0, p.points - Math.min(p.points, p.refundedPoints + p.disputedPoints))
    : 0

const recent = (p: StoredPayment, now: Date) =>
  now.getTime() - Date.parse(p.createdAt) < WITHDRAWAL_PERIOD_MS

/** The price paid in euros and cents, from the pack of its price id (null: no longer sold). */
function paidPrice(payments: PaymentsPort, payment: StoredPayment) {
  const pack = packOf(payments, payment.priceId)
  return pack ? { title: pack.title, price: pack.price, cents: Math.round(pack.price * 100) } : null
}

/**
 * The player's latest paid purchases, newest first, and his balance: what the rules of
 * docs/decisions/063 read. In a transaction that locked the profile, they are one moment: the
 * caller then gives the balance the lock read (`locked`), not read again. The purchases' rows
 * are read in one statement, whatever their number.
 */
async function purchasesOf(reads: StoreReads | StoreTx, uid: string, locked?: ProfileRow | null) {
  const found = await reads.payments.ofLatestPurchases(uid, PURCHASES_READ)
  const purchases = found
    .filter((p) => p.uid === uid && p.status === 'paid')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const profile = locked === undefined ? await reads.profiles.get(uid) : locked
  return { purchases, balance: profile?.points ?? 0 }
}

/**
 * Untransferred AirPoints (docs/decisions/063): a transfer uses first the points that cannot be
 * withdrawn, then those of purchases less than 14 days old, oldest first. So the balance holds
 * the recent purchases' points newest first: of a recent purchase, what the balance still holds
 * after the newer ones.
 */
export function untransferred(purchases: readonly StoredPayment[], balance: number, now: Date) {
  const shares = new Map<string, number>()
  let left = balance
  for (const p of purchases) {
    if (!recent(p, now)) continue
    const share = Math.min(remaining(p), Math.max(0, left))
    shares.set(p.paymentId, share)
    left -= remaining(p)
  }
  return { shares, freePoints: Math.max(0, left) }
}

/** The purchase as the withdrawal function shows it, and why it cannot be withdrawn. */
function purchaseView(
  payments: PaymentsPort,
  p: StoredPayment,
  share: number,
  withdrawn: boolean,
  now: Date,
): WithdrawablePurchase {
  const price = paidPrice(payments, p)
  const refusal: WithdrawalRefusal | null = withdrawn
    ? 'withdrawn'
    : !recent(p, now)
      ? 'expired'
      : share === 0
        ? 'all-transferred'
        : null
  return {
    paymentId: p.paymentId,
    at: p.createdAt,
    pack: price?.title ?? null,
    price: price?.price ?? null,
    points: p.points,
    untransferred: refusal ? 0 : share,
    untransferredEuros: refusal
      ? 0
      : pointsInEuros(share, price ? { price: price.price, points: p.points } : undefined),
    deadline: new Date(Date.parse(p.createdAt) + WITHDRAWAL_PERIOD_MS).toISOString(),
    refusal,
  }
}

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  const { withdrawalId, paymentId, at, name, email, points, amountCents, refund } = row
  return { withdrawalId, paymentId, at, name, email, points, euros: amountCents / 100, refund }
}

/** What the withdrawal function and the transfer form read (docs/decisions/063). */
export async function withdrawalsOf(
  reads: StoreReads | StoreTx,
  payments: PaymentsPort,
  uid: string,
  now: Date,
) {
  const { purchases, balance } = await purchasesOf(reads, uid)
  const { shares, freePoints } = untransferred(purchases, balance, now)
  const made = await reads.withdrawals.ofPlayer(uid)
  const withdrawn = new Set(made.map((w) => w.paymentId))
  return {
    purchases: purchases.map((p) =>
      purchaseView(payments, p, shares.get(p.paymentId) ?? 0, withdrawn.has(p.paymentId), now),
    ),
    withdrawals: made.map(withdrawalView),
    balance,
    freePoints,
  }
}

export type WithdrawOutcome =
  | { ok: true; withdrawal: WithdrawalRow; created: boolean }
  | { ok: false; reason: WithdrawalRefusal | 'unknown-purchase' }

/**
 * Withdraws from a purchase in the caller's transaction: its untransferred AirPoints taken back
 * through the after-sale path (the share, the month's progress, the ledger), the withdrawal
 * recorded once per purchase. The payment then the profile are locked, as a refund locks them:
 * a transfer or a refund running at the same time applies wholly before or after. Asking again
 * answers the withdrawal made (`created: false`). The refund is asked of the provider after
 * the commit (refundAtProvider).
 */
export async function withdraw(
  tx: StoreTx,
  payments: PaymentsPort,
  request: { uid: string; paymentId: string; name: string; email: string },
  now: Date,
  sale: SaleSettings = DEMO_SALE,
): Promise<WithdrawOutcome> {
  const { uid, paymentId } = request
  const made = await tx.withdrawals.ofPayment(paymentId)
  if (made)
    return made.uid === uid
      ? { ok: true, withdrawal: made, created: false }
      : { ok: false, reason: 'unknown-purchase' }
  const found = await tx.payments.get(paymentId)
  if (!found || found.uid !== uid || found.status !== 'paid' || !found.paymentIntent) {
    return { ok: false, reason: 'unknown-purchase' }
  }
  const payment = await tx.payments.lockByIntent(found.paymentIntent)
  if (!payment) return { ok: false, reason: 'unknown-purchase' }
  const locked = await tx.profiles.lock(uid)
  // A withdrawal of this purchase that committed while this one waited for the lock.
  const meanwhile = await tx.withdrawals.ofPayment(paymentId)
  if (meanwhile) return { ok: true, withdrawal: meanwhile, created: false }
  if (!recent(payment, now)) return { ok: false, reason: 'expired' }
  const { purchases, balance } = await purchasesOf(tx, uid, locked)
  const points = untransferred(purchases, balance, now).shares.get(paymentId) ?? 0
  if (points === 0) return { ok: false, reason: 'all-transferred' }

  const withdrawalId = `wd_${paymentId}`
  const priceCents = paidPrice(payments, payment)?.cents
  const amountCents =
    priceCents === undefined
      ? Math.round(pointsInEuros(points) * 100)
      : Math.round((priceCents * points) / payment.points)
  const row: WithdrawalRow = {
    ...request,
    withdrawalId,
    points,
    amountCents,
    at: now.toISOString(),
    refund: 'pending',
  }
  if (!(await tx.withdrawals.insert(row))) {
    const other = await tx.withdrawals.ofPayment(paymentId)
    return other
      ? { ok: true, withdrawal: other, created: false }
      : { ok: false, reason: 'withdrawn' }
  }
  // The share in points, cumulative: `points` more taken back, and the credit note of that share.
  const outcome = await applyAfterSale(
    tx,
    {
      kind: 'refund',
      paymentIntent: found.paymentIntent,
      amountRefunded: payment.refundedPoints + points,
      amount: payment.points,
      reference: withdrawalId,
    },
    now,
    creditNoteTerms({ payments, sale }),
  )
  if (!outcome.ok) throw new Error(`withdrawal ${withdrawalId} not applied: ${outcome.reason}`)
  // The dated acknowledgement, queued with the withdrawal (docs/decisions/061, 063).
  const acknowledgement = withdrawalAcknowledgement({
    name: request.name,
    paymentId,
    pack: paidPrice(payments, payment)?.title ?? null,
    purchasedAt: payment.createdAt,
    at: row.at,
    points,
    euros: amountCents / 100,
  })
  await enqueueMail(tx, now, { to: request.email, ...acknowledgement, kind: 'withdrawal' })
  return { ok: true, withdrawal: row, created: true }
}

/**
 * Asks the provider for the refund of a withdrawal still pending (once per withdrawal: its id is
 * the idempotency key), then records it done. A provider out of reach leaves it pending: asking
 * the withdrawal again retries.
 */
export async function refundAtProvider(
  { store, payments }: { store: StorePort; payments: PaymentsPort },
  withdrawal: WithdrawalRow,
  paymentIntent: string,
): Promise<WithdrawalRow> {
  if (withdrawal.refund === 'done' || withdrawal.amountCents === 0) return withdrawal
  await payments.refund({
    paymentIntent,
    amountCents: withdrawal.amountCents,
    key: withdrawal.withdrawalId,
  })
  await store.transaction((tx) => tx.withdrawals.markRefunded(withdrawal.withdrawalId))
  return { ...withdrawal, refund: 'done' }
}

/**
 * Whether a transfer of `amount` AirPoints would use points bought less than 14 days ago (more
 * than the free points): the consent is then required (docs/decisions/063). Locks the profile:
 * a withdrawal or another transfer applies wholly before or after the caller's transaction.
 */
export async function transferNeedsConsent(tx: StoreTx, uid: string, amount: number, now: Date) {
  return consentNeededOn(tx, uid, amount, await tx.profiles.lock(uid), now)
}

/** The same rule on `profile`, read by the caller: under its lock, or with its version (067). */
export async function consentNeededOn(
  reads: StoreReads | StoreTx,
  uid: string,
  amount: number,
  profile: ProfileRow | null,
  now: Date,
) {
  const { purchases, balance } = await purchasesOf(reads, uid, profile)
  // Above the balance the debit refuses it anyway ('insufficient balance').
  return amount <= balance && amount > untransferred(purchases, balance, now).freePoints
}

/**
 * Stores a consent with its delivery (the wording shown and its version, date and time) and
 * queues its confirmation to the player's address, in the action's transaction.
 */
export async function recordConsent(
  tx: StoreTx,
  { deliveryId, uid }: { deliveryId: string; uid: string },
  { version, wording }: { version: string; wording: string },
  now: Date,
  mail: {
    kind: MailKind
    content: (shown: { at: string; wording: string; version: string }) => {
      subject: string
      text: string
    }
  },
) {
  const at = now.toISOString()
  await tx.withdrawals.recordConsent({ deliveryId, uid, version, wording, at })
  const to = (await tx.players.get(uid))?.email ?? ''
  await enqueueMail(tx, now, { to, ...mail.content({ at, wording, version }), kind: mail.kind })
}

/**
 * Stores the consent a transfer of recently bought points carried and queues its confirmation
 * (docs/decisions/063).
 */
export async function recordTransferConsent(
  tx: StoreTx,
  consent: { deliveryId: string; uid: string; points: number; characterName: string },
  now: Date,
) {
  const { points, characterName } = consent
  await recordConsent(tx, consent, TRANSFER_CONSENT, now, {
    kind: 'transfer-consent',
    content: (shown) => transferConsentConfirmation({ points, characterName, ...shown }),
  })
}
