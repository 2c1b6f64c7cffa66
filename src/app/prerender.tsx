/**
 * The public pages written as HTML at build time (build/prerender-plugin.ts runs this module
 * after the browser build, through Vite's server build). The same route table as the browser
 * (src/app/routes.ts) is rendered with React's static renderer and the data router's static
 * handler: the page's text, its frame and the loading state of what it reads are in the HTML.
 * The session stays 'loading' (the navigation shows its neutral state) and the API never answers,
 * so every read is left to the browser: those parts are marked for client rendering, which React
 * does without reporting an error (`browser()`), once the page has hydrated (src/app/boot.tsx).
 */
import { StrictMode } from 'react'
import { browser } from 'react-dom'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import type { ApiClient } from '@/shared/api/client'
import type { LazyAuthPort } from '@/shared/auth/lazy-port'
import { AuthHost, AuthProvider } from '@/shared/auth/session'
import type { RouteHandle } from '@/shared/routing/route-handle'
import { ServicesProvider, type Services } from '@/shared/runtime/services'
import { paths } from '@/shared/routing/paths'
import { newsItemPath } from '@/shared/routing/news-paths'
import type { NewsItem } from '@contract/schemas'
import { newsSlot } from '@contract/rules/news-page'
import { appRoutes } from './router'
import { routeTable } from './routes'

/** A promise that never settles: what every read and the session give during the static render. */
const NEVER = new Promise<never>(() => {})

/** Any call, at any depth (`api.ranking.list(...)`), gives NEVER; it is not itself a promise. */
const neverAnswers: unknown = new Proxy(() => NEVER, {
  get: (_target, key) => (key === 'then' ? undefined : neverAnswers),
  apply: () => NEVER,
})

/** How long the static render waits for what settles at once (lazy parts, resolved values). */
const SETTLE_MS = 100

export interface PublicPage {
  /** The URL path (`paths.cgu`...); the not-found page has none. */
  path: string | null
  handle: RouteHandle
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string
  /** The id of the route drawn: the browser hydrates only when its own match has the same id. */
  routeId: string
  handle: RouteHandle
  status: number
}

function services(api: unknown = neverAnswers): Services {
  // Checked before building (vite.config.ts).
  if (!__CHECKED_CONFIG__) throw new Error('Les pages publiques sont écrites par une build.')
  return {
    config: __CHECKED_CONFIG__,
    api: api as ApiClient,
    auth: neverAnswers as LazyAuthPort,
    mock: null,
  }
}

/**
 * The player's pages with a path of their own (not the console's, nor a game account's): their
 * frame is written at build time for a Firebase build, shown before the app runs when the
 * browser holds a stored session (decision 038).
 */
export async function playerPages(): Promise<{ path: string; handle: RouteHandle }[]> {
  const found: { path: string; handle: RouteHandle }[] = []
  for (const { path, load } of routeTable.signedIn) {
    if (!path || path.includes(':') || path.startsWith(paths.admin.players)) continue
    if (path === paths.mock.session) continue
    found.push({ path, handle: (await load()).handle })
  }
  return found
}

/** Every page of the route table (src/app/routes.ts) whose handle has a description: the public pages. */
export async function publicPages(): Promise<PublicPage[]> {
  const entries = Object.values(routeTable).flat()
  const found: PublicPage[] = []
  for (const { path, load } of entries) {
    const { handle } = await load()
    if (!handle.description) continue
    found.push({ path: path === '*' ? null : (path ?? paths.home), handle })
  }
  return found
}

/** Renders one URL of the portal as the browser's first render draws it. */
export async function renderPage(url: string, api?: unknown): Promise<RenderedPage> {
  // As a browser restoring a stored session sees it: a player's page draws its frame.
  const session = new AuthHost(() => NEVER, { mayExist: () => true, watch: () => () => {} })
  const app = services(api)
  const handler = createStaticHandler(appRoutes(app, session))
  const context = await handler.query(new Request(new URL(url, 'http://localhost')))
  if (context instanceof Response) throw new Error(`${url} redirige (${context.status})`)
  const leaf = context.matches.at(-1)
  if (!leaf) throw new Error(`${url} : aucune route`)
  const router = createStaticRouter(handler.dataRoutes, context)

  const controller = new AbortController()
  // Left to the browser, without an error: the reads that are still loading.
  const timer = setTimeout(() => controller.abort(browser('lu dans le navigateur')), SETTLE_MS)
  const failures: unknown[] = []
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <ServicesProvider value={app}>
          <AuthProvider host={session}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AuthProvider>
        </ServicesProvider>
      </StrictMode>,
      {
        signal: controller.signal,
        onError: (error) => {
          failures.push(error)
        },
      },
    )
    if (failures.length > 0) throw new AggregateError(failures, `${url} : rendu en erreur`)
    return {
      html: await new Response(prelude).text(),
      routeId: leaf.route.id,
      handle: (leaf.route.handle ?? {}) as RouteHandle,
      status: context.statusCode,
    }
  } finally {
    clearTimeout(timer)
  }
}

export { pageTitle } from '@/shared/config/site'

/**
 * A news item's page with slots for its fields, and the page of an address without one
 * (contract/rules/news-page.ts): the API answers them at once, the rest never.
 */
export async function renderNewsPages(): Promise<{ found: RenderedPage; missing: RenderedPage }> {
  const answering = (answer: unknown): unknown => ({
    news: { public: { item: () => Promise.resolve(answer) } },
  })
  const withFallback = (answer: unknown) =>
    new Proxy(answering(answer) as object, {
      get: (target, key) =>
        key in target ? Reflect.get(target, key) : Reflect.get(neverAnswers as object, key),
    })
  const item: NewsItem = {
    slug: NEWS_SAMPLE.slug,
    title: newsSlot('TITLE'),
    html: newsSlot('HTML'),
    excerpt: newsSlot('EXCERPT'),
    image: NEWS_SAMPLE.image,
    pinned: false,
    publishedAt: NEWS_SAMPLE.publishedAt,
    updatedAt: NEWS_SAMPLE.publishedAt,
  }
  const url = newsItemPath(NEWS_SAMPLE.slug)
  return {
    found: await renderPage(url, withFallback({ status: 200, body: item })),
    missing: await renderPage(url, withFallback({ status: 404, body: { message: '' } })),
  }
}

/** The values of the sample item the build swaps for slots (build/prerender-plugin.ts). */
export const NEWS_SAMPLE = {
  slug: 'actualite-modele',
  image: 'https://image.invalid/actualite.png',
  publishedAt: '2000-01-01T12:00:00.000Z',
} as const

export { newsDate } from '@/features/news/NewsCard'

/** The demo's Atom feed, for a build with the embedded backend (build/site-feed.ts); else null. */
export async function demoFeed(siteOrigin: string): Promise<string | null> {
  if (!__MOCK_API__) return null
  const { demoFeed: feed } = await import('@mocks/demo-feed')
  return feed(siteOrigin)
}
