import { asc, desc, eq, sql } from 'drizzle-orm'
import type { MailMessage, MailState, MailStore } from '@backend/ports'
import { mailMessages } from '../schema'
import type { Conn } from './sql'

type Stored = typeof mailMessages.$inferSelect

const rowOf = (row: Stored) => ({
  id: String(row.id),
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  attachments: row.attachments,
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
})

/** The mail outbox on PostgreSQL (docs/decisions/061-mail-outbox.md). */
export class SqlMail implements MailStore {
  /** Messages this transaction added: the queue is told once it commits (index.ts). */
  readonly enqueued: string[] = []

  constructor(private readonly db: Conn) {}

  async recent(limit: number) {
    const rows = await this.db
      .select()
      .from(mailMessages)
      .orderBy(desc(mailMessages.id))
      .limit(limit)
    return rows.map(rowOf)
  }

  async enqueue({ to, subject, text, html, attachments, kind }: MailMessage, now: Date) {
    const [row] = await this.db
      .insert(mailMessages)
      .values({
        to,
        subject,
        text,
        html: html ?? null,
        attachments: attachments ?? [],
        kind,
        createdAt: now,
      })
      .returning({ id: mailMessages.id })
    if (!row) throw new Error('mail message not stored')
    this.enqueued.push(String(row.id))
    return String(row.id)
  }

  async pending(limit: number) {
    const rows = await this.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.state, 'pending'))
      .orderBy(asc(mailMessages.id))
      .limit(limit)
    return rows.map(rowOf)
  }

  async get(id: string) {
    const [row] = await this.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, Number(id)))
    return row ? rowOf(row) : null
  }

  async settle(id: string, state: MailState, error: string | null) {
    await this.db
      .update(mailMessages)
      .set({ state, lastError: error, attempts: sql`${mailMessages.attempts} + 1` })
      .where(eq(mailMessages.id, Number(id)))
  }
}
