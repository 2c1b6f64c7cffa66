import { formatEuros, refusalMessage } from '@contract/rules'
import type { WithdrawablePurchase, Withdrawal, WithdrawalsView } from '@contract/schemas'
import { withdrawalMachine } from '@machines/withdrawal.machine'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { useLoaderData } from 'react-router-dom'
import { css } from 'styled-system/css'
import { fromPromise } from 'xstate'
import { Notice, WarningBox } from '@/shared/components/Alert'
import { Button } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { FormField } from '@/shared/components/FormField'
import { Select } from '@/shared/components/Select'
import { useFlow } from '@/shared/flows/use-flow'
import { Deferred } from '@/shared/page/Deferred'
import { OfflineRefusal, useOnlineOnly } from '@/shared/page/online-only'
import { container, lead, pageTitleStyle } from '@/shared/page/styles'
import { useServices } from '@/shared/runtime/services'
import { formatDateTimeFr } from '@/shared/text/format'
import { sendWithdrawal, type WithdrawalData } from './withdrawal-api'

const column = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  py: { base: '10', md: '16' },
})
const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const list = css({ listStyle: 'disc', pl: '5', display: 'grid', gap: '2' })

/** « Débutant du 28/11/2026 à 06:05 » */
export const purchaseLabel = (p: Pick<WithdrawablePurchase, 'pack' | 'at'>) =>
  `${p.pack ?? "Achat d'AirPoints"} du ${formatDateTimeFr(p.at)}`

/** What a withdrawable purchase gives back: the points and their euros at the price paid. */
const giveBack = (p: WithdrawablePurchase) =>
  `${p.untransferred}\u00a0AirPoints non transférés, soit ${formatEuros(p.untransferredEuros)}`

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The acknowledgement shown once withdrawn: content, date and time. */
function Withdrawn({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <Notice title="Rétractation enregistrée">
      Votre rétractation a été enregistrée le {formatDateTimeFr(withdrawal.at)}. {withdrawal.points}
      &nbsp;AirPoints ont été repris et {formatEuros(withdrawal.euros)}{' '}
      {withdrawal.refund === 'done' ? 'sont remboursés' : 'seront remboursés'} sur votre moyen de
      paiement. Un accusé de réception est envoyé à {withdrawal.email}.
    </Notice>
  )
}

