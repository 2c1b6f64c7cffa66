import { markdownExcerpt, markdownToHtml, slugOf } from '@contract/rules/markdown'
import type { AdminNewsItem, NewsItem, NewsState } from '@contract/schemas'
import type { NewsFields, NewsRow, StoreTx } from '../ports'

/** The page of a news item on the portal (src/shared/routing/news-paths.ts newsItemPath). */
export const newsLink = (slug: string) => `/actualites/${slug}`

/** What a visitor reads of a published item: its body as safe HTML (contract/rules/markdown.ts). */
export function publicNewsView(row: NewsRow): NewsItem {
  return {
    slug: row.slug,
    title: row.title,
    html: markdownToHtml(row.body),
    // Short: the list's largest paint stays its pre-rendered lead (decision 052).
    excerpt: markdownExcerpt(row.body, 120),
    image: row.image,
    pinned: row.pinned,
    publishedAt: row.publishAt ?? row.updatedAt,
    updatedAt: row.updatedAt,
  }
}

export function newsState(row: NewsRow, now: Date): NewsState {
  if (row.publishAt === null) return 'draft'
  return Date.parse(row.publishAt) > now.getTime() ? 'scheduled' : 'published'
}

export const adminNewsView = (row: NewsRow, now: Date): AdminNewsItem => ({
  ...row,
  state: newsState(row, now),
})

/** Tries the title's address, then « -2 », « -3 »...: null when none of 50 is free. */
export async function insertNews(
  tx: StoreTx,
  fields: NewsFields,
  now: Date,
): Promise<NewsRow | null> {
  const base = slugOf(fields.title)
  for (let n = 1; n <= 50; n += 1) {
    const row = await tx.news.insert(n === 1 ? base : `${base}-${n}`, fields, now)
    if (row) return row
  }
  return null
}
