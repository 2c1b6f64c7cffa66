import { claimMachine } from '@machines/claim.machine'
import { useSelector } from '@xstate/react'
import { startTransition, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router-dom'
import { fromPromise } from 'xstate'
import { css } from 'styled-system/css'
import type { GameAccount } from '@contract/schemas'
import { useFlow } from '@/shared/flows/use-flow'
import { useServices } from '@/shared/runtime/services'
import { Button } from '@/shared/components/Button'
import { DialogOpensAtTap } from '@/shared/components/dialog-opens-at-tap'
import { DeliveryError, TargetFields } from '@/shared/delivery/TargetFields'
import { paths } from '@/shared/routing/paths'
import { withDelivery } from '@/shared/delivery/delivery'
import { whenIdle } from '@/shared/runtime/next-task'
import { OfflineRefusal, useOnlineOnly } from '@/shared/page/online-only'
import { WarningBox } from '@/shared/components/Alert'
import { ConsentBox } from '@/shared/delivery/ConsentBox'
import { CLAIM_CONSENT, WITHDRAWAL_MESSAGES } from '@contract/rules'
import { claimReward } from './api'
import { RewardItem } from './RewardCatalog'
import type { ClaimOpening } from './claim-opening'
import { rewardName, type RewardView } from './rewards'

/** The heading of the claim form's validation box (the transfer's is 'Transfert invalide'). */
export const CLAIM_INVALID_TITLE = 'Récupération invalide'

/** True once the browser has been idle after the first render: work no tap waits for. */
function useIdleReached(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let live = true
    void whenIdle().then(() => {
      if (live) startTransition(() => setIdle(true))
    })
    return () => {
      live = false
    }
  }, [])
  return idle
}

/**
 * The loyalty reward transfer dialog: choose a game account and a character (the transfer
 * form's chooser), then claim. The claim machine drives it; 200 leads to the success page,
 * anything else to the failure page.
 *
 * Drawn closed ahead, once the browser is idle, so that a tap on « Récupérer » only opens it; each
 * opening meets a fresh flow (decisions 038 and 039).
 */
export function ClaimDialog({
  opening,
  accounts,
}: {
  opening: ClaimOpening
  accounts: GameAccount[]
}) {
  const view = useSyncExternalStore(opening.subscribe, opening.current)
  const idle = useIdleReached()
  // Each closing prepares a fresh flow (and fresh choosers) for the next opening, as does a new
  // read of the accounts while the dialog is closed; an open dialog keeps the accounts it opened with.
  const [prepared, setPrepared] = useState({ accounts, round: 0 })
  if (view === null && prepared.accounts !== accounts) {
    setPrepared({ accounts, round: prepared.round + 1 })
  }
  if (!idle && view === null) return null
  return (
    <ClaimFlow
      key={prepared.round}
      view={view}
      opening={opening}
      accounts={prepared.accounts}
      onClose={() => {
        opening.close()
        startTransition(() => setPrepared((current) => ({ ...current, round: current.round + 1 })))
      }}
    />
  )
}

/** One claim: the flow and the dialog, open while `view` is set. */
function ClaimFlow({
  view,
  opening,
  accounts,
  onClose,
}: {
  view: RewardView | null
  opening: ClaimOpening
  accounts: GameAccount[]
  onClose: () => void
}) {
  const { api } = useServices()
  const navigate = useNavigate()
  const formId = useId()
  // The consent, unticked at each opening, asked when the reward's claim needs it (decision 064).
  const [consented, setConsented] = useState(false)
  const [consentMissing, setConsentMissing] = useState(false)
  const needsConsent = view?.consentRequired === true

  const machine = useMemo(
    () =>
      claimMachine.provide({
        actors: {
          // The reward of the opening the form was sent from (a closed dialog sends nothing).
          submit: fromPromise(({ input }) =>
            claimReward(api, {
              accountId: input.accountId,
              characterId: input.characterId,
              rewardId: opening.current()?.reward.id ?? 0,
              ...(consented ? { consent: CLAIM_CONSENT.version } : {}),
            }),
          ),
        },
        actions: {
          goToSuccess: (_, { delivery }) =>
            void navigate(paths.result.claimSuccess, withDelivery(delivery)),
          goToFailure: () => void navigate(paths.result.claimFailure),
          goToUnknown: () => void navigate(paths.result.claimUnknown),
        },
      }),
    // A new tick reaches the running flow: useActorRef takes the new implementations.
    [api, navigate, opening, consented],
  )
  const actor = useFlow(machine, { input: { accounts } })
  const noAccount = useSelector(actor, (snapshot) => snapshot.matches('noAccount'))
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const [submitOnline, refusedOffline] = useOnlineOnly(() => {
    setConsentMissing(needsConsent && !consented)
    if (needsConsent && !consented) return
    actor.send({ type: 'form.submit' })
  })
  // Drawn once per flow: opening the dialog does not draw the choosers again.
  const fields = useMemo(
    () => (
      <>
        <TargetFields actor={actor} />
        <DeliveryError actor={actor} title={CLAIM_INVALID_TITLE} />
      </>
    ),
    [actor],
  )

  return (
    <DialogOpensAtTap
      open={view !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose()
      }}
      title="Récupérer une récompense"
      description={
        view
          ? `${rewardName(view)}${view.stage ? `, palier ${view.stage.name}` : ''}\u00a0: choisissez le personnage qui la recevra.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {noAccount ? 'Fermer' : 'Annuler'}
          </Button>
          {!noAccount && (
            <Button type="submit" form={formId} loading={busy}>
              Récupérer
            </Button>
          )}
        </>
      }
    >
      {view && <RewardItem view={view} level={3} />}
      <form
        id={formId}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        onSubmit={(event) => {
          event.preventDefault()
          submitOnline()
        }}
      >
        {refusedOffline && <OfflineRefusal />}
        {consentMissing && !consented && (
          <WarningBox title={CLAIM_INVALID_TITLE}>
            {WITHDRAWAL_MESSAGES.claimConsentMissing}
          </WarningBox>
        )}
        {fields}
        {needsConsent && !noAccount && (
          <ConsentBox
            wording={CLAIM_CONSENT.wording}
            checked={consented}
            onCheckedChange={setConsented}
            missing={consentMissing}
            disabled={busy}
          />
        )}
      </form>
    </DialogOpensAtTap>
  )
}
