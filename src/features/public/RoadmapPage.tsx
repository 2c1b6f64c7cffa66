import { css, cx } from 'styled-system/css'
import { Badge } from '@/shared/components/Badge'
import { useHydrated } from '@/shared/hooks/use-hydrated'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { site } from '@/shared/config/site'
import { currentMilestone, MILESTONES } from './roadmap'

const list = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
  listStyle: 'none',
})

const step = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '5',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.raised',
  '& ul': { listStyle: 'disc', pl: '5', color: 'fg.muted' },
})

const marker = css({ position: 'absolute', top: '-3', right: '3' })

const currentStep = css({ borderColor: 'accent.pink', boxShadow: 'card' })

const period = css({
  fontFamily: 'heading',
  fontSize: 'lg',
  fontWeight: 'bold',
})

/**
 * The roadmap as text (its milestones, each with its period and what it brings), the current
 * one marked by today's date once the page runs in the browser (the pre-rendered HTML cannot
 * know the date it is read on); the image, which says the same, on wide screens only.
 */
export function RoadmapPage() {
  const hydrated = useHydrated()
  const current = hydrated ? currentMilestone(new Date()) : null
  return (
    <div
      className={`${container} ${css({ py: { base: '10', md: '16' }, display: 'flex', flexDirection: 'column', gap: '6' })}`}
    >
      <h1 className={pageTitleStyle}>Roadmap</h1>
      <p className={lead}>
        Les grandes étapes prévues pour le serveur. Les dates sont indicatives et peuvent évoluer
        selon les retours de la communauté.
      </p>
      <ol className={list} aria-label="Étapes de la feuille de route">
        {MILESTONES.map((milestone, index) => (
          <li
            key={milestone.start}
            className={cx(step, index === current && currentStep)}
            aria-current={index === current ? 'step' : undefined}
          >
            <h2 className={period}>
              <time dateTime={milestone.start.slice(0, 7)}>{milestone.label}</time>
              {/* Drawn after hydration: set over the card's corner, it moves nothing. */}
              {index === current && (
                <Badge tone="accent" className={marker}>
                  Période en cours
                </Badge>
              )}
            </h2>
            <ul>
              {milestone.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {/* The same milestones drawn; its text is too small on a phone, where the list is enough. */}
      <img
        src={site.roadmapImage.src}
        width={site.roadmapImage.width}
        height={site.roadmapImage.height}
        alt=""
        loading="lazy"
        className={css({
          display: { base: 'none', md: 'block' },
          width: '100%',
          height: 'auto',
          borderRadius: 'card',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          boxShadow: 'card',
        })}
      />
    </div>
  )
}
