import { GameUnavailableError, type NewsRow, type Ports } from '../ports'
import { newsLink, publicNewsView } from '../domain/news'
import { DEFAULT_RANKING } from '../routes/ranking'

/**
 * The documents of the site the API writes from its data (docs/decisions/052-news-after-the-build.md):
 * the Atom feed of the published news (`/actualites.xml`, the `feed` package) and a sitemap of
 * every public page and every published news page (`/sitemap.xml`). Outside the contract: they
 * are XML, read by feed readers and crawlers.
 */
export const FEED_PATH = '/actualites.xml'
export const SITEMAP_PATH = '/sitemap.xml'

/**
 * The pre-rendered public pages search engines index, in the route table's order (the build's
 * dist/sitemap.xml lists the same: tests/unit/site-pages.test.ts).
 */
export const INDEXED_PAGES = [
  '/',
  '/cgu',
  '/download',
  '/ranking',
  '/guildes',
  '/statut',
  '/roadmap',
  '/fidelite',
  '/mentions-legales',
  '/confidentialite',
  '/actualites',
  '/auth/login',
  '/auth/register',
  '/auth/reset-password',
] as const

/** Items in the feed: the newest, pinned or not. */
const FEED_SIZE = 20
/** News pages in the sitemap, at most (a sitemap holds 50 000 addresses). */
const SITEMAP_NEWS = 10_000
/** Guild pages in the sitemap, at most; the character pages are the ranking's. */
const SITEMAP_GUILDS = 5_000

/** The character and guild pages (src/shared/routing/paths.ts: character, guild). */
export const characterLink = (name: string) => `/personnage/${encodeURIComponent(name)}`
export const guildLink = (name: string) => `/guildes/${encodeURIComponent(name)}`

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const byPublication = (a: NewsRow, b: NewsRow) =>
  (b.publishAt ?? '').localeCompare(a.publishAt ?? '')

async function feed({ store, clock }: Ports, origin: string): Promise<Response> {
  const now = clock.now()
  // Pinned ones come first in the list: the feed wants the newest, so it sorts again.
  const { rows } = await store.read((reads) =>
    reads.news.listPublished(now, { offset: 0, limit: SITEMAP_NEWS }),
  )
  const items = rows.sort(byPublication).slice(0, FEED_SIZE)
  // Loaded on its first request only: the embedded backend in the page does not carry it.
  const { Feed } = await import('feed')
  const atom = new Feed({
    id: `${origin}/actualites`,
    link: `${origin}/actualites`,
    title: 'AirFlyff — actualités',
    description: 'Les nouvelles du serveur AirFlyff',
    language: 'fr',
    updated: items[0] ? new Date(items[0].updatedAt) : now,
    feedLinks: { atom: `${origin}${FEED_PATH}` },
    copyright: 'AirFlyff',
    generator: false,
  })
  for (const row of items) {
    const view = publicNewsView(row)
    const link = `${origin}${newsLink(row.slug)}`
    atom.addItem({
      id: link,
      link,
      title: view.title,
      description: view.excerpt,
      content: view.html,
      date: new Date(view.updatedAt),
      published: new Date(view.publishedAt),
    })
  }
  return new Response(atom.atom1(), {
    headers: {
      'content-type': 'application/atom+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  })
}

/**
 * The pages of the game's public world: the ranked characters and the guilds, as the ranking's
 * and the guilds' reads give them (staff and deleted characters left out there). A game out of
 * reach leaves them out of this answer, not the rest of the site.
 */
async function worldPages({ game }: Ports): Promise<string[]> {
  try {
    const [characters, guilds] = await Promise.all([
      game.ranking(DEFAULT_RANKING.size),
      game.guilds(SITEMAP_GUILDS),
    ])
    return [
      ...characters.map((character) => characterLink(character.name)),
      ...guilds.map((guild) => guildLink(guild.name)),
    ]
  } catch (error) {
    if (error instanceof GameUnavailableError) return []
    throw error
  }
}

async function sitemap(ports: Ports, origin: string): Promise<Response> {
  const { store, clock } = ports
  const [{ rows }, world] = await Promise.all([
    store.read((reads) =>
      reads.news.listPublished(clock.now(), { offset: 0, limit: SITEMAP_NEWS }),
    ),
    worldPages(ports),
  ])
  const loc = (path: string) => `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`
  const urls = [
    ...INDEXED_PAGES.map(loc),
    ...world.map(loc),
    ...rows.map(
      (row) =>
        `  <url><loc>${xmlEscape(`${origin}${newsLink(row.slug)}`)}</loc><lastmod>${row.updatedAt}</lastmod></url>`,
    ),
  ]
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  })
}

/** The feed or the sitemap for a GET of their path, else null (the contract's router answers). */
export function siteDocument(
  ports: Ports,
  method: string,
  path: string,
  siteOrigin: string,
): Promise<Response> | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (path === FEED_PATH) return feed(ports, siteOrigin)
  if (path === SITEMAP_PATH) return sitemap(ports, siteOrigin)
  return null
}
