import { useLoaderData } from 'react-router-dom'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { Deferred } from '@/shared/page/Deferred'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import type { NewsListData } from './api'
import { NEWS_PAGE_PARAM } from './api'
import { NewsCard } from './NewsCard'

const column = css({ display: 'flex', flexDirection: 'column', gap: '6' })
const pager = css({ display: 'flex', gap: '4', justifyContent: 'space-between' })

const pageLink = (page: number) =>
  page <= 1 ? paths.news : `${paths.news}?${NEWS_PAGE_PARAM}=${page}`

/** /actualites: the published news, pinned first then newest first, ten a page. */
export function NewsListPage() {
  const { page, news } = useLoaderData<NewsListData>()
  return (
    <div className={`${container} ${css({ py: { base: '10', md: '16' } })} ${column}`}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={pageTitleStyle}>Actualités</h1>
        <p className={lead}>
          Mises à jour, événements et maintenances&nbsp;: toutes les nouvelles du serveur, les
          épinglées d'abord, puis les plus récentes. Suivez-les aussi par le{' '}
          <a href="/actualites.xml" type="application/atom+xml">
            flux Atom
          </a>
          .
        </p>
      </header>
      <Deferred
        holdsScreen
        value={news}
        loading="Chargement des actualités…"
        unavailable="Les actualités sont indisponibles pour le moment."
      >
        {({ items, pages }) =>
          items.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>Aucune actualité pour le moment.</p>
          ) : (
            <>
              <ul className={column} aria-label="Actualités publiées">
                {items.map((item) => (
                  <li key={item.slug}>
                    <NewsCard item={item} />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav className={pager} aria-label="Pages des actualités">
                  {page > 1 ? <Link to={pageLink(page - 1)}>Plus récentes</Link> : <span />}
                  <span>
                    Page {page} sur {pages}
                  </span>
                  {page < pages ? <Link to={pageLink(page + 1)}>Plus anciennes</Link> : <span />}
                </nav>
              )}
            </>
          )
        }
      </Deferred>
    </div>
  )
}
