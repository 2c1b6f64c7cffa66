import type { GameAccount } from '@contract/schemas'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/shared/components/Button'
import { Dialog } from '@/shared/components/Dialog'
import { GameAccountForm } from './GameAccountForm'
import { paths } from '@/shared/routing/paths'
import { inlineLink } from '@/shared/page/styles'

/** 'Créer un compte de jeu': the button and its dialog (focus returns to the button on close). */
export function CreateAccountDialog({ onCreated }: { onCreated: (name: string) => void }) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Créer un compte de jeu"
      description="Le compte avec lequel vous vous connecterez au jeu."
      trigger={<Button>Créer un compte de jeu</Button>}
    >
      <GameAccountForm
        mode="create"
        onCancel={close}
        onSaved={(name) => {
          close()
          onCreated(name)
        }}
      />
    </Dialog>
  )
}

/**
 * « Rattacher un compte existant »: an account the game already has (made in the game, or
 * before the portal), proved by its password in the game.
 */
export function LinkAccountDialog({ onLinked }: { onLinked: (name: string) => void }) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Rattacher un compte existant"
      description={
        'Un compte de jeu que vous possédez déjà\u00a0: son nom et son mot de passe en jeu.'
      }
      trigger={<Button variant="outline">Rattacher un compte existant</Button>}
    >
      <GameAccountForm
        mode="link"
        onCancel={close}
        onSaved={(name) => {
          close()
          onLinked(name)
        }}
      />
    </Dialog>
  )
}

function charactersOf(account: GameAccount) {
  if (account.characters.length === 0) return 'Aucun personnage pour le moment.'
  return `Personnages\u00a0: ${account.characters.map((character) => character.name).join(', ')}`
}

/** The details of one game account, with its password change, opened from its row. */
export function AccountDetailsDialog({
  account,
  onChanged,
}: {
  account: GameAccount
  onChanged: (name: string) => void
}) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  // The name is fixed: the focus goes straight to the current password.
  const passwordId = `game-account-${account.accountId}-password`
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      initialFocusEl={() => document.getElementById(passwordId)}
      title={`Compte ${account.name}`}
      description={charactersOf(account)}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Détails du compte ${account.name}`}>
          Détails
        </Button>
      }
    >
      <GameAccountForm
        mode="edit"
        name={account.name}
        passwordId={passwordId}
        onCancel={close}
        onSaved={(name) => {
          close()
          onChanged(name)
        }}
      />
      <p>
        <Link to={paths.account(account.accountId)} className={inlineLink}>
          Page du compte
        </Link>
      </p>
    </Dialog>
  )
}
