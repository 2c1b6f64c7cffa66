import { claimMachine } from '@machines/claim.machine'
import { useSelector } from '@xstate/react'
import { useId, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { fromPromise } from 'xstate'
import { css } from 'styled-system/css'
import type { GameAccount } from '@contract/schemas'
import { useFlow } from '@/shared/use-flow'
import { useServices } from '@/shared/services'
import { Button } from '@/shared/components/Button'
import { Dialog } from '@/shared/components/Dialog'
import { DeliveryError, TargetFields } from '@/shared/TargetFields'
import { paths } from '@/shared/paths'
import { withDelivery } from '@/shared/delivery/delivery'
import { OfflineRefusal, useOnlineOnly } from '@/shared/online-only'
import { claimReward } from './api'
import { RewardItem } from './RewardCatalog'
import { rewardName, type RewardView } from './rewards'

/** The heading of the claim form's validation box (the transfer's is 'Transfert invalide'). */
export const CLAIM_INVALID_TITLE = 'Récupération invalide'

/**
 * The loyalty reward transfer dialog: choose a game account and a character (the transfer
 * form's chooser), then claim. The claim machine drives it; 200 leads to the success page,
 * anything else to the failure page.
 */
export function ClaimDialog({
  view,
  accounts,
  onClose,
}: {
  view: RewardView
  accounts: GameAccount[]
  onClose: () => void
}) {
  const { api } = useServices()
  const navigate = useNavigate()
  const formId = useId()
  const rewardId = view.reward.id

  const machine = useMemo(
    () =>
      claimMachine.provide({
        actors: {
          submit: fromPromise(({ input }) =>
            claimReward(api, {
              accountId: input.accountId,
              characterId: input.characterId,
              rewardId,
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
    [api, navigate, rewardId],
  )
  const actor = useFlow(machine, { input: { accounts } })
  const noAccount = useSelector(actor, (snapshot) => snapshot.matches('noAccount'))
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const [submitOnline, refusedOffline] = useOnlineOnly(() => actor.send({ type: 'form.submit' }))

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose()
      }}
      title="Récupérer une récompense"
      description={`${rewardName(view)}${view.stage ? `, palier ${view.stage.name}` : ''}\u00a0: choisissez le personnage qui la recevra.`}
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
      <RewardItem view={view} level={3} />
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
        <TargetFields actor={actor} />
        <DeliveryError actor={actor} title={CLAIM_INVALID_TITLE} />
      </form>
    </Dialog>
  )
}
