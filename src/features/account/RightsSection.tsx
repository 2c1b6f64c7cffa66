import {
  accountDeletionMachine,
  type AccountDeletionError,
} from '@machines/account-deletion.machine'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import { dialog } from 'styled-system/recipes/dialog'
import { fromPromise } from 'xstate'
import { useSignOut } from '@/shared/auth/session'
import { Notice, WarningBox } from '@/shared/components/Alert'
import { Button } from '@/shared/components/Button'
import { Card } from '@/shared/components/Card'
import { Dialog } from '@/shared/components/Dialog'
import { FormField } from '@/shared/components/FormField'
import { OfflineRefusal, useOnlineOnly } from '@/shared/page/online-only'
import { paths } from '@/shared/routing/paths'
import { useServices } from '@/shared/runtime/services'
import { useFlow } from '@/shared/flows/use-flow'
import { downloadMyData, eraseAccount } from './api'

const section = css({ gap: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })
const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const list = css({ listStyle: 'disc', pl: '5', display: 'grid', gap: '1' })

/** What the dialog says when the account is not closed. */
export const ACCOUNT_DELETION_MESSAGES: Record<AccountDeletionError, string> = {
  wrongPassword: "Mot de passe incorrect. Votre compte n'a pas été supprimé.",
  tooManyAttempts: 'Trop de tentatives. Patientez quelques minutes avant de réessayer.',
  reauthFailed: "La confirmation de votre identité n'a pas abouti. Réessayez.",
  recentSignInRequired:
    'Votre confirmation a expiré. Saisissez de nouveau votre mot de passe pour supprimer votre compte.',
  failed: "La suppression n'a pas pu se faire. Votre compte est intact\u00a0: réessayez plus tard.",
  unknown:
    'La réponse du serveur ne nous est pas parvenue\u00a0: nous ne savons pas si votre compte a été supprimé. Vous pouvez réessayer sans risque.',
}

/** The body of « Supprimer mon compte »: what it does, the password, the confirmation. */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { api, auth } = useServices()
  const navigate = useNavigate()
  const signOut = useSignOut()
  const [password, setPassword] = useState('')
  const actor = useFlow(
    accountDeletionMachine.provide({
      actors: {
        reauthenticate: fromPromise(({ input }) => auth.reauthenticate(input.password)),
        erase: fromPromise(() => eraseAccount(api)),
      },
      actions: {
        // The result page is public: the sign-out that follows does not leave it.
        leave: () => {
          void Promise.resolve(navigate(paths.result.accountDeleted, { replace: true })).finally(
            signOut,
          )
        },
        logError: (_, { error }) => console.error(error),
      },
    }),
  )
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const [confirm, refusedOffline] = useOnlineOnly((withPassword: boolean) =>
    actor.send(
      withPassword ? { type: 'deletion.confirm', password } : { type: 'deletion.confirm' },
    ),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    confirm(true)
  }

  return (
    <form className={form} onSubmit={submit} noValidate>
      {refusedOffline && <OfflineRefusal />}
      {error && (
        <WarningBox title="Compte non supprimé">{ACCOUNT_DELETION_MESSAGES[error]}</WarningBox>
      )}
      <ul className={list}>
        <li>Votre profil, votre solde d'AirPoints et vos votes sont effacés.</li>
        <li>
          Vos comptes de jeu sont détachés de votre profil mais restent dans le jeu, avec leurs
          personnages.
        </li>
        <li>
          Vos paiements restent dans notre comptabilité, comme la loi l'exige, sans votre adresse
          e-mail ni rien qui vous désigne.
        </li>
      </ul>
      <FormField
        label="Mot de passe du portail"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        help="Pour confirmer qu'il s'agit bien de vous."
      />
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Compte créé avec Google{'\u00a0?'}{' '}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => confirm(false)}
        >
          Confirmer avec Google
        </Button>
      </p>
      <div className={dialog().footer}>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Annuler
        </Button>
        <Button type="submit" loading={busy} disabled={password === ''}>
          Supprimer définitivement
        </Button>
      </div>
    </form>
  )
}

/** « Supprimer mon compte »: the button and its dialog (one machine per opening). */
function DeleteAccountDialog() {
  const [open, setOpen] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Supprimer mon compte"
      description="Cette action est définitive."
      trigger={<Button variant="outline">Supprimer mon compte</Button>}
    >
      <DeleteAccountForm onCancel={() => setOpen(false)} />
    </Dialog>
  )
}

/** « Télécharger mes données »: the JSON file of everything the portal keeps about the player. */
function DownloadButton() {
  const { api } = useServices()
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'done'>('idle')
  const [download, refusedOffline] = useOnlineOnly(() => {
    setState('busy')
    downloadMyData(api).then(
      (ok) => setState(ok ? 'done' : 'failed'),
      () => setState('failed'),
    )
  })
  return (
    <>
      <Button variant="outline" loading={state === 'busy'} onClick={() => download()}>
        Télécharger mes données
      </Button>
      <div aria-live="polite" className={css({ flexBasis: '100%' })}>
        {refusedOffline && <OfflineRefusal />}
        {state === 'failed' && (
          <WarningBox title="Téléchargement impossible">
            Vos données n'ont pas pu être préparées. Réessayez dans un instant.
          </WarningBox>
        )}
        {state === 'done' && <Notice>Vos données ont été téléchargées.</Notice>}
      </div>
    </>
  )
}

/** The player's rights on his data (RGPD): a copy of it, and closing the account. */
export function RightsSection() {
  return (
    <Card as="section" aria-labelledby="rights-title" className={section}>
      <h2 id="rights-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Vos données
      </h2>
      <p>
        Téléchargez tout ce que le portail conserve sur vous (profil, comptes de jeu, historique et
        votes) dans un fichier JSON, ou supprimez votre compte.
      </p>
      <div className={actions}>
        <DownloadButton />
        <DeleteAccountDialog />
      </div>
    </Card>
  )
}
