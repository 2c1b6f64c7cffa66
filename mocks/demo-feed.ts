import { createApiHandler } from '@backend/http/handler'
import { FEED_PATH } from '@backend/http/site-documents'
import { seedDb } from './db/seed'
import { mockPorts } from './ports'

/**
 * The Atom feed of the demo's news, written outside the page (docs/features.md, « News »): the
 * dev server answers `/actualites.xml` with it, and a build with the embedded backend writes it
 * as `dist/actualites.xml` (build/site-feed.ts). A navigation is never handed to the page's
 * embedded backend (msw lets them pass), so this feed holds the demo data as seeded, not what
 * was written in a browser since.
 */
export async function demoFeed(siteOrigin: string): Promise<string> {
  await seedDb()
  const handler = createApiHandler(mockPorts, { siteOrigin })
  const answer = await handler(new Request(`http://demo.invalid${FEED_PATH}`))
  if (!answer.ok) throw new Error(`the demo feed answered ${answer.status}`)
  return answer.text()
}
