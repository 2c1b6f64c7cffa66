import { NEWS_SLOT_PATTERN, type NewsPageTemplates, type NewsSlot } from '@contract/rules/news-page'
import { NewsSlugSchema, type NewsItem } from '@contract/schemas'
import { publicNewsView } from '../domain/news'
import type { Ports } from '../ports'

/**
 * A news item's page, written by the API server from the build's page with slots
 * (contract/rules/news-page.ts; docs/decisions/058-news-page-from-the-api.md): the item's title,
 * date, image and body in the HTML, its data in the document for the route to hydrate without a
 * read. No published item at that address: the page that says so, with status 404. Every value
 * is escaped; the body is the sanitised HTML of the API's Markdown (contract/rules/markdown.ts).
 */
export const NEWS_PAGE_PATH = /^\/actualites\/([^/]+)$/

const htmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** JSON inside `<script type="application/json">`: no `<` may close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** The item's day as the portal shows it (src/features/news/NewsCard.tsx), at Paris's time. */
const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/** `template` with each slot replaced by its value (one pass: a value is never read again). */
function fill(template: string, values: Partial<Record<NewsSlot, string>>): string {
  return template.replace(NEWS_SLOT_PATTERN, (marker, name: string) => {
    const value = values[name as NewsSlot]
    if (value === undefined) throw new Error(`news page: slot ${marker} has no value`)
    return value
  })
}

export function newsPageHtml(
  templates: NewsPageTemplates,
  slug: string,
  item: NewsItem | null,
): string {
  const data = scriptJson({ slug, item })
  if (!item) return fill(templates.missing, { DATA: data })
  return fill(templates.found, {
    TITLE: htmlEscape(item.title),
    EXCERPT: htmlEscape(item.excerpt),
    SLUG: htmlEscape(encodeURIComponent(item.slug)),
    PUBLISHED: htmlEscape(item.publishedAt),
    DATE: htmlEscape(dayFormat.format(new Date(item.publishedAt))),
    IMAGE: item.image ? fill(templates.image, { IMAGE_SRC: htmlEscape(item.image) }) : '',
    HTML: item.html,
    DATA: data,
  })
}

const pageHeaders = (status: number) => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    // As the feed: a published change shows within five minutes, at the hosting's cache too.
    'cache-control': status === 200 ? 'public, max-age=300' : 'public, max-age=60',
  },
})

/**
 * The page of `/actualites/<slug>` for a GET, else null (the contract's router answers); null
 * too without the build's page (`templates` gives null: no SITE_DIST, docs/api-server.md).
 */
export async function newsPage(
  { store, clock }: Ports,
  method: string,
  path: string,
  templates: () => Promise<NewsPageTemplates | null>,
): Promise<Response | null> {
  if (method !== 'GET' && method !== 'HEAD') return null
  const match = NEWS_PAGE_PATH.exec(path)
  if (!match?.[1]) return null
  const pages = await templates()
  if (!pages) return null
  const slug = match[1]
  const valid = NewsSlugSchema.safeParse(slug).success
  const row = valid ? await store.read((reads) => reads.news.getPublished(slug, clock.now())) : null
  const item = row ? publicNewsView(row) : null
  const html = newsPageHtml(pages, slug, item)
  return new Response(method === 'HEAD' ? null : html, pageHeaders(item ? 200 : 404))
}
