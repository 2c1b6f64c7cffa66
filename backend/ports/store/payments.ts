import type { Month } from '../clock'

export interface PaymentRow {
  /** The payment provider's id of the session: recorded at most once (paid or failed). */
  paymentId: string
  uid: string
  priceId: string
  /** Points the payment credited (0 for a failed one). */
  points: number
  /** The provider's id of the payment behind the session (Stripe's pi_...), for refunds. */
  paymentIntent: string | null
  /** The loyalty month its points counted in ('YYYY-MM'). */
  month: Month
  /** 'failed': a delayed payment method failed, nothing was credited. */
  status: 'paid' | 'failed'
}

/** Where a chargeback of the payment stands. */
export type DisputeState = 'none' | 'open' | 'won' | 'lost'

/**
 * What refunds and disputes did to a payment (docs/decisions/028): the points of the refunded
 * share, the points an open or lost dispute took back (of which `disputeRemoved` left the balance),
 * and, of all that was taken back, the points the balance no longer held.
 */
export interface AfterSale {
  refundedPoints: number
  disputedPoints: number
  disputeRemoved: number
  unrecoveredPoints: number
  dispute: DisputeState
}

/**
 * What the payment provider (or an operator) says happened to a payment after the sale:
 * - `refund`: refunded so far, cumulative, of the paid amount (smallest currency unit);
 * - `dispute-opened`: a chargeback was opened at the bank;
 * - `dispute-closed`: the bank decided it, `won` (in the portal's favour) or lost.
 * `reference` is the provider's id of what the notice is about (charge, dispute), kept in the ledger.
 */
export type AfterSaleNotice =
  | {
      kind: 'refund'
      paymentIntent: string
      amountRefunded: number
      amount: number
      reference: string
    }
  | { kind: 'dispute-opened'; paymentIntent: string; reference: string }
  | { kind: 'dispute-closed'; paymentIntent: string; won: boolean; reference: string }

/** A recorded payment with what refunds and disputes did to it. */
export interface StoredPayment extends PaymentRow, AfterSale {
  /** ISO date of its recording. */
  createdAt: string
}

export interface PaymentsReads {
  /** The recorded payment of that session id, or null (no lock). */
  get(paymentId: string): Promise<StoredPayment | null>
  /**
   * The recorded payments the player's latest `limit` purchase rows of the ledger name, in one
   * read (in no given order; a row whose payment is not recorded is left out; no lock).
   */
  ofLatestPurchases(uid: string, limit: number): Promise<StoredPayment[]>
  /** The points the player's paid payments of `month` still count (minus what was taken back). */
  netPaidPoints(uid: string, month: Month): Promise<number>
  /** Recorded payments, newest first: of `month` when given. */
  list(month: Month | null): Promise<StoredPayment[]>
}

/** Payments, what refunds and disputes did to them, and the notices kept ahead of them. */
export interface PaymentsStore extends PaymentsReads {
  /**
   * Records a payment (paid or failed): false when this paymentId was already recorded. For an
   * erased uid: recorded under the erased id (PlayersStore.erase).
   */
  insert(payment: PaymentRow): Promise<boolean>
  /**
   * The recorded payment of that payment intent, or null, locked until the transaction ends: two
   * notices about one payment are applied one after the other, each seeing the other's outcome.
   */
  lockByIntent(paymentIntent: string): Promise<StoredPayment | null>
  /** Stores what refunds and disputes did to a payment (locked by lockByIntent). */
  saveAfterSale(paymentId: string, afterSale: AfterSale): Promise<void>
  /**
   * Keeps a notice about a payment intent no payment is recorded for yet (once per notice),
   * serialised with the recording of that payment (docs/decisions/041): false, and nothing kept,
   * when a payment of that intent is recorded by now (apply the notice to it instead).
   */
  keepNotice(notice: AfterSaleNotice): Promise<boolean>
  /** Removes and answers the notices kept for that payment intent, oldest first. */
  takeNotices(paymentIntent: string): Promise<AfterSaleNotice[]>
}
