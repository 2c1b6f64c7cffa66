import { canVote, isSafeLink, timeUntilVote } from '@contract/rules'
import { formatDurationFr, formatPoints } from '@/shared/text/format'
import type { VoteSiteView } from '@contract/schemas'
import type { MouseEvent } from 'react'
import { css } from 'styled-system/css'
import { Card } from '@/shared/components/Card'
import { Spinner } from '@/shared/components/Spinner'
import { useNow } from '@/shared/hooks/use-now'

const srOnly = css({ srOnly: true })

/** The exact moment, in the player's own time zone, which it names (« UTC+1 »). */
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** « 3 h 12 min », « 2 j 4 h », « moins d'une minute »: the wait, short, for the facts list. */
export function shortWait(ms: number): string {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return "moins d'une minute"
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  const parts =
    days > 0
      ? [`${days}\u00a0j`, hours > 0 ? `${hours}\u00a0h` : '']
      : [hours > 0 ? `${hours}\u00a0h` : '', rest > 0 ? `${rest}\u00a0min` : '']
  return parts.filter(Boolean).join(' ')
}

const facts = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '1',
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: 'semibold', textAlign: 'right' },
})

const logoBox = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '24',
  p: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.raised',
})

const logoLink = css({
  transition: 'border-color 0.2s, box-shadow 0.2s',
  _hover: { borderColor: 'accent.pink', boxShadow: 'glow' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.pink', outlineOffset: '2px' },
  '&[aria-disabled=true]': { cursor: 'progress', opacity: 0.7 },
})

const logoWaiting = css({ '& img': { opacity: 0.35, filter: 'grayscale(1)' } })

const message = css({ color: 'fg.muted', fontSize: 'sm' })

export interface VoteSiteCardProps {
  site: VoteSiteView
  /** This site's vote is being prepared (token requested, then leaving). */
  busy: boolean
  onPick: (site: VoteSiteView) => void
}

function Logo({ site }: { site: VoteSiteView }) {
  return site.image ? (
    <img src={site.image} alt="" width={176} height={64} />
  ) : (
    <span className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{site.name}</span>
  )
}

/**
 * One voting site: its name, the player's vote count and next vote, and the logo as the vote
 * link while voting is allowed (http(s) links only); otherwise a countdown that follows the clock
 * and gives way to the link when the time comes.
 */
export function VoteSiteCard({ site, busy, onPick }: VoteSiteCardProps) {
  const now = useNow(1000)
  const open = canVote(site.nextVote, now)
  const safe = isSafeLink(site.link)
  const headingId = `vote-site-${site.id}`

  const pick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The flow gets a token before leaving: never follow the link directly.
    event.preventDefault()
    if (!busy) onPick(site)
  }

  return (
    <Card as="article" aria-labelledby={headingId}>
      <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {site.name}
      </h2>
      <dl className={facts}>
        <dt>Nombre de votes</dt>
        <dd>{formatPoints(site.votes)}</dd>
        <dt>Prochain vote</dt>
        <dd>
          {open ? (
            'Maintenant'
          ) : (
            <time dateTime={site.nextVote} title={dateTime.format(new Date(site.nextVote))}>
              dans {shortWait(new Date(site.nextVote).getTime() - now.getTime())}
              <span className={srOnly}>, le {dateTime.format(new Date(site.nextVote))}</span>
            </time>
          )}
        </dd>
      </dl>
      {open && safe ? (
        <a
          href={site.link}
          className={`${logoBox} ${logoLink}`}
          aria-label={`Lien de vote ${site.name}`}
          aria-disabled={busy || undefined}
          onClick={pick}
        >
          <Logo site={site} />
        </a>
      ) : (
        <div className={`${logoBox} ${open ? '' : logoWaiting}`}>
          <Logo site={site} />
        </div>
      )}
      {busy ? (
        <p
          className={`${message} ${css({ display: 'flex', alignItems: 'center', gap: '2' })}`}
          role="status"
        >
          <Spinner /> Redirection vers {site.name}…
        </p>
      ) : !open ? (
        <p className={message}>
          Vous pourrez voter à nouveau dans{' '}
          <strong className={css({ color: 'fg.default' })}>
            {formatDurationFr(timeUntilVote(site.nextVote, now))}
          </strong>
          .
        </p>
      ) : !safe ? (
        <p className={message}>Le lien de vote de ce site est indisponible pour le moment.</p>
      ) : (
        <p className={message}>Cliquez sur le logo pour voter.</p>
      )}
    </Card>
  )
}
