import { createApiHandler, type ApiHandler } from '@backend/http/handler'
import { backendSettings } from './config'
import { mockPorts } from './ports'

export type { ApiHandler }

/** The shared backend on the embedded adapters, mounted under basePath ('/api' in the page). */
export function createMockApiHandler({ basePath = '' }: { basePath?: string } = {}): ApiHandler {
  return createApiHandler(mockPorts, {
    basePath,
    limits: () => backendSettings().limits,
    // In the page, the feed and the sitemap link to the dev server's own pages.
    ...(globalThis.location ? { siteOrigin: globalThis.location.origin } : {}),
  })
}
