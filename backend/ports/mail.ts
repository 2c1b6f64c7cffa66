/**
 * The mail port (docs/decisions/061-mail-outbox.md): sends one e-mail now. Only the server's mail
 * queue (server/jobs/mail-queue.ts) calls it, after the commit that wrote the message in the
 * outbox (store/mail.ts); a request never waits for it.
 */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
  attachments?: { filename: string; content: string; contentType: string }[]
}

export interface MailPort {
  /** Resolves once the provider accepted the message; throws when it did not (retried). */
  send(mail: OutgoingMail): Promise<void>
}
