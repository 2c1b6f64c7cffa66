import type { ApiClient } from '@/shared/api/client'
import { readOk } from '@/shared/api/loaded'

/** The player's receipts and credit notes (GET /me/receipts), for the history page. */
export function readReceipts(api: ApiClient) {
  return readOk(api.receipts.list())
}

/** /me/recus/:number: one receipt with the seller's details (404: not the player's). */
export function receiptLoader(api: ApiClient, number: string | undefined) {
  const parsed = Number(number)
  return {
    number: parsed,
    document: readOk(
      api.receipts.get({ params: { number: Number.isInteger(parsed) ? parsed : 0 } }),
    ),
  }
}
export type ReceiptData = ReturnType<typeof receiptLoader>
