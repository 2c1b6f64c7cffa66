import { packByPriceId, type PackId } from '@contract/catalog'
import { UNNUMBERED_PURCHASE } from '@contract/schemas'
import { DEMO_SALE } from '../ports'
import type {
  Ports,
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

export { UNNUMBERED_PURCHASE }

/**
 * What a credit note of a purchase without receipt needs (docs/decisions/064): the price of its
 * pack, found by its price id, and the VAT status the settings say now.
 */
export interface CreditNoteTerms {
  priceIds: Readonly<Record<string, string>>
  sale: SaleSettings
}

export const creditNoteTerms = (ports: Pick<Ports, 'payments' | 'sale'>): CreditNoteTerms => ({
  priceIds: ports.payments.priceIds,
  sale: ports.sale ?? DEMO_SALE,
})

/** The sale a credit note cancels (part of): its receipt, else the payment's pack and the settings. */
function soldOf(
  receipt: Receipt | undefined,
  payment: Pick<StoredPayment, 'priceId' | 'points'>,
  terms: CreditNoteTerms,
) {
  if (receipt) {
    const { totalCents, vatRateBp, number } = receipt
    const origin = `le reçu n° ${receiptLabel(number)}`
    return { totalCents, vatRateBp, refersTo: number, origin, description: receipt.description }
  }
  const pack = packByPriceId(payment.priceId, terms.priceIds as Record<PackId, string>)
  if (!pack) return null
  return {
    totalCents: Math.round(pack.price * 100),
    vatRateBp: vatSplit(0, terms.sale.vat).vatRateBp,
    refersTo: null,
    origin: `un ${UNNUMBERED_PURCHASE}`,
    description: `Pack ${pack.title}\u00a0: ${payment.points} AirPoints`,
  }
}

/**
 * The credit note a refund or a lost dispute owes: what `share` (0..1, cumulative) of the sale
 * comes to, minus the credit notes already issued for it; none when nothing more is owed. A
 * payment made before receipts existed gets its credit note all the same, referring to no receipt,
 * at its pack's price and the VAT status of the settings (none when its price id sells no pack).
 */
export async function issueCreditNote(
  tx: StoreTx,
  now: Date,
  payment: Pick<StoredPayment, 'paymentId' | 'priceId' | 'points'>,
  share: number,
  terms: CreditNoteTerms,
): Promise<Receipt | null> {
  const issued = await tx.receipts.listOfPayment(payment.paymentId)
  const sold = soldOf(
    issued.find((r) => r.kind === 'receipt'),
    payment,
    terms,
  )
  if (!sold) return null
  const credited = issued
    .filter((r) => r.kind === 'credit-note')
    .reduce((sum, r) => sum + r.totalCents, 0)
  const owed = Math.round(sold.totalCents * Math.min(1, Math.max(0, share))) - credited
  if (owed <= 0) return null
  return tx.receipts.issue(
    {
      kind: 'credit-note',
      paymentId: payment.paymentId,
      description: `Avoir sur ${sold.origin}\u00a0: ${sold.description}`,
      totalCents: owed,
      ...vatSplit(owed, { rateBp: sold.vatRateBp }),
      refersTo: sold.refersTo,
    },
    now,
  )
}
