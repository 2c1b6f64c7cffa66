import type { ReceiptView } from '@contract/schemas'
import { formatEuros } from '@/shared/text/format'

/** How a receipt's amounts and VAT status read (the receipt page and the history's list). */
export const receiptTitle = (receipt: Pick<ReceiptView, 'kind' | 'label'>) =>
  `${receipt.kind === 'receipt' ? 'Reçu' : 'Avoir'} n°\u00a0${receipt.label}`

export const euros = (cents: number) => formatEuros(cents / 100)

export function vatRate(rateBp: number) {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(rateBp / 100)}\u00a0%`
}

export const FRANCHISE = 'TVA non applicable, art. 293 B du CGI'
