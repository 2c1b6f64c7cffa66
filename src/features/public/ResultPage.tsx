import { formatPoints } from '@/shared/text/format'
import { useId } from 'react'
import { useLoaderData, useLocation } from 'react-router-dom'
import { css, cx } from 'styled-system/css'
import { Deferred } from '@/shared/page/Deferred'
import { deliveryContent, deliveryInState } from '@/shared/delivery/delivery'
import { TrackedDeliveryStatus } from '@/shared/delivery/DeliveryStatus'
import { useHydrated } from '@/shared/hooks/use-hydrated'
import { paths } from '@/shared/routing/paths'
import type { BalanceData } from './api'
import { ButtonLink, ExternalLink } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { site } from '@/shared/config/site'
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

const ICON_PATHS = {
  success: 'm5 12 5 5 9-10',
  failure: 'M6 6l12 12M18 6 6 18',
  unknown: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5',
} as const

/** The balance as the server gives it now, on a page whose outcome is not known. */
function CurrentBalance() {
  const { profile } = useLoaderData<BalanceData>()
  return (
    <Deferred
      value={profile}
      loading="Lecture de votre solde…"
      unavailable="Votre solde est indisponible pour le moment."
    >
      {(data) => (
        <p className={css({ fontSize: 'lg' })}>
          Votre solde actuel&nbsp;: <strong>{formatPoints(data.points)}</strong> AirPoints.
        </p>
      )}
    </Deferred>
  )
}

const deliveryBox = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  width: '100%',
  p: '4',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.raised',
})
const deliveryHeading = css({ fontSize: 'md', fontWeight: 'bold' })

/**
 * Where the delivery of the transfer or the claim is now, when the page was given it (the
 * navigation from the form). Drawn after hydration: the pre-rendered page has no delivery.
 */
function DeliveryOfThisPage() {
  const headingId = useId()
  const hydrated = useHydrated()
  const { state } = useLocation()
  const delivery = hydrated ? deliveryInState(state) : null
  if (!delivery) return null
  return (
    <section className={deliveryBox} aria-labelledby={headingId}>
      <h2 id={headingId} className={deliveryHeading}>
        Livraison
      </h2>
      <p>
        {deliveryContent(delivery)} pour {delivery.characterName}
      </p>
      <TrackedDeliveryStatus key={delivery.deliveryId} initial={delivery} />
    </section>
  )
}

/** A result page after a top-up, a transfer or a reward claim. */
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
            <path d={ICON_PATHS[result.outcome]} />
          </svg>
        </span>
        <h1 className={pageTitleStyle}>{result.title}</h1>
        <p className={lead}>{result.message}</p>
        {result.balance && <CurrentBalance />}
        {result.delivery && <DeliveryOfThisPage />}
        {result.help && (
          <p>
            <ExternalLink href={site.chatUrl}>Rejoindre le {site.chatLabel}</ExternalLink>
          </p>
        )}
        <div
          className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}
        >
          <ButtonLink to={result.back.to}>{result.back.label}</ButtonLink>
          <ButtonLink to={paths.home} variant="outline">
            Accueil
          </ButtonLink>
        </div>
      </Card>
    </div>
  )
}
