import { Link, useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { SafeHtml } from '@/shared/components/SafeHtml'
import { Deferred } from '@/shared/page/Deferred'
import { container, inlineLink, pageTitleStyle } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import type { NewsItemData } from './api'
import { newsDate } from './NewsCard'

const column = css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: 'prose' })
/** The body's HTML (contract/rules/markdown.ts): headings, lists, links, code. */
export const newsBody = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  '& h1, & h2, & h3': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', mt: '4' },
  '& ul': { listStyle: 'disc', pl: '6' },
  '& ol': { listStyle: 'decimal', pl: '6' },
  '& a': { color: 'fg.accent', textDecoration: 'underline' },
  '& code, & pre': { fontFamily: 'mono', whiteSpace: 'pre-wrap' },
})

/** /actualites/:slug: one published item; an address without one says so, with the list's link. */
export function NewsItemPage() {
  const { item } = useLoaderData<NewsItemData>()
  return (
    <div className={`${container} ${css({ py: { base: '10', md: '16' } })}`}>
      <Deferred
        holdsScreen
        value={item}
        loading="Chargement de l'actualité…"
        unavailable="Cette actualité est indisponible pour le moment."
      >
        {(news) =>
          news === null ? (
            <div className={column}>
              <h1 className={pageTitleStyle}>Actualité introuvable</h1>
              <p>
                Aucune actualité publiée à cette adresse.{' '}
                <Link className={inlineLink} to={paths.news}>
                  Toutes les actualités
                </Link>
              </p>
            </div>
          ) : (
            <article className={column}>
              <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                <h1 className={pageTitleStyle}>{news.title}</h1>
                <p className={css({ color: 'fg.muted' })}>
                  Publiée le{' '}
                  {/* The API server writes Paris's date; a browser elsewhere may read another day. */}
                  <time dateTime={news.publishedAt} suppressHydrationWarning>
                    {newsDate(news.publishedAt)}
                  </time>
                </p>
              </header>
              {news.image && (
                <img src={news.image} alt="" className={css({ borderRadius: 'lg' })} />
              )}
              <SafeHtml html={news.html} className={newsBody} />
              <p>
                <Link className={inlineLink} to={paths.news}>
                  Toutes les actualités
                </Link>
              </p>
            </article>
          )
        }
      </Deferred>
    </div>
  )
}
