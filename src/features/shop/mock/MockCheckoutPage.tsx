import { packByPriceId } from '@contract/catalog'
import { formatEuros, formatPoints } from '@/shared/format'
import { useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import { useServices, type Services } from '@/shared/services'
import { container, pageTitleStyle } from '@/shared/styles'
import { WarningBox } from '@/shared/components/Alert'
import { Button } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { paths } from '@/shared/paths'

type Session = NonNullable<ReturnType<NonNullable<Services['mock']>['checkout']['get']>>

const wrap = css({ py: { base: '10', md: '16' }, display: 'flex', justifyContent: 'center' })
const summary = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2 6',
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: 'semibold', textAlign: 'right' },
})
const actions = css({ display: 'flex', gap: '3', flexWrap: 'wrap' })

/**
 * /__mock/checkout/<session>: the embedded stand-in for Stripe Checkout (mock mode only).
 * « Payer » credits the session's points as the payment webhook would, once per session, then
 * returns to /shop-points-success; « Annuler » returns to /shop-points-failure.
 */
export function MockCheckoutPage() {
  const { mock, config } = useServices()
  const navigate = useNavigate()
  const { session: id = '' } = useParams()
  const [session] = useState<Session | null>(() => mock?.checkout.get(id) ?? null)
  const [pending, setPending] = useState<'pay' | 'cancel' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  if (!mock) {
    return (
      <Frame>
        <p>Cette page n&apos;existe qu&apos;avec le backend embarqué (mode démo).</p>
      </Frame>
    )
  }
  if (!session) {
    return (
      <Frame>
        <WarningBox title="Session de paiement introuvable">
          Cette session de paiement n&apos;existe pas.
        </WarningBox>
        <Link to={paths.shopPoints}>Retour au rechargement</Link>
      </Frame>
    )
  }

  const pack = packByPriceId(session.priceId, config.priceIds)

  const pay = async () => {
    setPending('pay')
    const result = await mock.checkout.pay(session.id)
    // Paid now or earlier: the webhook has credited the points exactly once either way.
    if (result.ok || result.reason === 'already-paid') {
      void navigate(paths.result.pointsSuccess, { replace: true })
      return
    }
    setPending(null)
    setProblem(
      result.reason === 'cancelled'
        ? 'Cette session de paiement a été annulée.'
        : "Cette session de paiement n'existe plus.",
    )
  }

  const cancel = async () => {
    setPending('cancel')
    await mock.checkout.cancel(session.id)
    void navigate(paths.result.pointsFailure, { replace: true })
  }

  return (
    <Frame>
      <p className={css({ color: 'fg.muted' })}>
        Page de paiement simulée&nbsp;: aucune carte n&apos;est débitée.
      </p>
      {problem && <WarningBox title="Paiement impossible">{problem}</WarningBox>}
      <dl className={summary}>
        <dt>Pack</dt>
        <dd>{pack?.title ?? session.priceId}</dd>
        <dt>AirPoints crédités</dt>
        <dd>{formatPoints(session.points)}</dd>
        <dt>Montant</dt>
        <dd>{pack ? formatEuros(pack.price) : '—'}</dd>
      </dl>
      <div className={actions}>
        <Button
          onClick={() => void pay()}
          loading={pending === 'pay'}
          disabled={pending !== null || session.status === 'cancelled'}
        >
          Payer
        </Button>
        <Button
          variant="outline"
          onClick={() => void cancel()}
          loading={pending === 'cancel'}
          disabled={pending !== null || session.status === 'paid'}
        >
          Annuler
        </Button>
      </div>
    </Frame>
  )
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={`${container} ${wrap}`}>
      <Card
        as="section"
        variant="accent"
        className={css({ maxWidth: '30rem', width: '100%', gap: '5' })}
      >
        <h1 className={pageTitleStyle}>Paiement</h1>
        {children}
      </Card>
    </div>
  )
}
