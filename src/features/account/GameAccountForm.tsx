import { tooManyAttemptsNotice } from '@contract/rules/limits'
import { GAME_ACCOUNT_CHECKLIST_LABELS, gameAccountChecklist } from '@contract/rules/game-account'
import {
  gameAccountFormMachine,
  type GameAccountFields as Fields,
  type GameAccountFormMode,
} from '@machines/game-account-form.machine'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { dialog } from 'styled-system/recipes/dialog'
import { fromPromise } from 'xstate'
import { useFlow } from '@/shared/flows/use-flow'
import { saveGameAccount } from './api'
import { GAME_ACCOUNT_FORM_MESSAGES, GAME_ACCOUNT_FORM_TITLES } from './messages'
import { useServices } from '@/shared/runtime/services'
import { WarningBox } from '@/shared/components/Alert'
import { Button } from '@/shared/components/Button'
import { FormField } from '@/shared/components/FormField'
import { CheckIcon, CrossIcon } from '@/shared/icons/marks'
import { OfflineRefusal, useOnlineOnly } from '@/shared/page/online-only'
import { SecondFactorCodeField } from '@/shared/second-factor/CodeField'

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const checklist = css({ display: 'grid', gap: '1', listStyle: 'none', fontSize: 'sm' })
const check = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  color: 'fg.muted',
  '&[data-met]': { color: 'success.line' },
})

const CHECKS = ['lowercase', 'length', 'noSpecialCharacters'] as const

/** The live checklist of a game account password (`gameAccountChecklist`). */
function PasswordChecklist({ password }: { password: string }) {
  const met = gameAccountChecklist(password, '')
  return (
    <ul className={checklist} aria-label="Règles du mot de passe">
      {CHECKS.map((name) => (
        <li key={name} className={check} data-met={met[name] ? '' : undefined}>
          {met[name] ? <CheckIcon size={16} /> : <CrossIcon size={16} />}
          {GAME_ACCOUNT_CHECKLIST_LABELS[name]}
          <span className={css({ srOnly: true })}>
            {met[name] ? '\u00a0: respecté' : '\u00a0: manquant'}
          </span>
        </li>
      ))}
    </ul>
  )
}

const SUBMIT_LABELS: Record<GameAccountFormMode, string> = {
  create: 'Créer le compte',
  edit: 'Changer le mot de passe',
  link: 'Rattacher',
}

export interface GameAccountFormProps {
  mode: GameAccountFormMode
  /** The edited account's name (fixed in edit mode). */
  name?: string
  /** Called once the server accepted the form (the dialog closes, the list is read again). */
  onSaved: (name: string) => void
  onCancel: () => void
  /** The id of the first password input (where the edit dialog puts the focus). */
  passwordId?: string
}

/**
 * The body of the create, edit and link dialogs, driven by the game-account form machine: one
 * actor per opening of the dialog (the dialog mounts its content only while open). Linking asks
 * for the account's name and its password in the game, without confirmation nor checklist: the
 * password is the one the account already has. A password change asks for the current one first,
 * and for the second factor's code when the server asks it.
 */
export function GameAccountForm({
  mode,
  name: initialName,
  onSaved,
  onCancel,
  passwordId,
}: GameAccountFormProps) {
  const { api } = useServices()
  const actor = useFlow(
    gameAccountFormMachine.provide({
      actors: {
        saveAccount: fromPromise(({ input }) =>
          saveGameAccount(api, input.mode, input.form, input.secondFactorCode),
        ),
      },
      actions: {
        saved: ({ context }) => onSaved(context.name.trim()),
      },
    }),
    { input: { mode, name: initialName } },
  )
  const fields = useSelector(
    actor,
    (snapshot): Fields => snapshot.context,
    (a, b) =>
      a.name === b.name &&
      a.password === b.password &&
      a.passwordConfirm === b.passwordConfirm &&
      a.currentPassword === b.currentPassword,
  )
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const retryAfterS = useSelector(actor, (snapshot) => snapshot.context.retryAfterS)
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const code = useSelector(actor, (snapshot) => snapshot.context.code)
  const codeRequest = useSelector(actor, (snapshot) => snapshot.context.codeRequest)
  const matches = gameAccountChecklist(fields.password, fields.passwordConfirm).confirmationMatches

  const change = (field: keyof Fields) => (event: { target: { value: string } }) =>
    actor.send({ type: 'form.change', field, value: event.target.value })
  const [submitOnline, refusedOffline] = useOnlineOnly(() => actor.send({ type: 'form.submit' }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    submitOnline()
  }

  const linking = mode === 'link'
  return (
    <form className={form} onSubmit={submit} noValidate>
      {refusedOffline && <OfflineRefusal />}
      {error && (
        <WarningBox title={GAME_ACCOUNT_FORM_TITLES[mode]}>
          {error === 'rateLimited' && retryAfterS !== null
            ? tooManyAttemptsNotice(retryAfterS)
            : GAME_ACCOUNT_FORM_MESSAGES[error]}
        </WarningBox>
      )}
      <FormField
        label="Nom du compte"
        name="name"
        autoComplete={linking ? 'username' : 'off'}
        value={fields.name}
        readOnly={mode === 'edit'}
        onChange={change('name')}
      />
      {linking ? (
        <FormField
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="current-password"
          value={fields.password}
          onChange={change('password')}
          help="Le mot de passe du compte dans le jeu."
        />
      ) : (
        <>
          {mode === 'edit' && (
            <FormField
              id={passwordId}
              label="Mot de passe actuel"
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={fields.currentPassword}
              onChange={change('currentPassword')}
            />
          )}
          <FormField
            id={mode === 'edit' ? undefined : passwordId}
            label={mode === 'create' ? 'Mot de passe' : 'Nouveau mot de passe'}
            type="password"
            name="password"
            autoComplete="new-password"
            value={fields.password}
            onChange={change('password')}
            help={<PasswordChecklist password={fields.password} />}
          />
          <FormField
            label="Confirmation du mot de passe"
            type="password"
            name="passwordConfirm"
            autoComplete="new-password"
            value={fields.passwordConfirm}
            onChange={change('passwordConfirm')}
            error={matches ? undefined : GAME_ACCOUNT_CHECKLIST_LABELS.mismatch}
          />
        </>
      )}
      {codeRequest && (
        <SecondFactorCodeField
          request={codeRequest}
          code={code}
          onChange={(value) => actor.send({ type: 'form.change', field: 'code', value })}
          disabled={busy}
        />
      )}
      <div className={dialog().footer}>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Annuler
        </Button>
        <Button type="submit" loading={busy}>
          {SUBMIT_LABELS[mode]}
        </Button>
      </div>
    </form>
  )
}
