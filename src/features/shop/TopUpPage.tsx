import { tooManyAttemptsNotice } from '@contract/rules/limits'
import { topUpPacks } from '@contract/catalog'
import {
  pointsAt,
  promotionAt,
  promotionLabel,
  type CheckoutTarget,
  type Promotion,
} from '@contract/rules'
import { formatDateTimeFr, formatEuros, formatPoints } from '@/shared/text/format'
import type { TopUpPack } from '@contract/schemas'
import { checkoutMachine } from '@machines/checkout.machine'
import { useSelector } from '@xstate/react'
import { Suspense, useEffect, useMemo, useState } from 'react'
import { Await, Link, useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { fromPromise } from 'xstate'
import { useFlow } from '@/shared/flows/use-flow'
import { Deferred } from '@/shared/page/Deferred'
import { openCheckout, type PurchaseEntry, type TopUpData } from './api'
import { useServices } from '@/shared/runtime/services'
import { useNow } from '@/shared/hooks/use-now'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { useSession } from '@/shared/auth/session'
import { WarningBox } from '@/shared/components/Alert'
import { Badge } from '@/shared/components/Badge'
import { Button } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { EMAIL_NOT_VERIFIED_WARNING } from '@/shared/text/messages'
import {
  CHECKOUT_FAILED,
  CHECKOUT_REFUSED,
  PAYMENT_FAILED,
  PAYMENT_FAILED_SHOWN_MS,
} from './messages'
import { paths } from '@/shared/routing/paths'
import { inlineLink } from '@/shared/page/styles'
import { OfflineRefusal, useOnlineOnly } from '@/shared/page/online-only'
import { header, page } from './styles'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
  gap: '5',
  listStyle: 'none',
})
/**
 * Each card lays its five parts (title, badges, points, price, button) on rows shared with
 * the other cards of its line (CSS subgrid): whatever wraps in one card, prices and buttons
 * stay level across the line, with or without the promotion. Written as a literal, the style
 * is computed at build time like the others (build/panda-static-css.ts).
 */
const packCard = css({
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridRow: 'span 5',
  rowGap: '3',
  alignContent: 'start',
})
const packTitle = css({ fontSize: 'xl', fontWeight: 'bold' })
const points = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.accent', lineHeight: '1.2' })
/** The figures never break inside (« 1 100 »), and « AirPoints » always has a line of its own. */
const figures = css({ whiteSpace: 'nowrap' })
const unit = css({ display: 'block', fontSize: 'md' })
const struck = css({ color: 'fg.muted', fontSize: 'md', fontWeight: 'normal', mr: '2' })
const price = css({ fontSize: 'lg', fontWeight: 'semibold' })
const badges = css({
  display: 'flex',
  gap: '2',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  alignContent: 'flex-start',
  minHeight: '6',
})
const srOnly = css({ srOnly: true })
const withdrawal = css({ maxWidth: '48rem', color: 'fg.muted' })

/**
 * /shop-points: the five packs. A click opens a payment session for that pack (the others wait);
 * the browser leaves for the payment page only when its URL is allowed.
 */
export function TopUpPage() {
  // A page restored from the back-forward cache starts a fresh flow (it was left redirecting).
  const [visit, setVisit] = useState(0)
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setVisit((v) => v + 1)
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])
  return <TopUp key={visit} />
}

