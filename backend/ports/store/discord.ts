/**
 * The Discord outbox (docs/decisions/053-discord-outbox.md): messages to post to a channel's
 * webhook, written in the transaction of the change they announce; the server's worker
 * (server/jobs/discord-queue.ts) sends them, the embedded backend keeps them for testers.
 */
export const DISCORD_CHANNELS = ['announcements', 'alerts', 'audit'] as const
export type DiscordChannel = (typeof DISCORD_CHANNELS)[number]

/**
 * pending: to send; sent; failed: given up after the retries; skipped: no webhook set for its
 * channel; withdrawn: what it announced was undone before it went (an item unpublished).
 */
export type DiscordMessageState = 'pending' | 'sent' | 'failed' | 'skipped' | 'withdrawn'

export interface DiscordMessage {
  channel: DiscordChannel
  /** Short French text, without secret nor personal data (Discord cuts at 2 000 characters). */
  content: string
  /** The portal's page it is about ('/actualites/...'): the sender adds the site's origin. */
  link: string | null
  /** Not sent before this time (ISO): a scheduled item is announced when it appears. */
  notBefore: string | null
}

export interface DiscordMessageRow extends DiscordMessage {
  id: string
  createdAt: string
  state: DiscordMessageState
  attempts: number
  lastError: string | null
}

export interface DiscordReads {
  /** The newest messages, any state (the dev panel, the operators' checks). */
  recent(limit: number): Promise<DiscordMessageRow[]>
}

export interface DiscordStore extends DiscordReads {
  /** Queues a message with the change it announces (same transaction); answers its id. */
  enqueue(message: DiscordMessage, now: Date): Promise<string>
  /** The oldest pending messages due at `now`. */
  pending(now: Date, limit: number): Promise<DiscordMessageRow[]>
  get(id: string): Promise<DiscordMessageRow | null>
  /** Records one attempt: its outcome, and the error of a failed one. */
  settle(id: string, state: DiscordMessageState, error: string | null): Promise<void>
  /** The pending messages about this page are withdrawn (not sent); answers how many. */
  withdraw(link: string): Promise<number>
}
