/**
 * Writes the public pages as HTML after each browser build (`vite build`, any mode): a server
 * build of src/app/prerender.tsx renders every route whose handle has a description, and each
 * page becomes `dist/<path>/index.html` from the built index.html, with its text in `#root`, its
 * head (title, description, canonical URL, Open Graph) and the id of the route the browser
 * hydrates. Also written: `dist/404.html` (the not-found page), `dist/app.html` (the empty shell
 * that serves every other path: the console, results that read data) and `dist/sitemap.xml`.
 * A Firebase build also writes the player's pages' frame (`dist/me/profile/index.html`...), not
 * indexed, shown before the app runs only to a browser holding a stored session (decision 038).
 * `vite preview` serves them as a host would (a pre-rendered page for its path, the shell for the
 * rest); firebase.json gives the same rules to Firebase Hosting.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import type { RouteHandle } from '../src/shared/routing/route-handle.ts'
import { STORED_SESSION_SCRIPT } from '../scripts/lib/stored-session.ts'
import { NEWS_PAGE_FILE } from '../contract/rules/news-page.ts'
import { newsPageTemplates } from './news-page.ts'
import { FEED_FILE } from './site-feed.ts'
import {
  type BuiltChunk,
  PLAYER_START_MODULES,
  RECORDED_ROUTES,
  recordRouteImports,
  START_UP_MODULES,
  startFiles,
  withStartList,
} from './start-preload.ts'

/** The site's public address: canonical URLs, Open Graph and the sitemap. */
export const SITE_ORIGIN = 'https://airflyff.fr'
/** The shared social image (1200 × 630). */
const SOCIAL_IMAGE = '/images/social.png'
/** The file that serves every path without a page of its own. */
const APP_SHELL = 'app.html'
const NOT_FOUND = '404.html'

/** What the server build of src/app/prerender.tsx exports. */
type PrerenderModule = typeof import('../src/app/prerender.tsx')

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The head tags of one page, in place of the template's title and description. */
function head(title: string, handle: RouteHandle, path: string | null): string {
  const description = escape(handle.description ?? '')
  const url = path === null ? null : `${SITE_ORIGIN}${path}`
  return [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${description}" />`,
    handle.noindex ? '<meta name="robots" content="noindex" />' : '',
    url ? `<link rel="canonical" href="${url}" />` : '',
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="fr_FR" />',
    '<meta property="og:site_name" content="AirFlyff" />',
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    url ? `<meta property="og:url" content="${url}" />` : '',
    `<meta property="og:image" content="${SITE_ORIGIN}${SOCIAL_IMAGE}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
  ]
    .filter(Boolean)
    .join('\n    ')
}

const TITLE = /<title>[^<]*<\/title>/
const DESCRIPTION = /<meta\s+name="description"[^>]*\/>/
const ROOT = '<div id="root"></div>'

function pageHtml(
  template: string,
  tags: string,
  routeId: string,
  html: string,
  player = false,
): string {
  for (const [part, name] of [
    [TITLE, 'title'],
    [DESCRIPTION, 'meta description'],
  ] as const) {
    if (!part.test(template)) throw new Error(`index.html n'a plus de ${name}`)
  }
  if (!template.includes(ROOT)) throw new Error(`index.html n'a plus de ${ROOT}`)
  const root = `<div id="root" data-prerendered="${escape(routeId)}"${player ? ' data-player-page' : ''}>`
  return template
    .replace(DESCRIPTION, '')
    .replace(TITLE, player ? `${tags}\n    <script>${STORED_SESSION_SCRIPT}</script>` : tags)
    .replace(ROOT, `${root}${html}</div>`)
}

function sitemap(paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${SITE_ORIGIN}${path}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** `/cgu` -> `cgu/index.html`, `/` -> `index.html`. */
function pageFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return trimmed ? join(trimmed, 'index.html') : 'index.html'
}

/** The server build's route table records the route modules each render loads (start-preload.ts). */
const recordRouteModules: Plugin = {
  name: 'record-route-modules',
  transform(code, id) {
    return id.endsWith('/src/app/routes.ts') ? recordRouteImports(code) : undefined
  },
}

