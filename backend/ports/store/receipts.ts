import type { Month } from '../clock'

/**
 * Receipts and credit notes (docs/decisions/062-receipts.md): one unbroken sequence of numbers
 * shared by both, taken from a counter row in the transaction of the sale or the refund (a
 * rolled-back transaction gives its number back; two concurrent ones wait on the row). They name
 * the payment, never the player: erasing a player pseudonymises his payments, and so his receipts.
 */
export type ReceiptKind = 'receipt' | 'credit-note'

export interface ReceiptDraft {
  kind: ReceiptKind
  paymentId: string
  /** What was sold, in French ('Pack Aventurier : 100 AirPoints'). */
  description: string
  /** Amounts in euro cents; a credit note's are positive (what it cancels). */
  totalCents: number
  netCents: number
  vatCents: number
  /** Null: VAT franchise (art. 293 B du CGI); else the rate in basis points. */
  vatRateBp: number | null
  /** A credit note: the receipt it cancels (part of). */
  refersTo: number | null
}

export interface Receipt extends ReceiptDraft {
  number: number
  /** ISO date of issue. */
  issuedAt: string
}

export interface ReceiptsReads {
  /** The receipt of that number with the uid its payment belongs to now, or null. */
  get(number: number): Promise<(Receipt & { uid: string }) | null>
  /** The receipts and credit notes of the player's payments, newest first. */
  listOfPlayer(uid: string): Promise<Receipt[]>
  /** Everything issued in `month` (UTC), by number: the accountant's export. */
  listOfMonth(month: Month): Promise<Receipt[]>
  /** The receipts and credit notes of one payment, by number. */
  listOfPayment(paymentId: string): Promise<Receipt[]>
}

export interface ReceiptsStore extends ReceiptsReads {
  /** Issues the next number of the one sequence (in the caller's transaction). */
  issue(draft: ReceiptDraft, now: Date): Promise<Receipt>
}