function TopUp() {
  const { api, config } = useServices()
  const { user } = useSession()
  const packs = useMemo(() => topUpPacks(config.priceIds), [config.priceIds])
  // Re-read every 30 s, so that the promotion starts and ends on an open page.
  const now = useNow(30_000)
  // No window when the page's frame is written at build time (decision 038): no checkout then.
  const target: CheckoutTarget =
    config.api.mode === 'mock'
      ? { mode: 'mock', appOrigin: typeof window === 'undefined' ? '' : window.location.origin }
      : { mode: 'live' }

  const actor = useFlow(
    checkoutMachine.provide({
      actors: {
        createCheckoutSession: fromPromise(({ input }) => openCheckout(api, input.priceId)),
      },
      actions: {
        redirectTo: (_, { url }) => window.location.assign(url),
        logFailure: (_, { reason }) => console.error(`[rechargement] ${reason}`),
      },
    }),
    { input: { target } },
  )
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const pendingPriceId = useSelector(actor, (s) => s.context.pendingPriceId)
  const failure = useSelector(actor, (s) => s.context.failure)
  const retryAfterS = useSelector(actor, (s) => s.context.retryAfterS)
  const [choose, refusedOffline] = useOnlineOnly((priceId: string) =>
    actor.send({ type: 'pack.choose', priceId }),
  )
  // A player whose email is not verified cannot pay (the server refuses it): the packs say so
  // instead of inviting a click, and one warning explains why.
  const unverified = user !== null && !user.emailVerified
  const { latest, promotions } = useLoaderData<TopUpData>()

  return (
    <div className={`${container} ${page}`}>
      <header className={header}>
        <h1 className={pageTitleStyle}>Rechargement AirPoints</h1>
        <p className={lead}>
          Choisissez un pack&nbsp;: le paiement par carte se fait sur la page sécurisée de notre
          prestataire, puis vos AirPoints sont crédités sur votre compte.
        </p>
      </header>
      {unverified ? (
        <WarningBox title={EMAIL_NOT_VERIFIED_WARNING.title}>
          {EMAIL_NOT_VERIFIED_WARNING.message}{' '}
          <Link to={paths.profile} className={inlineLink}>
            Vérifier depuis mon profil
          </Link>
        </WarningBox>
      ) : refusedOffline ? (
        <OfflineRefusal />
      ) : failure === 'emailNotVerified' ? (
        // The session still thought the email verified: the server's word wins.
        <WarningBox title={CHECKOUT_REFUSED.title}>{CHECKOUT_REFUSED.message}</WarningBox>
      ) : failure === 'failed' ? (
        <WarningBox title={CHECKOUT_FAILED.title}>{CHECKOUT_FAILED.message}</WarningBox>
      ) : failure === 'rateLimited' ? (
        <WarningBox title={CHECKOUT_FAILED.title}>
          {tooManyAttemptsNotice(retryAfterS ?? 1)}
        </WarningBox>
      ) : null}
      <Suspense fallback={null}>
        <Await resolve={latest}>
          {(read: Awaited<TopUpData['latest']>) =>
            read.ok && read.data ? <FailedPaymentNotice payment={read.data} now={now} /> : null
          }
        </Await>
      </Suspense>
      <p className={withdrawal} id="droit-de-retractation">
        <strong>Droit de rétractation&nbsp;:</strong> vous disposez de 14&nbsp;jours à compter de
        l&apos;achat pour vous rétracter, pour les AirPoints qui n&apos;ont pas encore été
        transférés sur un personnage. Une fois transférés, ils sont considérés comme consommés et ne
        peuvent plus faire l&apos;objet d&apos;une rétractation.{' '}
        <Link to={paths.cgu} className={inlineLink}>
          Lire les conditions générales d&apos;utilisation
        </Link>
      </p>
      <Deferred
        value={promotions}
        loading="Chargement des packs…"
        unavailable="Les packs sont indisponibles pour le moment."
      >
        {(windows) => {
          const promotion = promotionAt(now, windows)
          return (
            <>
              {promotion && (
                <p className={css({ fontWeight: 'semibold', color: 'fg.accent' })}>
                  Promotion en cours&nbsp;: {promotionLabel(promotion)} sur tous les packs&nbsp;!
                </p>
              )}
              <ul className={grid} aria-label="Packs d'AirPoints">
                {packs.map((pack) => (
                  <PackCard
                    key={pack.stripePriceId}
                    pack={pack}
                    windows={windows}
                    now={now}
                    pending={pendingPriceId === pack.stripePriceId}
                    blocked={busy}
                    unavailable={unverified}
                    onChoose={() => choose(pack.stripePriceId)}
                  />
                ))}
              </ul>
            </>
          )
        }}
      </Deferred>
    </div>
  )
}

/**
 * The latest payment failed (its delayed method was refused after the player came back): said
 * here for two weeks, until another payment replaces it as the latest. A failed read says nothing.
 */
function FailedPaymentNotice({ payment, now }: { payment: PurchaseEntry; now: Date }) {
  if (payment.status !== 'failed') return null
  if (now.getTime() - Date.parse(payment.at) > PAYMENT_FAILED_SHOWN_MS) return null
  const what = payment.pack
    ? `du pack ${payment.pack.title} (${formatEuros(payment.pack.price)}) du ${formatDateTimeFr(payment.at)}`
    : `du ${formatDateTimeFr(payment.at)}`
  return <WarningBox title={PAYMENT_FAILED.title}>{PAYMENT_FAILED.message(what)}</WarningBox>
}

function PackCard({
  pack,
  windows,
  now,
  pending,
  blocked,
  unavailable,
  onChoose,
}: {
  pack: TopUpPack
  /** The promotion windows the server serves. */
  windows: readonly Promotion[]
  now: Date
  pending: boolean
  blocked: boolean
  /** Not for sale to this player (email not verified): shown as such, not clickable. */
  unavailable: boolean
  onChoose: () => void
}) {
  const titleId = `pack-${pack.stripePriceId}`
  const promotion = promotionAt(now, windows)
  return (
    <Card
      as="li"
      variant="interactive"
      className={packCard}
      aria-labelledby={titleId}
      data-pack={pack.title}
    >
      <h2 id={titleId} className={packTitle}>
        {pack.title}
      </h2>
      <div className={badges}>
        {pack.bonus !== null && <Badge tone="accent">+{pack.bonus}&nbsp;% bonus</Badge>}
        {promotion && <Badge tone="success">{promotionLabel(promotion)}</Badge>}
      </div>
      <p className={points}>
        <span className={figures}>
          {promotion && (
            <s className={struck} aria-hidden="true">
              {formatPoints(pack.points)}
            </s>
          )}
          <span>{formatPoints(pointsAt(pack.points, now, windows))}</span>
        </span>{' '}
        <span className={unit}>AirPoints</span>
        {promotion && <span className={srOnly}> au lieu de {formatPoints(pack.points)}</span>}
      </p>
      <p className={price}>{formatEuros(pack.price)}</p>
      <Button
        fullWidth
        loading={pending}
        disabled={blocked || unavailable}
        onClick={onChoose}
        className={css({ alignSelf: 'end' })}
      >
        {unavailable ? (
          <>
            Indisponible<span className={srOnly}>&nbsp;: adresse e-mail non vérifiée</span>
          </>
        ) : (
          <>
            Acheter<span className={srOnly}> le pack {pack.title}</span>
          </>
        )}
      </Button>
    </Card>
  )
}
