import { TRANSFER_MESSAGES } from '@contract/rules'
import type { claimMachine } from '@machines/claim.machine'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from 'styled-system/css'
import { Select } from '@/components/Select'

/** Game account, then one of its characters ('Aucun perso.' when it has none). */
export function ClaimTargetFields({ actor }: { actor: ActorRefFrom<typeof claimMachine> }) {
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const accountId = useSelector(actor, (s) => s.context.accountId)
  const characterId = useSelector(actor, (s) => s.context.characterId)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const account = accounts.find((a) => a.accountId === accountId)
  const characters = account?.characters ?? []
  return (
    <>
      <Select
        label="Compte de jeu"
        options={accounts.map((a) => ({ value: String(a.accountId), label: a.name }))}
        value={accountId === null ? null : String(accountId)}
        onValueChange={(value) => actor.send({ type: 'form.account', accountId: Number(value) })}
        disabled={busy}
      />
      {characters.length === 0 ? (
        <p className={css({ color: 'warning.fg' })}>{TRANSFER_MESSAGES.noCharacter}</p>
      ) : (
        <Select
          label="Personnage"
          options={characters.map((c) => ({ value: String(c.characterId), label: c.name }))}
          value={characterId === null ? null : String(characterId)}
          onValueChange={(value) =>
            actor.send({ type: 'form.character', characterId: Number(value) })
          }
          disabled={busy}
        />
      )}
    </>
  )
}
