import { z } from 'zod'

/** The mail outbox and the receipts (docs/decisions/061 and 062), as the collections keep them. */

const IsoDateSchema = z.string().datetime()

/** A message of the mail outbox (backend/ports/store/mail.ts): offline, the mock mailbox shows it. */
export const MailMessageRecordSchema = z.object({
  id: z.string().min(1),
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.number().int().positive()),
  kind: z.enum(['purchase', 'withdrawal', 'transfer-consent', 'claim-consent']),
  createdAt: IsoDateSchema,
  state: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
})

/** A receipt or a credit note (backend/ports/store/receipts.ts). */
export const ReceiptRecordSchema = z.object({
  number: z.number().int().positive(),
  kind: z.enum(['receipt', 'credit-note']),
  paymentId: z.string().min(1),
  description: z.string(),
  totalCents: z.number().int().nonnegative(),
  netCents: z.number().int().nonnegative(),
  vatCents: z.number().int().nonnegative(),
  vatRateBp: z.number().int().nonnegative().nullable(),
  refersTo: z.number().int().positive().nullable(),
  issuedAt: IsoDateSchema,
})

export type MailMessageRecord = z.infer<typeof MailMessageRecordSchema>
export type ReceiptRecord = z.infer<typeof ReceiptRecordSchema>
