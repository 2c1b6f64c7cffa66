import { formatPoints } from '@/shared/text/format'
import type { GameAccount } from '@contract/schemas'
import { transferMachine } from '@machines/transfer.machine'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import { fromPromise } from 'xstate'
import { useFlow } from '@/shared/flows/use-flow'
import { useServices } from '@/shared/runtime/services'
import { Button } from '@/shared/components/Button'
import { FormField } from '@/shared/components/FormField'
import { paths } from '@/shared/routing/paths'
import { withDelivery } from '@/shared/delivery/delivery'
import { DeliveryError, TargetFields } from '@/shared/delivery/TargetFields'
import { OfflineRefusal, useOnlineOnly } from '@/shared/page/online-only'
import { SecondFactorCodeField } from '@/shared/second-factor/CodeField'
import { sendTransfer } from './api'
import { TRANSFER_INVALID_TITLE } from './messages'
import {
  TRANSFER_CONSENT,
  WITHDRAWAL_MESSAGES,
  formatEuros,
  parseTransferAmount,
  pointsInEuros,
} from '@contract/rules'
import { WarningBox } from '@/shared/components/Alert'
import { ConsentBox } from '@/shared/delivery/ConsentBox'

const form = css({ display: 'flex', flexDirection: 'column', gap: '5' })

const hint = css({ color: 'fg.muted', fontSize: 'sm' })

/**
 * The transfer flow, started with the balance and accounts the server just gave. A transfer of
 * more than `freePoints` uses AirPoints bought less than 14 days ago: one unticked box asks the
 * consent first (docs/decisions/063), which the server checks again. Above its threshold, the
 * player's second factor may ask a code: the form adds the field and sends it again.
 */
export function TransferForm({
  accounts,
  balance,
  freePoints,
}: {
  accounts: GameAccount[]
  balance: number
  freePoints: number
}) {
  const { api } = useServices()
  const [consented, setConsented] = useState(false)
  const [consentMissing, setConsentMissing] = useState(false)
  const navigate = useNavigate()
  const actor = useFlow(
    transferMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          sendTransfer(
            api,
            {
              accountId: input.accountId,
              characterId: input.characterId,
              amount: input.amount ?? 0,
              ...(consented ? { consent: TRANSFER_CONSENT.version } : {}),
            },
            input.secondFactorCode,
          ),
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
  const code = useSelector(actor, (s) => s.context.code)
  const codeRequest = useSelector(actor, (s) => s.context.codeRequest)

  const parsed = parseTransferAmount(amount, balance)
  const needsConsent = parsed !== null && parsed > freePoints
  const [submitOnline, refusedOffline] = useOnlineOnly(() => {
    setConsentMissing(needsConsent && !consented)
    if (needsConsent && !consented) return
    actor.send({ type: 'form.submit' })
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    submitOnline()
  }

  return (
    <form className={form} onSubmit={submit} noValidate aria-label="Transfert d'AirPoints">
      {refusedOffline && <OfflineRefusal />}
      <DeliveryError actor={actor} title={TRANSFER_INVALID_TITLE} />
      {consentMissing && needsConsent && !consented && (
        <WarningBox title={TRANSFER_INVALID_TITLE}>{WITHDRAWAL_MESSAGES.consentMissing}</WarningBox>
      )}
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
      {parsed !== null && (
        <p className={hint} data-testid="transfer-euros">
          Valeur&nbsp;: {formatEuros(pointsInEuros(parsed))} au prix du pack de base.
        </p>
      )}
      {needsConsent && (
        <ConsentBox
          wording={TRANSFER_CONSENT.wording}
          checked={consented}
          onCheckedChange={setConsented}
          missing={consentMissing}
          disabled={busy}
        />
      )}
      {codeRequest && (
        <SecondFactorCodeField
          request={codeRequest}
          code={code}
          onChange={(value) => actor.send({ type: 'form.change', field: 'code', value })}
          disabled={busy}
        />
      )}
      <Button type="submit" loading={busy}>
        Transférer
      </Button>
    </form>
  )
}
