/**
 * `/actualites.xml` on the portal's own address outside the hosting (docs/features.md, « News »):
 * with the embedded backend, the dev server answers the demo's feed (mocks/demo-feed.ts) and the
 * build writes it as `dist/actualites.xml` (build/prerender-plugin.ts), which `vite preview`
 * serves; with a live API, the dev server redirects to the API's feed, as the hosting does
 * (firebase.json).
 */
import type { Plugin } from 'vite'

/** The feed's path, the API's FEED_PATH (backend/http/site-documents.ts). */
const FEED_PATH = '/actualites.xml'
export const FEED_FILE = FEED_PATH.slice(1)

type DemoFeedModule = typeof import('../mocks/demo-feed.ts')

export function serveSiteFeed({ api }: { api: string }): Plugin {
  return {
    name: 'serve-site-feed',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0]
        if (path !== FEED_PATH || !['GET', 'HEAD'].includes(request.method ?? '')) return next()
        if (api !== 'mock') {
          response.writeHead(302, { location: `${api.replace(/\/+$/, '')}${FEED_PATH}` })
          response.end()
          return
        }
        const origin = `http://${request.headers.host ?? 'localhost'}`
        server
          .ssrLoadModule('/mocks/demo-feed.ts')
          .then((module) => (module as DemoFeedModule).demoFeed(origin))
          .then((atom) => {
            response.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' })
            response.end(request.method === 'HEAD' ? undefined : atom)
          })
          .catch(next)
      })
    },
  }
}
