import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom'

/**
 * What the browser needs to hydrate a pre-rendered page (src/app/prerender.tsx): the page's
 * modules loaded and its loaders run (they return at once: reads are left unawaited), so that
 * the first render draws the page as the HTML has it. Null when the page is not the one written
 * in the HTML, or when a loader redirects: the app then renders from scratch.
 */
export async function hydrationFor(
  routes: RouteObject[],
  prerenderedId: string,
): Promise<HydrationState | null> {
  const matches = matchRoutes(routes, window.location) ?? []
  if (matches.at(-1)?.route.id !== prerenderedId) return null
  const request = new Request(window.location.href)
  const url = new URL(request.url)
  const pattern = matches
    .map(({ route }) => route.path ?? '')
    .join('/')
    .replace(/\/+/g, '/')
  const loaderData: Record<string, unknown> = {}
  try {
    for (const { route, params } of matches) {
      if (typeof route.lazy === 'function') {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined })
      }
      if (typeof route.loader === 'function' && route.id) {
        loaderData[route.id] = await route.loader({
          request,
          url,
          pattern,
          params,
          context: undefined,
        })
      }
    }
  } catch {
    return null
  }
  return { loaderData }
}
