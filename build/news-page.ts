/**
 * The news item's page the API server fills (docs/decisions/058-news-page-from-the-api.md): the
 * page rendered once at build time with the slots of contract/rules/news-page.ts in place of a
 * sample item's values, and the page of an address without an item. Written to
 * `dist/news-page.json` by build/prerender-plugin.ts; the hosting does not serve it.
 */
import { NEWS_DATA_ID, newsSlot, type NewsPageTemplates } from '../contract/rules/news-page.ts'
import type { RenderedPage } from '../src/app/prerender.tsx'

interface Render {
  page: (tags: string, page: RenderedPage) => string
  head: (title: string, description: string, path: string | null) => string
  title: (title?: string) => string
  sample: { image: string; publishedAt: string; date: string }
}

const DATA_SCRIPT = `<script type="application/json" id="${NEWS_DATA_ID}">${newsSlot('DATA')}</script>`

/** `text` with `part` replaced by `by`, `part` found exactly once, or the build stops. */
function once(text: string, part: string | RegExp, by: string, what: string): string {
  const count =
    typeof part === 'string'
      ? text.split(part).length - 1
      : (text.match(new RegExp(part, 'g')) ?? []).length
  if (count !== 1) throw new Error(`page d'une actualité\u00a0: ${what} trouvé ${count} fois`)
  return text.replace(part, by)
}

const withData = (html: string) => once(html, '</body>', `    ${DATA_SCRIPT}\n  </body>`, '</body>')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function newsPageTemplates(
  rendered: { found: RenderedPage; missing: RenderedPage },
  { page, head, title, sample }: Render,
): NewsPageTemplates {
  let found = page(
    head(title(newsSlot('TITLE')), newsSlot('EXCERPT'), `/actualites/${newsSlot('SLUG')}`),
    rendered.found,
  )
  found = once(
    found,
    `dateTime="${sample.publishedAt}"`,
    `dateTime="${newsSlot('PUBLISHED')}"`,
    'la date',
  )
  found = once(found, `>${sample.date}<`, `>${newsSlot('DATE')}<`, 'la date lisible')
  // React's preload of the sample's image: a real image is found by the parser soon enough.
  const preload = new RegExp(`<link rel="preload"[^>]*href="${escapeRegExp(sample.image)}"[^>]*>`)
  found = once(found, preload, '', "le préchargement de l'image")
  const imageTag = new RegExp(`<img[^>]*src="${escapeRegExp(sample.image)}"[^>]*>`)
  const image = imageTag.exec(found)?.[0]
  if (!image) throw new Error("page d'une actualité\u00a0: image introuvable")
  found = once(found, imageTag, newsSlot('IMAGE'), "l'image")
  const missing = page(
    head(title('Actualité introuvable'), 'Aucune actualité publiée à cette adresse.', null),
    rendered.missing,
  )
  return {
    found: withData(found),
    image: image.replace(sample.image, newsSlot('IMAGE_SRC')),
    missing: withData(missing),
  }
}
