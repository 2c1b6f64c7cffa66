import { tooManyAttemptsNotice } from '@contract/rules/limits'
import { TRANSFER_MESSAGES, type TransferError } from '@contract/rules'
import type { GameAccount } from '@contract/schemas'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import type { ActorRef, Snapshot } from 'xstate'
import { WarningBox } from '@/shared/components/Alert'
import { Select, type SelectOption } from '@/shared/components/Select'
import { useEarlyPlacement } from '@/shared/components/select-early-placement'
import { NoAccountNotice } from '../page/NoAccountNotice'

/** What the chooser reads from a delivery flow (the transfer, the loyalty claim). */
export interface TargetContext {
  accounts: GameAccount[]
  accountId: number | null
  characterId: number | null
  error: TransferError | null
  /** Refused for too many attempts: the seconds to wait (delivery.machine.ts). */
  retryAfterS: number | null
}

/** What the chooser sends: the machine resets the character when the account changes. */
export type TargetEvent =
  { type: 'form.account'; accountId: number } | { type: 'form.character'; characterId: number }

type TargetSnapshot = Snapshot<unknown> & {
  context: TargetContext
  hasTag(tag: 'busy'): boolean
}

export { NoAccountNotice }

/** Any running delivery flow: an actor of `createDeliveryMachine(...)`, provided or not. */
export type TargetActorRef = ActorRef<TargetSnapshot, TargetEvent>

const muted = css({ color: 'fg.muted' })
const fieldLabel = css({ fontWeight: 'semibold', fontSize: 'sm' })

/**
 * The game account and character of a delivery, as two selects driven by the flow's context:
 * the first account and its first character by default, the character reset to the new
 * account's first when the account changes, both disabled while the flow is busy.
 * No account at all: 'Vous devez avoir au moins un compte de jeu.'; an account without
 * character: 'Aucun perso.' in place of the character select.
 */
export function TargetFields({ actor }: { actor: TargetActorRef }) {
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const accountId = useSelector(actor, (s) => s.context.accountId)
  const characterId = useSelector(actor, (s) => s.context.characterId)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  // Their options are placed with the tap that opens them, outside a dialog (decision 048).
  const accountPlacement = useEarlyPlacement()
  const characterPlacement = useEarlyPlacement()

  const accountOptions = useMemo<SelectOption[]>(
    () => accounts.map((a) => ({ value: String(a.accountId), label: a.name })),
    [accounts],
  )
  const characters = useMemo(
    () => accounts.find((a) => a.accountId === accountId)?.characters ?? [],
    [accounts, accountId],
  )
  const characterOptions = useMemo<SelectOption[]>(
    () => characters.map((ch) => ({ value: String(ch.characterId), label: ch.name })),
    [characters],
  )

  if (accounts.length === 0) return <NoAccountNotice />
  return (
    <>
      <Select
        label="Compte de jeu"
        name="accountId"
        options={accountOptions}
        value={accountId === null ? null : String(accountId)}
        onValueChange={(value) => actor.send({ type: 'form.account', accountId: Number(value) })}
        disabled={busy}
        positioning={accountPlacement}
      />
      {accountId !== null && characters.length === 0 ? (
        <div>
          <p className={fieldLabel}>Personnage</p>
          <p className={muted}>{TRANSFER_MESSAGES.noCharacter}</p>
        </div>
      ) : (
        <Select
          label="Personnage"
          name="characterId"
          options={characterOptions}
          value={characterId === null ? null : String(characterId)}
          onValueChange={(value) =>
            actor.send({ type: 'form.character', characterId: Number(value) })
          }
          disabled={busy}
          positioning={characterPlacement}
        />
      )}
    </>
  )
}

/** The flow's validation message under the given heading ('Transfert invalide' for a transfer). */
export function DeliveryError({ actor, title }: { actor: TargetActorRef; title: string }) {
  const error = useSelector(actor, (s) => s.context.error)
  // Refused for too many attempts: nothing moved, and the form says when to try again.
  const retryAfterS = useSelector(actor, (s) => s.context.retryAfterS)
  if (retryAfterS !== null) {
    return <WarningBox title={title}>{tooManyAttemptsNotice(retryAfterS)}</WarningBox>
  }
  if (!error) return null
  return <WarningBox title={title}>{TRANSFER_MESSAGES[error]}</WarningBox>
}
