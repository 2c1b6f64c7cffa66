/** What a route may declare in its `handle` for the shell. */
export interface RouteHandle {
  /** The page's name in the document title ('Téléchargement' gives 'Téléchargement · AirFlyff'). */
  title?: string
  /**
   * Public pages only: the page is written as HTML at build time (src/app/prerender.tsx), with
   * this description in its head (meta description and Open Graph).
   */
  description?: string
  /** A page pre-rendered but not for search engines (results, not found): `noindex`, no sitemap entry. */
  noindex?: boolean
}

export function titleOf(handle: unknown): string | undefined {
  if (handle && typeof handle === 'object' && 'title' in handle) {
    const { title } = handle as RouteHandle
    return typeof title === 'string' ? title : undefined
  }
  return undefined
}
