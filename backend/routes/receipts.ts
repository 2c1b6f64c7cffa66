import { contract } from '@contract/index'
import type { ReceiptView } from '@contract/schemas'
import { tsr } from '@ts-rest/serverless/fetch'
import { receiptLabel } from '../domain/receipts'
import { salesCsv } from '../domain/sales-export'
import { adminRoutes, personalRoutes } from '../http/context'
import { DEMO_SALE, type Ports, type Receipt } from '../ports'

/** The French answer to a receipt that is not the player's, or does not exist (no difference). */
export const RECEIPT_NOT_FOUND = 'Reçu introuvable.'

const viewOf = (receipt: Receipt): ReceiptView => ({
  number: receipt.number,
  label: receiptLabel(receipt.number),
  kind: receipt.kind,
  purchaseId: receipt.paymentId,
  description: receipt.description,
  totalCents: receipt.totalCents,
  netCents: receipt.netCents,
  vatCents: receipt.vatCents,
  vatRateBp: receipt.vatRateBp,
  refersTo: receipt.refersTo,
  issuedAt: receipt.issuedAt,
})

/** The player's receipts (docs/decisions/062-receipts.md): his own only, a stranger's is 404. */
export function receiptsRouter({ store, identity, sale = DEMO_SALE }: Ports) {
  const personal = personalRoutes(identity)
  const routes = contract.receipts
  return tsr.router(routes, {
    list: personal(routes.list, async (_args, caller) => {
      const receipts = await store.read((reads) => reads.receipts.listOfPlayer(caller.uid))
      return { status: 200, body: { receipts: receipts.map(viewOf) } }
    }),
    get: personal(routes.get, async ({ params }, caller) => {
      const receipt = await store.read((reads) => reads.receipts.get(params.number))
      if (receipt?.uid !== caller.uid) {
        return { status: 404, body: { message: RECEIPT_NOT_FOUND } }
      }
      const { seller, vat, mediator } = sale
      return {
        status: 200,
        body: {
          receipt: viewOf(receipt),
          seller: { ...seller, vatNumber: vat.mode === 'vat' ? vat.number : null },
          mediator,
        },
      }
    }),
  })
}

/** The console's export of a month's sales for the accountant (a read: not audited). */
export function adminSalesRouter(ports: Ports) {
  const { store } = ports
  const admin = adminRoutes(ports)
  const routes = contract.adminSales
  return tsr.router(routes, {
    exportMonth: admin(routes.exportMonth, async ({ query }) => {
      const receipts = await store.read((reads) => reads.receipts.listOfMonth(query.month))
      return {
        status: 200,
        body: {
          month: query.month,
          filename: `ventes-${query.month}.csv`,
          csv: salesCsv(receipts),
          count: receipts.length,
        },
      }
    }),
  })
}