/** The form, then the separate confirmation, then the acknowledgement. */
function WithdrawalFlow({
  view,
  preselected,
}: {
  view: WithdrawalsView
  preselected: string | null
}) {
  const { api } = useServices()
  const open = view.purchases.filter((p) => p.refusal === null)
  const actor = useFlow(
    withdrawalMachine.provide({
      actors: { withdraw: fromPromise(({ input }) => sendWithdrawal(api, input)) },
    }),
  )
  const state = useSelector(actor, (s) => s)
  const [name, setName] = useState('')
  const [email, setEmail] = useState(view.email ?? '')
  const [paymentId, setPaymentId] = useState(
    open.find((p) => p.paymentId === preselected)?.paymentId ?? open[0]?.paymentId ?? '',
  )
  const [invalid, setInvalid] = useState<{ name?: string; email?: string }>({})
  const [confirmOnline, refusedOffline] = useOnlineOnly(() =>
    actor.send({ type: 'withdrawal.confirm' }),
  )
  const chosen = open.find((p) => p.paymentId === paymentId)

  if (state.matches('withdrawn') && state.context.withdrawal) {
    return <Withdrawn withdrawal={state.context.withdrawal} />
  }
  if (open.length === 0) {
    return <p>Aucun achat ne peut faire l'objet d'une rétractation pour le moment.</p>
  }
  if (state.matches('reviewing') || state.matches('withdrawing')) {
    return (
      <div className={form}>
        {refusedOffline && <OfflineRefusal />}
        <p>
          Vous renoncez à l'achat {chosen ? purchaseLabel(chosen) : ''}
          {chosen ? `\u00a0: ${giveBack(chosen)}, repris et remboursés.` : '.'} L'accusé de
          réception sera envoyé à {state.context.request?.email}.
        </p>
        <div className={actions}>
          <Button loading={state.hasTag('busy')} onClick={confirmOnline}>
            Confirmer la rétractation
          </Button>
          <Button variant="outline" onClick={() => actor.send({ type: 'withdrawal.edit' })}>
            Modifier
          </Button>
        </div>
      </div>
    )
  }

  const review = (event: FormEvent) => {
    event.preventDefault()
    const errors = {
      ...(name.trim() ? {} : { name: 'Indiquez votre nom.' }),
      ...(EMAIL.test(email.trim()) ? {} : { email: 'Adresse e-mail invalide' }),
    }
    setInvalid(errors)
    if (errors.name || errors.email || !chosen) return
    actor.send({
      type: 'withdrawal.review',
      request: { paymentId, name: name.trim(), email: email.trim() },
    })
  }
  return (
    <form className={form} onSubmit={review} noValidate aria-label="Rétractation">
      {state.context.error && (
        <WarningBox title="Rétractation impossible">{state.context.error}</WarningBox>
      )}
      {state.context.unknown && (
        <WarningBox title="Réponse inconnue">
          La réponse du serveur ne nous est pas parvenue. Vous pouvez confirmer de nouveau sans
          risque&nbsp;: un achat n'est remboursé qu'une fois.
        </WarningBox>
      )}
      <FormField
        label="Nom"
        name="name"
        autoComplete="name"
        value={name}
        error={invalid.name}
        onChange={(e) => setName(e.target.value)}
      />
      <Select
        label="Achat"
        name="purchase"
        options={open.map((p) => ({ value: p.paymentId, label: purchaseLabel(p) }))}
        value={paymentId}
        onValueChange={setPaymentId}
      />
      {chosen && <p className={muted}>{giveBack(chosen)} (au prix payé).</p>}
      <FormField
        label="Adresse e-mail pour l'accusé de réception"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={invalid.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div>
        <Button type="submit">Renoncer au contrat ici</Button>
      </div>
    </form>
  )
}

/** The purchases that can no longer be withdrawn, each with why. */
function Closed({ purchases }: { purchases: WithdrawablePurchase[] }) {
  const closed = purchases.filter((p) => p.refusal !== null).slice(0, 10)
  if (closed.length === 0) return null
  return (
    <section aria-labelledby="withdrawal-closed" className={form}>
      <h2 id="withdrawal-closed" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        Achats sans rétractation possible
      </h2>
      <ul className={list}>
        {closed.map((p) => (
          <li key={p.paymentId}>
            {purchaseLabel(p)}&nbsp;: {p.refusal ? refusalMessage(p.refusal) : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * /retractation: the online withdrawal function (docs/decisions/063). A purchase less than 14
 * days old whose AirPoints are not all transferred may be withdrawn: its untransferred
 * AirPoints are taken back and refunded.
 */
export function WithdrawalPage() {
  const { view, preselected } = useLoaderData<WithdrawalData>()
  return (
    <div className={`${container} ${column}`}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={pageTitleStyle}>Rétractation</h1>
        <p className={lead}>
          Pendant 14&nbsp;jours après un achat, vous pouvez renoncer aux AirPoints que vous n'avez
          pas encore transférés sur un personnage&nbsp;: ils sont repris et remboursés sur votre
          moyen de paiement, au prix payé.
        </p>
      </header>
      <Card
        as="section"
        aria-label="Renoncer au contrat"
        className={css({ gap: '4', maxWidth: '40rem' })}
      >
        <Deferred
          value={view}
          loading="Chargement de vos achats…"
          unavailable="Vos achats sont indisponibles pour le moment."
        >
          {(loadedView) => (
            <>
              <WithdrawalFlow view={loadedView} preselected={preselected} />
              <Closed purchases={loadedView.purchases} />
            </>
          )}
        </Deferred>
      </Card>
    </div>
  )
}
