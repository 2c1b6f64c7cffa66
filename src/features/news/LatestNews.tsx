import type { NewsItem } from '@contract/schemas'
import { Suspense, use, useState } from 'react'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { readOk, type Loaded } from '@/shared/api/loaded'
import { container, inlineLink, sectionTitle } from '@/shared/page/styles'
import { paths } from '@/shared/routing/paths'
import { useServices } from '@/shared/runtime/services'

const section = `${container} ${css({ py: '10', display: 'flex', flexDirection: 'column', gap: '4', minHeight: '24rem' })}`
const list = css({ display: 'grid', gap: '4', gridTemplateColumns: { md: 'repeat(3, 1fr)' } })

function Items({ read }: { read: Promise<Loaded<{ items: NewsItem[] }>> }) {
  const result = use(read)
  if (!result.ok) return <p>Les actualités sont indisponibles pour le moment.</p>
  if (result.data.items.length === 0) return <p>Aucune actualité pour le moment.</p>
  return (
    <ul className={list} aria-label="Dernières actualités">
      {result.data.items.map((item) => (
        <li key={item.slug}>
          <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            <Link to={`${paths.news}/${item.slug}`}>{item.title}</Link>
          </h3>
          <p className={css({ fontSize: 'sm' })}>{item.excerpt}</p>
        </li>
      ))}
    </ul>
  )
}

/**
 * The landing page's three latest news, loaded after hydration in a chunk of their own
 * (src/app/routes/home.tsx), so that the landing's JavaScript stays within its budget; the chunk
 * imports nothing of the news pages (each shared chunk would lengthen the landing's list of them).
 */
export default function LatestNews() {
  const { api } = useServices()
  // Kept here, above the part that suspends: a retry of Items reads the same promise.
  const [read] = useState(() => readOk(api.news.public.list({ query: { limit: 3 } })))
  return (
    <section className={section} aria-labelledby="actualites-titre">
      <h2 id="actualites-titre" className={sectionTitle}>
        Dernières actualités
      </h2>
      <Suspense fallback={<p role="status">Chargement des actualités…</p>}>
        <Items read={read} />
      </Suspense>
      <p>
        <Link className={inlineLink} to={paths.news}>
          Toutes les actualités
        </Link>
      </p>
    </section>
  )
}
