import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { NEWS_PAGE_FILE, type NewsPageTemplates } from '@contract/rules/news-page'

/**
 * The build's news item page (`<SITE_DIST>/news-page.json`, build/news-page.ts), read at the
 * first request that needs it and kept; while the file is missing (a build not done yet), read
 * again at the next request, and no page is served (backend/http/news-page.ts).
 */
export function newsPagesFrom(
  siteDist: string | undefined,
): () => Promise<NewsPageTemplates | null> {
  let kept: NewsPageTemplates | null = null
  return async () => {
    if (kept || !siteDist) return kept
    try {
      const parsed = JSON.parse(await readFile(join(siteDist, NEWS_PAGE_FILE), 'utf8')) as unknown
      if (!isTemplates(parsed)) throw new Error(`${NEWS_PAGE_FILE} is not the build's news page`)
      kept = parsed
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    return kept
  }
}

function isTemplates(value: unknown): value is NewsPageTemplates {
  if (!value || typeof value !== 'object') return false
  const { found, image, missing } = value as Record<string, unknown>
  return [found, image, missing].every((part) => typeof part === 'string')
}
