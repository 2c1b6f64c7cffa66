/** A withdrawal as stored: one per purchase (docs/decisions/063). */
export interface WithdrawalRow {
  withdrawalId: string
  uid: string
  paymentId: string
  name: string
  email: string
  /** AirPoints taken back. */
  points: number
  /** Cents refunded at the payment provider. */
  amountCents: number
  /** ISO date and time of the withdrawal. */
  at: string
  refund: 'pending' | 'done'
}

/** The consent stored with a transfer of recently bought AirPoints. */
export interface TransferConsentRow {
  /** The transfer's delivery id. */
  deliveryId: string
  uid: string
  version: string
  /** The wording shown, as it was. */
  wording: string
  /** ISO date and time. */
  at: string
}

export interface WithdrawalsReads {
  /** The player's withdrawals, newest first. */
  ofPlayer(uid: string): Promise<WithdrawalRow[]>
  /** The withdrawal of that purchase, or null. */
  ofPayment(paymentId: string): Promise<WithdrawalRow | null>
  /** The consent stored with that transfer, or null. */
  consentOf(deliveryId: string): Promise<TransferConsentRow | null>
  /**
   * Pending refunds whose next try is due at `now` (ISO), oldest first, with the tries made
   * (docs/decisions/064): a withdrawal is due at once, then as refundFailed said.
   */
  refundsDue(now: string, limit: number): Promise<(WithdrawalRow & { attempts: number })[]>
}

/** Withdrawals from purchases and the consents given before transfers. */
export interface WithdrawalsStore extends WithdrawalsReads {
  /** Records a withdrawal: false, and nothing written, when that purchase already has one. */
  insert(row: WithdrawalRow): Promise<boolean>
  /** The refund of that withdrawal taken by the provider. */
  markRefunded(withdrawalId: string): Promise<void>
  /** Stores the consent of a transfer (once per transfer). */
  recordConsent(row: TransferConsentRow): Promise<void>
  /** A try failed: one more attempt counted, the next at `retryAt` (ISO; null: given up). */
  refundFailed(withdrawalId: string, retryAt: string | null): Promise<void>
}
