import type { MailMessage, StoreTx } from '../ports'

/**
 * Queues an e-mail in the caller's transaction (docs/decisions/061-mail-outbox.md): it exists
 * exactly when the change it confirms was committed, and goes after the commit (the server's mail
 * queue, with retries; offline, the embedded backend's mailbox). Never waits for the provider.
 * A message without an address (a player the store has no e-mail for) is not queued: null.
 */
export async function enqueueMail(
  tx: StoreTx,
  now: Date,
  message: MailMessage,
): Promise<string | null> {
  const to = message.to.trim()
  if (!to) return null
  return tx.mail.enqueue({ ...message, to }, now)
}
