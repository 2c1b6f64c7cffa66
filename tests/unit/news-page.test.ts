import { describe, expect, it } from 'vitest'
import { newsPageTemplates } from '../../build/news-page'
import { NEWS_DATA_ID, newsSlot } from '@contract/rules/news-page'

const SAMPLE = {
  image: 'https://image.invalid/actualite.png',
  publishedAt: '2000-01-01T12:00:00.000Z',
  date: '01/01/2000',
}
const rendered = (body: string) => ({ html: body, routeId: '0-1', handle: {}, status: 200 })
const FOUND = `<link rel="preload" as="image" href="${SAMPLE.image}"/><h1>${newsSlot('TITLE')}</h1><time dateTime="${SAMPLE.publishedAt}">${SAMPLE.date}</time><img src="${SAMPLE.image}" alt="" class="bdr_lg"/><div>${newsSlot('HTML')}</div>`
const render = {
  page: (tags: string, page: { html: string }) =>
    `<html><head>${tags}</head><body><div id="root">${page.html}</div></body></html>`,
  head: (title: string, description: string, path: string | null) =>
    `<title>${title}</title><meta content="${description}">${path ?? 'noindex'}`,
  title: (title?: string) => `${title} · AirFlyff`,
  sample: SAMPLE,
}

describe("the build's news item page", () => {
  it('puts a slot for each field, the image apart, and the data before </body>', () => {
    const pages = newsPageTemplates(
      { found: rendered(FOUND), missing: rendered('<h1>Actualité introuvable</h1>') },
      render,
    )
    for (const slot of ['TITLE', 'EXCERPT', 'SLUG', 'PUBLISHED', 'DATE', 'IMAGE', 'HTML'] as const)
      expect(pages.found, slot).toContain(newsSlot(slot))
    expect(pages.found).not.toContain(SAMPLE.image)
    expect(pages.found).not.toContain(SAMPLE.date)
    expect(pages.image).toBe(`<img src="${newsSlot('IMAGE_SRC')}" alt="" class="bdr_lg"/>`)
    for (const page of [pages.found, pages.missing])
      expect(page).toContain(
        `<script type="application/json" id="${NEWS_DATA_ID}">${newsSlot('DATA')}</script>\n  </body>`,
      )
    expect(pages.missing).toContain('noindex')
    expect(pages.missing).toContain('<title>Actualité introuvable · AirFlyff</title>')
  })

  it('stops the build when the page no longer shows a field where it is expected', () => {
    const noDate = FOUND.replace(SAMPLE.date, 'hier')
    expect(() =>
      newsPageTemplates({ found: rendered(noDate), missing: rendered('') }, render),
    ).toThrow('la date lisible trouvé 0 fois')
  })
})
