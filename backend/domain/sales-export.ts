import type { Receipt } from '../ports'
import { receiptLabel, UNNUMBERED_PURCHASE } from './receipts'

/**
 * A month's receipts and credit notes as CSV for the accountant (docs/selling-in-france.md):
 * semicolons and decimal commas (a French spreadsheet opens it as it is), one line per number in
 * order, a credit note's amounts negative with the receipt it refunds (or, for a purchase made
 * before receipts existed, « achat antérieur à la numérotation »).
 */
const HEADER = [
  'date',
  'numero',
  'type',
  'designation',
  'ht',
  'tva',
  'ttc',
  'taux_tva',
  'rembourse',
]

const amount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')

/** A field quoted when it holds a separator, a quote or a line break. */
const field = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

const refunded = (r: Receipt) => {
  if (r.refersTo !== null) return receiptLabel(r.refersTo)
  return r.kind === 'credit-note' ? UNNUMBERED_PURCHASE : ''
}

export function salesCsv(receipts: readonly Receipt[]): string {
  const lines = receipts.map((r) => {
    const sign = r.kind === 'credit-note' ? -1 : 1
    return [
      r.issuedAt,
      receiptLabel(r.number),
      r.kind === 'receipt' ? 'recu' : 'avoir',
      field(r.description),
      amount(sign * r.netCents),
      amount(sign * r.vatCents),
      amount(sign * r.totalCents),
      r.vatRateBp === null ? 'franchise' : amount(r.vatRateBp),
      refunded(r),
    ].join(';')
  })
  return [HEADER.join(';'), ...lines].join('\r\n') + '\r\n'
}
