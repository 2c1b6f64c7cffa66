import { and, count, desc, eq, isNotNull, lte } from 'drizzle-orm'
import type { NewsFields, NewsRow, NewsStore } from '@backend/ports'
import { news } from '../schema'
import type { Conn } from './sql'

type Stored = typeof news.$inferSelect

const rowOf = (row: Stored): NewsRow => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  body: row.body,
  image: row.image,
  pinned: row.pinned,
  publishAt: row.publishAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
})

const publishedAt = (now: Date) => and(isNotNull(news.publishAt), lte(news.publishAt, now))

/** The news on PostgreSQL; the unique address is the database's to keep. */
export class SqlNews implements NewsStore {
  constructor(private readonly db: Conn) {}

  async listPublished(now: Date, { offset, limit }: { offset: number; limit: number }) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(news)
        .where(publishedAt(now))
        .orderBy(desc(news.pinned), desc(news.publishAt), desc(news.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(news).where(publishedAt(now)),
    ])
    return { rows: rows.map(rowOf), total: total?.n ?? 0 }
  }

  async getPublished(slug: string, now: Date) {
    const [row] = await this.db
      .select()
      .from(news)
      .where(and(eq(news.slug, slug), publishedAt(now)))
    return row ? rowOf(row) : null
  }

  async listAll() {
    const rows = await this.db.select().from(news).orderBy(desc(news.updatedAt), desc(news.id))
    return rows.map(rowOf)
  }

  async get(id: number) {
    const [row] = await this.db.select().from(news).where(eq(news.id, id))
    return row ? rowOf(row) : null
  }

  async insert(slug: string, fields: NewsFields, now: Date) {
    const [row] = await this.db
      .insert(news)
      .values({ slug, ...fields, updatedAt: now })
      .onConflictDoNothing({ target: news.slug })
      .returning()
    return row ? rowOf(row) : null
  }

  async update(id: number, fields: NewsFields, now: Date) {
    const [row] = await this.db
      .update(news)
      .set({ ...fields, updatedAt: now })
      .where(eq(news.id, id))
      .returning()
    return row ? rowOf(row) : null
  }

  async setPublishAt(id: number, publishAt: string | null, now: Date) {
    const [row] = await this.db
      .update(news)
      .set({ publishAt: publishAt === null ? null : new Date(publishAt), updatedAt: now })
      .where(eq(news.id, id))
      .returning()
    return row ? rowOf(row) : null
  }
}
