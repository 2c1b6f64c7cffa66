import type { NewsItem } from '@contract/schemas'
import { NEWS_DATA_ID } from '@contract/rules/news-page'
import type { ApiClient } from '@/shared/api/client'
import { loaded, notLoaded, readOk, type Loaded } from '@/shared/api/loaded'

/** The page number of /actualites (`?page=2`); anything else is the first. */
export const NEWS_PAGE_PARAM = 'page'

export function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get(NEWS_PAGE_PARAM))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** /actualites: one page of the published news, read while the page's frame is drawn. */
export function newsListLoader(api: ApiClient, request: Request) {
  const page = pageOf(request)
  return { page, news: readOk(api.news.public.list({ query: page > 1 ? { page } : {} })) }
}
export type NewsListData = ReturnType<typeof newsListLoader>

/**
 * The item the API server wrote into the page it served (contract/rules/news-page.ts), once: the
 * first render hydrates from it without a read; later visits read the API.
 */
function servedItem(slug: string): Loaded<NewsItem | null> | null {
  if (typeof document === 'undefined') return null
  const element = document.getElementById(NEWS_DATA_ID)
  if (!element) return null
  element.remove()
  try {
    const data = JSON.parse(element.textContent ?? '') as { slug?: unknown; item?: NewsItem | null }
    return data.slug === slug && data.item !== undefined ? loaded(data.item) : null
  } catch {
    return null
  }
}

/** A promise React's `use` reads at once, without suspending (the value is already here). */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value })
}

/** /actualites/:slug: the item, or null when there is none published at that address. */
export function newsItemLoader(api: ApiClient, slug: string) {
  const served = servedItem(slug)
  if (served) return { slug, item: settled(served) }
  const item: Promise<Loaded<NewsItem | null>> = api.news.public.item({ params: { slug } }).then(
    (answer) => {
      if (answer.status === 200) return loaded(answer.body)
      if (answer.status === 404) return loaded(null)
      return notLoaded(answer)
    },
    (error: unknown) => {
      console.error(error)
      return { ok: false, failure: 'invalid-response' } as const
    },
  )
  return { slug, item }
}
export type NewsItemData = ReturnType<typeof newsItemLoader>
