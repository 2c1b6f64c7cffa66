import { packByPriceId } from '@contract/catalog'
import { formatEuros, formatPoints } from '@/shared/text/format'
import { useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import { useServices, type Services } from '@/shared/runtime/services'
import { container, pageTitleStyle } from '@/shared/page/styles'
import { WarningBox } from '@/shared/components/Alert'
import { Button } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { paths } from '@/shared/routing/paths'

type MockCheckout = NonNullable<Services['mock']>['checkout']
type Session = NonNullable<ReturnType<MockCheckout['get']>>
type MockAfterSale = Parameters<MockCheckout['afterSale']>[1]

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
 * returns to /shop-points-success; « Annuler » returns to /shop-points-failure; « Paiement différé
 * refusé » is a delayed payment method that fails (nothing credited), back to /shop-points. On a
 * paid session, what the payment provider notifies after the sale can be simulated: a refund of
 * half or all of it, a dispute opened, won or lost (docs/payments.md).
 */
export function MockCheckoutPage() {
  const { mock, config } = useServices()
  const navigate = useNavigate()
  const { session: id = '' } = useParams()
  const [session] = useState<Session | null>(() => mock?.checkout.get(id) ?? null)
  const [pending, setPending] = useState<'pay' | 'cancel' | 'fail' | null>(null)
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
        <Link to={paths.topUp}>Retour au rechargement</Link>
      </Frame>
    )
  }

  const pack = packByPriceId(session.priceId, config.priceIds)

  const pay = async () => {
    setPending('pay')
    const result = await mock.checkout.pay(session.id)
    // Paid now or earlier: the webhook has credited the points exactly once either way.
    if (result.ok || result.reason === 'already-paid') {
      void navigate(paths.result.topUpSuccess, { replace: true })
      return
    }
    setPending(null)
    setProblem(
      result.reason === 'cancelled'
        ? 'Cette session de paiement a été annulée.'
        : result.reason === 'failed'
          ? 'Le paiement de cette session a échoué.'
          : "Cette session de paiement n'existe plus.",
    )
  }

  const cancel = async () => {
    setPending('cancel')
    await mock.checkout.cancel(session.id)
    void navigate(paths.result.topUpFailure, { replace: true })
  }

  const fail = async () => {
    setPending('fail')
    const result = await mock.checkout.fail(session.id)
    if (result.ok) {
      void navigate(paths.topUp, { replace: true })
      return
    }
    setPending(null)
    setProblem('Cette session de paiement est déjà payée.')
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
          disabled={
            pending !== null || session.status === 'cancelled' || session.status === 'failed'
          }
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
        <Button
          variant="outline"
          onClick={() => void fail()}
          loading={pending === 'fail'}
          disabled={pending !== null || session.status !== 'open'}
        >
          Paiement différé refusé
        </Button>
      </div>
      {session.status === 'paid' && <AfterSale sessionId={session.id} />}
    </Frame>
  )
}

const AFTER_SALE: { label: string; notice: MockAfterSale }[] = [
  { label: 'Rembourser la moitié', notice: { kind: 'refund', share: 0.5 } },
  { label: 'Rembourser en entier', notice: { kind: 'refund', share: 1 } },
  { label: 'Ouvrir un litige', notice: { kind: 'dispute-opened' } },
  { label: 'Litige gagné', notice: { kind: 'dispute-closed', won: true } },
  { label: 'Litige perdu', notice: { kind: 'dispute-closed', won: false } },
]

/** The payment provider's notices after the sale, simulated on a paid session. */
function AfterSale({ sessionId }: { sessionId: string }) {
  const { mock } = useServices()
  const [said, setSaid] = useState<string | null>(null)
  const notify = async (notice: MockAfterSale) => {
    const outcome = await mock?.checkout.afterSale(sessionId, notice)
    if (!outcome) return
    setSaid(
      outcome.ok
        ? `Appliqué\u00a0: ${formatPoints(outcome.removed)} AirPoints retirés, ${formatPoints(outcome.unrecovered)} non récupérés, ${formatPoints(outcome.givenBack)} rendus.`
        : 'Rien à appliquer\u00a0: cette notification est déjà prise en compte.',
    )
  }
  return (
    <section aria-labelledby="after-sale-title" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="after-sale-title" className={css({ fontWeight: 'bold' })}>
        Après la vente (simulation)
      </h2>
      <div className={actions}>
        {AFTER_SALE.map(({ label, notice }) => (
          <Button key={label} variant="outline" size="sm" onClick={() => void notify(notice)}>
            {label}
          </Button>
        ))}
      </div>
      <p role="status">{said}</p>
    </section>
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
