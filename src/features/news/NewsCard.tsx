import type { NewsItem } from '@contract/schemas'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { newsItemPath } from '@/shared/routing/news-paths'

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** « 28/11/2026 », in the reader's time zone. */
export function newsDate(iso: string): string {
  const date = new Date(iso)
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '5',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  bg: 'bg.surface',
})
const meta = css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })

/** One item of a list: its title (a link to its page), its date, pinned or not, its excerpt. */
export function NewsCard({ item, heading = 'h2' }: { item: NewsItem; heading?: 'h2' | 'h3' }) {
  const Heading = heading
  return (
    <article className={card}>
      <Heading className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        <Link to={newsItemPath(item.slug)}>{item.title}</Link>
      </Heading>
      <p className={meta}>
        <time dateTime={item.publishedAt}>{newsDate(item.publishedAt)}</time>
        {item.pinned && <span>· épinglée</span>}
      </p>
      <p className={css({ fontSize: 'sm' })}>{item.excerpt}</p>
    </article>
  )
}
