/**
 * A news item's page as the API server writes it (docs/decisions/058-news-page-from-the-api.md):
 * the build renders the page once with these slots in place of the item's fields
 * (build/prerender-plugin.ts), the API server fills them for each item (backend/http/news-page.ts)
 * and the browser hydrates the page from the data it carries (src/features/news/api.ts).
 */

/** The file of the build holding the two pages (found, missing), never served by the hosting. */
export const NEWS_PAGE_FILE = 'news-page.json'

/** The id of the `<script type="application/json">` holding `{ slug, item }` (item: null if none). */
export const NEWS_DATA_ID = 'news-item-data'

/** A slot's marker in the page: `%%NEWS_TITLE%%`. */
export const newsSlot = (name: NewsSlot) => `%%NEWS_${name}%%`

export type NewsSlot =
  'TITLE' | 'EXCERPT' | 'SLUG' | 'PUBLISHED' | 'DATE' | 'IMAGE' | 'IMAGE_SRC' | 'HTML' | 'DATA'

/** The slots in the order the build and the server name them. */
export const NEWS_SLOT_PATTERN = /%%NEWS_([A-Z_]+)%%/g

/** The two pages of the build: the item's (with its image's tag apart) and the missing one's. */
export interface NewsPageTemplates {
  found: string
  image: string
  missing: string
}
