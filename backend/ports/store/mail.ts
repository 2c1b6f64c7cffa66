/**
 * The mail outbox (docs/decisions/061-mail-outbox.md): e-mails written in the transaction of the
 * change they confirm (backend/domain/mail.ts enqueueMail); the server's queue
 * (server/jobs/mail-queue.ts) sends them after the commit; the embedded backend keeps them in its
 * mailbox (/__mock/mailbox).
 */
export const MAIL_KINDS = ['purchase', 'withdrawal', 'transfer-consent', 'claim-consent'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

/** pending: to send; sent; failed: given up after the retries. */
export type MailState = 'pending' | 'sent' | 'failed'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string | null
  /** Receipts (their numbers) sent with the message. */
  attachments?: number[]
  kind: MailKind
}

export interface MailRow extends Required<MailMessage> {
  id: string
  createdAt: string
  state: MailState
  attempts: number
  lastError: string | null
}

export interface MailReads {
  /** The newest messages, any state (the mock mailbox, the operators' checks). */
  recent(limit: number): Promise<MailRow[]>
}

export interface MailStore extends MailReads {
  /** Queues a message with the change it confirms (same transaction); answers its id. */
  enqueue(message: MailMessage, now: Date): Promise<string>
  /** The oldest pending messages. */
  pending(limit: number): Promise<MailRow[]>
  get(id: string): Promise<MailRow | null>
  /** Records one attempt: its outcome, and the error of a failed one. */
  settle(id: string, state: MailState, error: string | null): Promise<void>
}
