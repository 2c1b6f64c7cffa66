import { describe, expect, it } from 'vitest'
import { NEWS_DATA_ID, newsSlot, type NewsPageTemplates } from '@contract/rules/news-page'
import type { NewsRow, Ports } from '../ports'
import { newsPage } from './news-page'

const DATA = `<script type="application/json" id="${NEWS_DATA_ID}">${newsSlot('DATA')}</script>`
const TEMPLATES: NewsPageTemplates = {
  found: `<title>${newsSlot('TITLE')}</title><meta content="${newsSlot('EXCERPT')}"><link href="/actualites/${newsSlot('SLUG')}"><h1>${newsSlot('TITLE')}</h1><time dateTime="${newsSlot('PUBLISHED')}">${newsSlot('DATE')}</time>${newsSlot('IMAGE')}<div>${newsSlot('HTML')}</div>${DATA}`,
  image: `<img src="${newsSlot('IMAGE_SRC')}" alt="">`,
  missing: `<h1>Actualité introuvable</h1>${DATA}`,
}

const ROW: NewsRow = {
  id: 1,
  slug: 'patch-3-0',
  title: 'Patch <3 & "</script><script>alert(1)</script>',
  body: 'Le patch <script>alert(2)</script> : voir [le wiki](https://wiki.airflyff.fr).',
  image: null,
  pinned: false,
  publishAt: '2026-11-27T23:30:00.000Z',
  updatedAt: '2026-11-27T23:30:00.000Z',
}

/** Ports whose store holds `rows` (published), counting its reads. */
function portsWith(rows: NewsRow[]) {
  const reads = { count: 0 }
  const news = {
    getPublished: async (slug: string) => rows.find((row) => row.slug === slug) ?? null,
  }
  const ports = {
    store: {
      read: async <T>(work: (r: { news: typeof news }) => Promise<T>) => {
        reads.count += 1
        return work({ news })
      },
    },
    clock: { now: () => new Date('2026-11-28T00:00:00Z') },
  } as unknown as Ports
  return { ports, reads }
}

const page = (ports: Ports, path: string, method = 'GET') =>
  newsPage(ports, method, path, async () => TEMPLATES)

describe("a news item's page written by the API server", () => {
  it('holds the item in the HTML, every field escaped, the body as the safe HTML', async () => {
    const answer = await page(portsWith([ROW]).ports, '/actualites/patch-3-0')
    expect(answer?.status).toBe(200)
    expect(answer?.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = (await answer?.text()) ?? ''
    expect(html).toContain(
      '<h1>Patch &lt;3 &amp; &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    )
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
    expect(html).toContain('<a href="https://wiki.airflyff.fr"')
    expect(html).not.toMatch(/<script>alert/)
    // Paris's day: 28/11, not UTC's 27/11.
    expect(html).toContain('<time dateTime="2026-11-27T23:30:00.000Z">28/11/2026</time>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('%%NEWS_')
    // One </script> only: the data's own end.
    expect(html.split('</script>')).toHaveLength(2)
    const data = /<script type="application\/json" id="[^"]+">([^<]*)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(data ?? '')).toMatchObject({
      slug: 'patch-3-0',
      item: { title: ROW.title, slug: 'patch-3-0' },
    })
  })

  it('draws the image when there is one, its address escaped', async () => {
    const row = { ...ROW, image: 'https://cdn.test/a.png?x="1"&y=<2>' }
    const html = (await (await page(portsWith([row]).ports, '/actualites/patch-3-0'))?.text()) ?? ''
    expect(html).toContain(
      '<img src="https://cdn.test/a.png?x=&quot;1&quot;&amp;y=&lt;2&gt;" alt="">',
    )
  })

  it('answers the missing page with 404 for an address without a published item', async () => {
    const { ports, reads } = portsWith([ROW])
    for (const path of [
      '/actualites/inconnue',
      '/actualites/Pas%20une%20adresse',
      '/actualites/a"b',
    ]) {
      const answer = await page(ports, path)
      expect(answer?.status, path).toBe(404)
      const html = (await answer?.text()) ?? ''
      expect(html).toContain('Actualité introuvable')
      expect(html).toContain('"item":null')
      expect(html).not.toContain('a"b')
    }
    // The addresses no slug can have are not looked up.
    expect(reads.count).toBe(1)
  })

  it('leaves other paths, other methods and a server without the build to the router', async () => {
    const { ports } = portsWith([ROW])
    expect(await page(ports, '/actualites')).toBeNull()
    expect(await page(ports, '/actualites/patch-3-0/plus')).toBeNull()
    expect(await page(ports, '/news/patch-3-0')).toBeNull()
    expect(await page(ports, '/actualites/patch-3-0', 'POST')).toBeNull()
    expect(await newsPage(ports, 'GET', '/actualites/patch-3-0', async () => null)).toBeNull()
    const head = await page(ports, '/actualites/patch-3-0', 'HEAD')
    expect(head?.status).toBe(200)
    expect(await head?.text()).toBe('')
  })
})
