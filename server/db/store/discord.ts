import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { DiscordMessage, DiscordMessageState, DiscordStore } from '@backend/ports'
import { discordMessages } from '../schema'
import type { Conn } from './sql'

type Stored = typeof discordMessages.$inferSelect

const rowOf = (row: Stored) => ({
  id: String(row.id),
  channel: row.channel,
  content: row.content,
  link: row.link,
  notBefore: row.notBefore?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
})

/** The Discord outbox on PostgreSQL (docs/decisions/053-discord-outbox.md). */
export class SqlDiscord implements DiscordStore {
  /** Messages this transaction added: the queue is told once it commits (index.ts). */
  readonly enqueued: string[] = []

  constructor(private readonly db: Conn) {}

  async recent(limit: number) {
    const rows = await this.db
      .select()
      .from(discordMessages)
      .orderBy(desc(discordMessages.id))
      .limit(limit)
    return rows.map(rowOf)
  }

  async enqueue({ channel, content, link, notBefore }: DiscordMessage, now: Date) {
    const [row] = await this.db
      .insert(discordMessages)
      .values({
        channel,
        content,
        link,
        notBefore: notBefore === null ? null : new Date(notBefore),
        createdAt: now,
      })
      .returning({ id: discordMessages.id })
    if (!row) throw new Error('discord message not stored')
    this.enqueued.push(String(row.id))
    return String(row.id)
  }

  async pending(now: Date, limit: number) {
    const rows = await this.db
      .select()
      .from(discordMessages)
      .where(
        and(
          eq(discordMessages.state, 'pending'),
          or(isNull(discordMessages.notBefore), lte(discordMessages.notBefore, now)),
        ),
      )
      .orderBy(asc(discordMessages.id))
      .limit(limit)
    return rows.map(rowOf)
  }

  async get(id: string) {
    const [row] = await this.db
      .select()
      .from(discordMessages)
      .where(eq(discordMessages.id, Number(id)))
    return row ? rowOf(row) : null
  }

  async settle(id: string, state: DiscordMessageState, error: string | null) {
    await this.db
      .update(discordMessages)
      .set({ state, lastError: error, attempts: sql`${discordMessages.attempts} + 1` })
      .where(eq(discordMessages.id, Number(id)))
  }

  async withdraw(link: string) {
    const rows = await this.db
      .update(discordMessages)
      .set({ state: 'withdrawn' })
      .where(and(eq(discordMessages.state, 'pending'), eq(discordMessages.link, link)))
      .returning({ id: discordMessages.id })
    return rows.length
  }
}
