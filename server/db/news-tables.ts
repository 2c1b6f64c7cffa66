import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * The news (backend/ports/store/news.ts) and the Discord outbox (backend/ports/store/discord.ts,
 * docs/decisions/053-discord-outbox.md), re-exported by schema.ts.
 */

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    pinned: boolean('pinned').notNull().default(false),
    /** Null: a draft; after now: scheduled. */
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('news_published')
      .on(t.pinned, t.publishAt)
      .where(sql`${t.publishAt} is not null`),
  ],
)

export const discordMessages = pgTable(
  'discord_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['announcements', 'alerts', 'audit'] }).notNull(),
    content: text('content').notNull(),
    link: text('link'),
    notBefore: timestamp('not_before', { withTimezone: true, mode: 'date' }),
    state: text('state', { enum: ['pending', 'sent', 'failed', 'skipped', 'withdrawn'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('discord_messages_pending')
      .on(t.id)
      .where(sql`${t.state} = 'pending'`),
  ],
)
