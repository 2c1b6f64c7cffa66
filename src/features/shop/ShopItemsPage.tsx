import { formatPoints } from '@/shared/format'
import type { GameAccount } from '@contract/schemas'
import { transferMachine } from '@machines/transfer.machine'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { Link, useLoaderData, useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import { fromPromise } from 'xstate'
import { useFlow } from '@/shared/use-flow'
import { useServices } from '@/shared/services'
import { container, lead, pageTitleStyle } from '@/shared/styles'
import { Button } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { FormField } from '@/shared/components/FormField'
import { Deferred } from '@/shared/Deferred'
import { paths } from '@/shared/paths'
import { withDelivery } from '@/shared/delivery/delivery'
import { orderTransfer, type TransferData } from './api'
import { TRANSFER_INVALID_TITLE } from './messages'
import { DeliveryError, NoAccountNotice, TargetFields } from '@/shared/TargetFields'
import { inlineLink } from '@/shared/styles'
import { OfflineRefusal, useOnlineOnly } from '@/shared/online-only'
import { header, page, strong } from './styles'

const form = css({ display: 'flex', flexDirection: 'column', gap: '5' })

/** /shop-items: « Transférer mes AirPoints », the balance and the transfer form. */
export function ShopItemsPage() {
  const { shop } = useLoaderData<TransferData>()
  return (
    <div className={`${container} ${page}`}>
      <header className={header}>
        <h1 className={pageTitleStyle}>Transférer mes AirPoints</h1>
        <p className={lead}>
          Envoyez vos AirPoints sur l&apos;un de vos personnages. La boutique elle-même se trouve en
          jeu, auprès des PNJ.
        </p>
      </header>
      <Card as="section" aria-labelledby="transfer-title" className={css({ maxWidth: '32rem' })}>
        <h2 id="transfer-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Transfert
        </h2>
        <Deferred
          value={shop}
          loading="Chargement de votre solde…"
          unavailable="Votre solde et vos comptes de jeu sont indisponibles pour le moment."
        >
          {([profile, accounts]) => (
            <>
              <p>
                Solde&nbsp;: <span className={strong}>{formatPoints(profile.points)}</span>{' '}
                AirPoints
              </p>
              {accounts.length === 0 ? (
                <NoAccountNotice />
              ) : profile.points === 0 ? (
                <p>
                  Vous n&apos;avez aucun AirPoint à transférer pour le moment.{' '}
                  <Link to={paths.shopPoints} className={inlineLink}>
                    Recharger des AirPoints
                  </Link>
                </p>
              ) : (
                <TransferForm accounts={accounts} balance={profile.points} />
              )}
            </>
          )}
        </Deferred>
      </Card>
    </div>
  )
}

/** The transfer flow, started with the balance and accounts the server just gave. */
function TransferForm({ accounts, balance }: { accounts: GameAccount[]; balance: number }) {
  const { api } = useServices()
  const navigate = useNavigate()
  const actor = useFlow(
    transferMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          orderTransfer(api, {
            accountId: input.accountId,
            characterId: input.characterId,
            amount: input.amount ?? 0,
          }),
        ),
      },
      actions: {
        goToSuccess: (_, { delivery }) =>
          void navigate(paths.result.transferSuccess, withDelivery(delivery)),
        goToFailure: () => void navigate(paths.result.transferFailure),
        goToUnknown: () => void navigate(paths.result.transferUnknown),
      },
    }),
    { input: { accounts, balance } },
  )
  const amount = useSelector(actor, (s) => s.context.amount)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const invalidAmount = useSelector(actor, (s) => s.context.error === 'invalidAmount')

  const [submitOnline, refusedOffline] = useOnlineOnly(() => actor.send({ type: 'form.submit' }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    submitOnline()
  }

  return (
    <form className={form} onSubmit={submit} noValidate aria-label="Transfert d'AirPoints">
      {refusedOffline && <OfflineRefusal />}
      <DeliveryError actor={actor} title={TRANSFER_INVALID_TITLE} />
      <TargetFields actor={actor} />
      <FormField
        label="Montant (AirPoints)"
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onChange={(e) => actor.send({ type: 'form.amount', amount: e.target.value })}
        aria-invalid={invalidAmount || undefined}
        disabled={busy}
        help={`Un nombre entier de 1 à ${formatPoints(balance)}.`}
      />
      <Button type="submit" loading={busy}>
        Transférer
      </Button>
    </form>
  )
}
