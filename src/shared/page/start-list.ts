/**
 * The modules of a page's start, listed by the build in its HTML (`<meta name="app-start">`,
 * build/start-preload.ts), preloaded in one go once the page has painted (decision 069): fetched
 * and compiled in one wave, and none before the page's largest paint.
 */
export const START_LIST = 'app-start'

/** Adds a module preload for each address of the page's start list; returns how many. */
export function preloadStartList(doc: Document = document): number {
  const list = doc.querySelector<HTMLMetaElement>(`meta[name="${START_LIST}"]`)
  const hrefs = (list?.content ?? '').split(' ').filter(Boolean)
  const links = hrefs.map((href) => {
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    // As the build's own preloads: the imports then find the module fetched with the same mode.
    link.crossOrigin = ''
    link.href = href
    return link
  })
  doc.head.append(...links)
  list?.remove()
  return links.length
}
