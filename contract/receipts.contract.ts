import { c } from './c'
import { adminErrorResponses } from './schemas/admin'
import { ErrorSchema, personalRouter } from './schemas'
import {
  ReceiptDocumentSchema,
  ReceiptListSchema,
  ReceiptParamsSchema,
  SalesExportQuerySchema,
  SalesExportSchema,
} from './schemas/receipts'

export const receiptsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/me/receipts',
      responses: { 200: ReceiptListSchema },
      summary: "The player's receipts and credit notes, newest first",
    },
    get: {
      method: 'GET',
      path: '/me/receipts/:number',
      pathParams: ReceiptParamsSchema,
      responses: { 200: ReceiptDocumentSchema, 404: ErrorSchema },
      summary:
        "One of the player's receipts or credit notes with the seller's details, to read and print",
    },
  },
  personalRouter,
)

export const adminSalesContract = c.router(
  {
    exportMonth: {
      method: 'GET',
      path: '/sales.csv',
      query: SalesExportQuerySchema,
      responses: { 200: SalesExportSchema },
      summary:
        "A month's receipts and credit notes as CSV for the accountant: date, number, HT, TVA, TTC, rate, refunds",
    },
  },
  { ...personalRouter, commonResponses: adminErrorResponses, pathPrefix: '/admin' },
)
