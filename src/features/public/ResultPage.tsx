import { css, cx } from 'styled-system/css'
import { ButtonLink, ExternalLink } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { container, lead, pageTitleStyle } from '@/shared/styles'
import { site } from '@/shared/site'
import { RESULTS, type ResultKind } from './results'

const wrap = css({ py: { base: '10', md: '20' }, display: 'flex', justifyContent: 'center' })

const icon = css({
  width: '16',
  height: '16',
  borderRadius: 'full',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: '2px',
})

const successTone = css({ color: 'success', borderColor: 'success.line', bg: 'success.bg' })
const failureTone = css({ color: 'warning.fg', borderColor: 'warning.fg', bg: 'warning.bg' })

/** One of the six result pages after a top-up, a transfer or a reward claim. */
export function ResultPage({ kind }: { kind: ResultKind }) {
  const result = RESULTS[kind]
  const success = result.outcome === 'success'
  return (
    <div className={`${container} ${wrap}`}>
      <Card
        as="section"
        variant="accent"
        className={css({
          maxWidth: '36rem',
          width: '100%',
          alignItems: 'center',
          textAlign: 'center',
          gap: '5',
          py: '10',
        })}
      >
        <span className={cx(icon, success ? successTone : failureTone)} aria-hidden="true">
          <svg
            width="32"
            height="32"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d={success ? 'm5 12 5 5 9-10' : 'M6 6l12 12M18 6 6 18'} />
          </svg>
        </span>
        <h1 className={pageTitleStyle}>{result.title}</h1>
        <p className={lead}>{result.message}</p>
        {result.help && (
          <p>
            <ExternalLink href={site.chatUrl}>Rejoindre le {site.chatLabel}</ExternalLink>
          </p>
        )}
        <div
          className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}
        >
          <ButtonLink to={result.back.to}>{result.back.label}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            Accueil
          </ButtonLink>
        </div>
      </Card>
    </div>
  )
}
