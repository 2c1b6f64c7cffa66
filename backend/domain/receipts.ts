import type {
  Receipt,
  ReceiptDraft,
  SaleSettings,
  StoredPayment,
  StoreTx,
  VatStatus,
} from '../ports'

/**
 * Receipts and credit notes (docs/decisions/062-receipts.md): one numbered receipt per sale, a
 * credit note in the same sequence for each refund or lost dispute, amounts and VAT status as the
 * operator's settings said at the moment of issue.
 */

/** HT, TVA and TTC of a total (cents), at the VAT status (basis points; the franchise: no VAT). */
export function vatSplit(totalCents: number, vat: VatStatus | { rateBp: number | null }) {
  const rateBp = 'mode' in vat ? (vat.mode === 'vat' ? vat.rateBp : null) : vat.rateBp
  if (rateBp === null) return { netCents: totalCents, vatCents: 0, vatRateBp: null }
  const netCents = Math.round((totalCents * 10_000) / (10_000 + rateBp))
  return { netCents, vatCents: totalCents - netCents, vatRateBp: rateBp }
}

/** '000042': a number as printed. */
export const receiptLabel = (number: number) => String(number).padStart(6, '0')

/** The receipt of a sale, issued in the sale's transaction. */
export async function issueReceipt(
  tx: StoreTx,
  now: Date,
  sale: SaleSettings,
  sold: { paymentId: string; description: string; totalCents: number },
): Promise<Receipt> {
  const draft: ReceiptDraft = {
    kind: 'receipt',
    paymentId: sold.paymentId,
    description: sold.description,
    totalCents: sold.totalCents,
    ...vatSplit(sold.totalCents, sale.vat),
    refersTo: null,
  }
  return tx.receipts.issue(draft, now)
}

/**
 * The credit note a refund or a lost dispute owes: what `share` (0..1, cumulative) of the sale's
 * receipt comes to, minus the credit notes already issued for it; none when nothing more is owed
 * or the payment has no receipt (paid before receipts existed).
 */
export async function issueCreditNote(
  tx: StoreTx,
  now: Date,
  payment: Pick<StoredPayment, 'paymentId'>,
  share: number,
): Promise<Receipt | null> {
  const issued = await tx.receipts.listOfPayment(payment.paymentId)
  const receipt = issued.find((r) => r.kind === 'receipt')
  if (!receipt) return null
  const credited = issued
    .filter((r) => r.kind === 'credit-note')
    .reduce((sum, r) => sum + r.totalCents, 0)
  const owed = Math.round(receipt.totalCents * Math.min(1, Math.max(0, share))) - credited
  if (owed <= 0) return null
  return tx.receipts.issue(
    {
      kind: 'credit-note',
      paymentId: payment.paymentId,
      description: `Avoir sur le reçu n° ${receiptLabel(receipt.number)}\u00a0: ${receipt.description}`,
      totalCents: owed,
      ...vatSplit(owed, { rateBp: receipt.vatRateBp }),
      refersTo: receipt.number,
    },
    now,
  )
}