/** The route modules `render` loads, as recorded by the server build's route table. */
async function routeModulesOf<T>(render: () => Promise<T>): Promise<[T, string[]]> {
  const recorded = new Set<string>()
  Object.assign(globalThis, { [RECORDED_ROUTES]: recorded })
  try {
    return [await render(), [...recorded]]
  } finally {
    Reflect.deleteProperty(globalThis, RECORDED_ROUTES)
  }
}

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig
  let chunks: BuiltChunk[] = []
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return
      chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []))
    },
    async closeBundle() {
      // The server build below runs this plugin too: only the browser build pre-renders.
      if (config.build.ssr) return
      const outDir = resolve(config.root, config.build.outDir)
      // Inside the project, so that the server build's imports resolve to node_modules.
      const serverDir = join(
        config.root,
        'node_modules',
        '.cache',
        'prerender',
        String(process.pid),
      )
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          publicDir: false,
          plugins: [recordRouteModules],
          build: {
            ssr: resolve(config.root, 'src/app/prerender.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        })
        const entry = pathToFileURL(join(serverDir, 'prerender.mjs')).href
        const prerender = (await import(entry)) as PrerenderModule
        const template = readFileSync(join(outDir, 'index.html'), 'utf8')
        // Each page's HTML lists every module its start loads (decisions 065 and 069), the
        // largest first while they fit two rounds (070).
        const size = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code?.length ?? 0]))
        const preloaded = (html: string, routeModules: string[], more: string[] = []) =>
          withStartList(
            html,
            startFiles(chunks, config.root, [...START_UP_MODULES, ...more, ...routeModules]),
            config.base,
            (file) => size.get(file) ?? 0,
          )
        writeFileSync(join(outDir, APP_SHELL), preloaded(template, []))
        const listed: string[] = []
        for (const { path, handle } of await prerender.publicPages()) {
          // The not-found page is rendered from a path no route has.
          const [page, routeModules] = await routeModulesOf(() =>
            prerender.renderPage(path ?? '/__page-introuvable'),
          )
          const html = preloaded(
            pageHtml(
              template,
              head(prerender.pageTitle(page.handle.title), page.handle, path),
              page.routeId,
              page.html,
            ),
            routeModules,
          )
          const file = join(outDir, path === null ? NOT_FOUND : pageFile(path))
          mkdirSync(dirname(file), { recursive: true })
          writeFileSync(file, html)
          if (path !== null && !handle.noindex) listed.push(path)
        }
        writeFileSync(join(outDir, 'sitemap.xml'), sitemap(listed))
        // A news item's page, filled by the API server (build/news-page.ts).
        const sample = prerender.NEWS_SAMPLE
        const [newsPages, newsModules] = await routeModulesOf(() => prerender.renderNewsPages())
        const news = newsPageTemplates(newsPages, {
          page: (tags, page) =>
            preloaded(pageHtml(template, tags, page.routeId, page.html), newsModules),
          head: (title, description, path) =>
            head(title, { description, noindex: path === null }, path),
          title: prerender.pageTitle,
          sample: { ...sample, date: prerender.newsDate(sample.publishedAt) },
        })
        writeFileSync(join(outDir, NEWS_PAGE_FILE), JSON.stringify(news))
        // With the embedded backend: the demo's feed at the site's /actualites.xml (site-feed.ts).
        const feed = await prerender.demoFeed(SITE_ORIGIN)
        if (feed !== null) writeFileSync(join(outDir, FEED_FILE), feed)
        // Only Firebase keeps a session the page can see before the app runs.
        const players = config.env.VITE_AUTH === 'firebase' ? await prerender.playerPages() : []
        // Their description: the site's, from index.html (they have none of their own).
        const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(template)?.[1]
        for (const { path, handle } of players) {
          const [page, routeModules] = await routeModulesOf(() => prerender.renderPage(path))
          const tags = head(
            prerender.pageTitle(page.handle.title),
            { ...handle, description, noindex: true },
            path,
          )
          const file = join(outDir, pageFile(path))
          mkdirSync(dirname(file), { recursive: true })
          const html = pageHtml(template, tags, page.routeId, page.html, true)
          writeFileSync(file, preloaded(html, routeModules, PLAYER_START_MODULES))
        }
        config.logger.info(
          `pre-rendered: ${listed.length} indexed pages, results, 404 and ${players.length} player's pages`,
        )
      } finally {
        rmSync(serverDir, { recursive: true, force: true })
      }
    },
  }
}

/** A news item's page: the hosting rewrites it to the API server (firebase.json, `/actualites/*`). */
export const NEWS_ITEM_PAGES = '^/actualites/[^/.]+$'

/**
 * `vite preview` serves dist/ as the host does: `/cgu` gets `cgu/index.html`, and a page
 * without a file of its own gets the shell (not the home page, which the browser would then
 * have to replace).
 */
export function servePrerenderedPages(): Plugin {
  return {
    name: 'serve-prerendered-pages',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((request, _response, next) => {
        const [path = '/', query] = (request.url ?? '/').split('?')
        const suffix = query === undefined ? '' : `?${query}`
        const file = join(outDir, decodeURIComponent(path))
        if (request.method !== 'GET' || !file.startsWith(outDir)) return next()
        if (process.env.PREVIEW_NEWS_API && new RegExp(NEWS_ITEM_PAGES).test(path)) return next()
        if (existsSync(file) && statSync(file).isFile()) return next()
        if (existsSync(join(file, 'index.html'))) {
          request.url = `${path.replace(/\/$/, '')}/index.html${suffix}`
        } else if ((request.headers.accept ?? '').includes('text/html')) {
          request.url = `/${APP_SHELL}${suffix}`
        }
        next()
      })
    },
  }
}
