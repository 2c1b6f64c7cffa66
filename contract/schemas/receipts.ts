import { z } from 'zod'

/** Receipts and credit notes as the player and the accountant read them (docs/decisions/062). */
export const ReceiptSchema = z.object({
  number: z.number().int().positive(),
  /** '000042', as printed. */
  label: z.string(),
  kind: z.enum(['receipt', 'credit-note']),
  /** The purchase it is about (the payment's id). */
  purchaseId: z.string(),
  description: z.string(),
  totalCents: z.number().int().nonnegative(),
  netCents: z.number().int().nonnegative(),
  vatCents: z.number().int().nonnegative(),
  /** Null: VAT franchise (art. 293 B du CGI); else basis points (2000: 20 %). */
  vatRateBp: z.number().int().nonnegative().nullable(),
  /**
   * A credit note: the number of the receipt it cancels (part of); null for a purchase made before
   * receipts existed (printed as UNNUMBERED_PURCHASE).
   */
  refersTo: z.number().int().positive().nullable(),
  issuedAt: z.string().datetime(),
})
export type ReceiptView = z.infer<typeof ReceiptSchema>

/** Where a credit note of a purchase made before receipts existed names its receipt. */
export const UNNUMBERED_PURCHASE = 'achat antérieur à la numérotation'

/** The seller's details printed on a receipt (the operator's settings). */
export const SellerSchema = z.object({
  name: z.string(),
  address: z.string(),
  contact: z.string(),
  registration: z.string(),
  /** The intra-EU VAT number, under VAT; null under the franchise. */
  vatNumber: z.string().nullable(),
})

export const ReceiptDocumentSchema = z.object({
  receipt: ReceiptSchema,
  seller: SellerSchema,
  mediator: z.object({ name: z.string(), url: z.string() }),
})
export type ReceiptDocument = z.infer<typeof ReceiptDocumentSchema>

export const ReceiptListSchema = z.object({ receipts: z.array(ReceiptSchema) })

export const ReceiptParamsSchema = z.object({
  number: z.coerce.number({ message: 'Numéro de reçu invalide.' }).int().positive(),
})

export const SalesExportQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mois attendu au format AAAA-MM.'),
})

/** The accountant's export of a month: CSV text (UTF-8, semicolons, French decimals). */
export const SalesExportSchema = z.object({
  month: z.string(),
  filename: z.string(),
  csv: z.string(),
  count: z.number().int().nonnegative(),
})
