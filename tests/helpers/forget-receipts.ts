import { db } from '@mocks/db/collections'

/** A payment of the embedded backend as recorded before receipts existed (decision 064). */
export async function forgetReceipts(paymentId: string): Promise<void> {
  await db.receipts.deleteMany((q) => q.where({ paymentId }))
}
